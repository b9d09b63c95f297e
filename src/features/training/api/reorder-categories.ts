import { serverTimestamp, writeBatch } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import type { OrderChange } from '../model/renumber';
import { categoryDoc } from './collections';

export type ReorderCategoriesInput = readonly OrderChange[];

/** Saves new category orders in one batch: the list is never left half renumbered. */
export async function reorderCategories(changes: ReorderCategoriesInput): Promise<void> {
  if (changes.length === 0) return;
  const batch = writeBatch(db);
  for (const { id, order } of changes) {
    batch.update(categoryDoc(id), { order, updatedAt: serverTimestamp() });
  }
  await batch.commit();
}
