import { writeBatch, type Firestore } from 'firebase/firestore';
import { deleteObject, ref } from 'firebase/storage';
import { db, getStorageOrNull } from '@/lib/firebase';
import type { Item } from '../model/item';
import { MAX_INDEX_CHANGES, unindexItems } from './item-catalogue-index';
import { itemDoc } from './items-ref';

type DeleteItemsInput = Pick<Item, 'id' | 'photoPath'>[];

/**
 * Deletes items on any Firestore instance, a few per batch together with their removal from the
 * catalogue index (item-catalogue-index.ts: the rules check each item of an index write, at most
 * MAX_INDEX_CHANGES).
 */
export async function deleteItemsIn(
  firestore: Firestore,
  items: readonly Pick<Item, 'id'>[],
): Promise<void> {
  for (let i = 0; i < items.length; i += MAX_INDEX_CHANGES) {
    const chunk = items.slice(i, i + MAX_INDEX_CHANGES).map((item) => item.id);
    const batch = writeBatch(firestore);
    for (const id of chunk) batch.delete(itemDoc(id, firestore));
    unindexItems(batch, firestore, chunk);
    await batch.commit();
  }
}

/**
 * Deletes items (deleteItemsIn), then their photos. A photo that cannot be removed is only
 * logged: the item is gone either way and an orphaned file harms nobody.
 */
export async function deleteItems(items: DeleteItemsInput): Promise<void> {
  await deleteItemsIn(db, items);
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
