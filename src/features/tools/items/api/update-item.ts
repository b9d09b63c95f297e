import { deleteField, serverTimestamp, updateDoc } from 'firebase/firestore';
import { deleteObject, ref } from 'firebase/storage';
import { getStorageOrNull } from '@/lib/firebase';
import type { ItemValues } from '../model/schemas';
import { itemDoc } from './items-ref';

export type UpdateItemInput = ItemValues & {
  id: string;
  /** The stored photo before this edit; removed from Storage once it is no longer used. */
  previousPhotoPath?: string;
};

/** Saves the form's fields; `order` and `createdAt` stay as they are. */
export async function updateItem({
  id,
  photoUrl,
  photoPath,
  previousPhotoPath,
  ...fields
}: UpdateItemInput) {
  await updateDoc(itemDoc(id), {
    ...fields,
    photoUrl: photoPath ? photoUrl : deleteField(),
    photoPath: photoPath || deleteField(),
    updatedAt: serverTimestamp(),
  });
  const storage = getStorageOrNull();
  if (storage && previousPhotoPath && previousPhotoPath !== photoPath) {
    // Best effort: the item is saved; a leftover file only costs storage.
    await deleteObject(ref(storage, previousPhotoPath)).catch((error: unknown) =>
      console.warn('Could not delete the replaced item photo', error),
    );
  }
}
