import { serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import type { OrderChange } from '../model/renumber';
import { trainingVideoCategoryDoc } from '@/data/training';

export type ReorderCategoriesInput = readonly OrderChange[];

/** Saves new category orders in one batch: the list is never left half renumbered. */
export async function reorderCategories(
  firestore: Firestore,
  changes: ReorderCategoriesInput,
): Promise<void> {
  if (changes.length === 0) return;
  const batch = writeBatch(firestore);
  for (const { id, order } of changes) {
    batch.update(trainingVideoCategoryDoc(firestore, id), { order, updatedAt: serverTimestamp() });
  }
  await batch.commit();
}
