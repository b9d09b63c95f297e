import { getDocs, query, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { itemsByOrder } from '../../fixedQueries';
import type { Item } from '../model/item';
import { typedItemsCollection } from './items-ref';

/**
 * Every item in `order`, for reorder mode only: renumbering needs the whole sequence. The
 * catalogue is a supplier's product list (tens to a few hundred documents), unlike orders or
 * reports; the normal list stays server-paged.
 */
export async function listItemsByOrder(firestore: Firestore): Promise<Item[]> {
  const snapshot = await getDocs(
    query(typedItemsCollection(firestore), ...constraintsOf(itemsByOrder, {})),
  );
  return snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
}
