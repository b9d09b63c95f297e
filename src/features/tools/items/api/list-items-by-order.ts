import { getDocs, orderBy, query } from 'firebase/firestore';
import type { Item, ItemDoc } from '../model/item';
import { itemsCollection } from './items-ref';

/**
 * Every item in `order`, for reorder mode only: renumbering needs the whole sequence. The
 * catalogue is a supplier's product list (tens to a few hundred documents), unlike orders or
 * reports; the normal list stays server-paged.
 */
export async function listItemsByOrder(): Promise<Item[]> {
  const snapshot = await getDocs(query(itemsCollection(), orderBy('order', 'asc')));
  return snapshot.docs.map((doc) => ({ ...(doc.data() as ItemDoc), id: doc.id }));
}
