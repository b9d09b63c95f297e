import { deleteField, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { deleteObject, ref } from 'firebase/storage';
import { db, getStorageOrNull } from '@/lib/firebase';
import type { ItemValues } from '../model/schemas';
import { indexItem } from './item-catalogue-index';
import { itemDoc } from './items-ref';

export type UpdateItemInput = ItemValues & {
  id: string;
  /** The stored photo before this edit; removed from Storage once it is no longer used. */
  previousPhotoPath?: string;
};

/**
 * Saves the form's fields on any Firestore instance; `order` and `createdAt` stay as they are.
 * The catalogue index follows the status in the same batch (item-catalogue-index.ts). The dollar
 * `price`/`salePrice` of an item not migrated to cents yet are removed, so saving migrates it.
 */
export async function updateItemIn(
  firestore: Firestore,
  { id, photoUrl, photoPath, previousPhotoPath: _previous, ...fields }: UpdateItemInput,
) {
  const batch = writeBatch(firestore);
  batch.update(itemDoc(id, firestore), {
    ...fields,
    photoUrl: photoPath ? photoUrl : deleteField(),
    photoPath: photoPath || deleteField(),
    price: deleteField(),
    salePrice: deleteField(),
    updatedAt: serverTimestamp(),
  });
  indexItem(batch, firestore, id, fields.status === 'active');
  await batch.commit();
}

/** updateItemIn on the app's Firestore, then removes a replaced photo from Storage. */
export async function updateItem(input: UpdateItemInput) {
  await updateItemIn(db, input);
  const { photoPath, previousPhotoPath } = input;
  const storage = getStorageOrNull();
  if (storage && previousPhotoPath && previousPhotoPath !== photoPath) {
    // Best effort: the item is saved; a leftover file only costs storage.
    await deleteObject(ref(storage, previousPhotoPath)).catch((error: unknown) =>
      console.warn('Could not delete the replaced item photo', error),
    );
  }
}
