import { getDocs, query, type Firestore } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { constraintsOf } from '@/data/query/declaredQuery';
import { lastItemByOrder } from '../../fixedQueries';
import { typedItemsCollection } from './items-ref';

/** Spec 01 §4: a new item's order is the current maximum plus 1 (1 for the first item). */
export async function nextItemOrder(firestore: Firestore = db): Promise<number> {
  const snapshot = await getDocs(
    query(typedItemsCollection(firestore), ...constraintsOf(lastItemByOrder, {})),
  );
  // No item, or one without a stored order (read as 0): the first order is 1.
  const top = snapshot.docs[0]?.data().order ?? 0;
  return Math.floor(top) + 1;
}
