import { writeBatch } from 'firebase/firestore';
import { deleteObject, ref } from 'firebase/storage';
import { db, getStorageOrNull } from '@/lib/firebase';
import type { Item } from '../model/item';
import { itemDoc } from './items-ref';

export type DeleteItemsInput = Pick<Item, 'id' | 'photoPath'>[];

// Firestore's per-batch write limit.
const BATCH_LIMIT = 500;

/**
 * Deletes items (one batch per 500), then their photos. A photo that cannot be removed is only
 * logged: the item is gone either way and an orphaned file harms nobody.
 */
export async function deleteItems(items: DeleteItemsInput): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH_LIMIT) {
    const batch = writeBatch(db);
    for (const item of items.slice(i, i + BATCH_LIMIT)) batch.delete(itemDoc(item.id));
    await batch.commit();
  }
  const storage = getStorageOrNull();
  if (!storage) return;
  await Promise.all(
    items
      .filter((item) => item.photoPath)
      .map((item) =>
        deleteObject(ref(storage, item.photoPath)).catch((error: unknown) =>
          console.warn('Could not delete the item photo', item.photoPath, error),
        ),
      ),
  );
}
