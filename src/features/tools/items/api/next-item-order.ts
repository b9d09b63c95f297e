import { getDocs, query, type Firestore } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { constraintsOf } from '@/data/query/declaredQuery';
import { lastItemByOrder } from '../../fixedQueries';
import { itemsCollection } from './items-ref';

/** Spec 01 §4: a new item's order is the current maximum plus 1 (1 for the first item). */
export async function nextItemOrder(firestore: Firestore = db): Promise<number> {
  const snapshot = await getDocs(
    query(itemsCollection(firestore), ...constraintsOf(lastItemByOrder, {})),
  );
  const top = snapshot.docs[0]?.get('order');
  return typeof top === 'number' && Number.isFinite(top) ? Math.floor(top) + 1 : 1;
}
