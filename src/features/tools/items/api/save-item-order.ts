import { doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import type { OrderChange } from '../model/renumber';
import { typedItemsCollection } from './items-ref';

export type SaveItemOrderInput = readonly OrderChange[];

// Firestore's per-batch write limit; a single drag on a list of up to 500 items always fits.
const BATCH_LIMIT = 500;

/** Writes the changed `order` values (from renumber()) in one batch: all or nothing. */
export async function saveItemOrder(
  firestore: Firestore,
  changes: SaveItemOrderInput,
): Promise<void> {
  const items = typedItemsCollection(firestore);
  for (let i = 0; i < changes.length; i += BATCH_LIMIT) {
    const batch = writeBatch(firestore);
    for (const { id, order } of changes.slice(i, i + BATCH_LIMIT)) {
      batch.update(doc(items, id), { order, updatedAt: serverTimestamp() });
    }
    await batch.commit();
  }
}
