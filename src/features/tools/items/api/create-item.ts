import { serverTimestamp, setDoc } from 'firebase/firestore';
import type { ItemValues } from '../model/schemas';
import { itemDoc } from './items-ref';
import { nextItemOrder } from './next-item-order';

export type CreateItemInput = ItemValues & {
  /** From newItemId(): chosen before saving so the photo could be stored under it. */
  id: string;
};

/** Creates the item at the end of the list. Empty photo fields are left out of the document. */
export async function createItem({ id, photoUrl, photoPath, ...fields }: CreateItemInput) {
  const order = await nextItemOrder();
  await setDoc(itemDoc(id), {
    ...fields,
    ...(photoPath ? { photoUrl, photoPath } : {}),
    order,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return id;
}
