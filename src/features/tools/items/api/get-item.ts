import { doc, getDoc, type Firestore } from 'firebase/firestore';
import type { Item } from '../model/item';
import { typedItemsCollection } from './items-ref';

/** One item, or null when it does not exist. */
export async function getItem(firestore: Firestore, id: string): Promise<Item | null> {
  const snapshot = await getDoc(doc(typedItemsCollection(firestore), id));
  return snapshot.exists() ? { ...snapshot.data(), id: snapshot.id } : null;
}
