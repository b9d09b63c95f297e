import { serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import type { ItemValues } from '../model/schemas';
import { indexItem } from './item-catalogue-index';
import { itemDoc } from './items-ref';
import { nextItemOrder } from './next-item-order';

export type CreateItemInput = ItemValues & {
  /** From newItemId(): chosen before saving so the photo could be stored under it. */
  id: string;
};

/**
 * Creates the item at the end of the list, on any Firestore instance (the app's, or a rules
 * test's), with the catalogue index in the same batch (item-catalogue-index.ts). Empty photo
 * fields are left out of the document.
 */
export async function createItemIn(
  firestore: Firestore,
  { id, photoUrl, photoPath, ...fields }: CreateItemInput,
) {
  const order = await nextItemOrder(firestore);
  const batch = writeBatch(firestore);
  batch.set(itemDoc(id, firestore), {
    ...fields,
    ...(photoPath ? { photoUrl, photoPath } : {}),
    order,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  indexItem(batch, firestore, id, fields.status === 'active');
  await batch.commit();
  return id;
}

/** createItemIn on the app's Firestore. */
export const createItem = (input: CreateItemInput) => createItemIn(db, input);
