import { serverTimestamp, writeBatch } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import type { OrderChange } from '../model/renumber';
import { itemDoc } from './items-ref';

export type SaveItemOrderInput = readonly OrderChange[];

// Firestore's per-batch write limit; a single drag on a list of up to 500 items always fits.
const BATCH_LIMIT = 500;

/** Writes the changed `order` values (from renumber()) in one batch: all or nothing. */
export async function saveItemOrder(changes: SaveItemOrderInput): Promise<void> {
  for (let i = 0; i < changes.length; i += BATCH_LIMIT) {
    const batch = writeBatch(db);
    for (const { id, order } of changes.slice(i, i + BATCH_LIMIT)) {
      batch.update(itemDoc(id), { order, updatedAt: serverTimestamp() });
    }
    await batch.commit();
  }
}
