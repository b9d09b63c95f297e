import { doc, writeBatch } from 'firebase/firestore';
import { db } from '@/lib/firebase';

export interface DeleteRecordsInput {
  collection: string;
  ids: string[];
}

/** A write batch holds at most 500 operations. */
export const BATCH_LIMIT = 500;

/** Bulk delete by ids (spec 01 §7), in batches so a selection either goes or stays in one write. */
export async function deleteRecords({ collection, ids }: DeleteRecordsInput): Promise<void> {
  for (let start = 0; start < ids.length; start += BATCH_LIMIT) {
    const batch = writeBatch(db);
    for (const id of ids.slice(start, start + BATCH_LIMIT)) batch.delete(doc(db, collection, id));
    await batch.commit();
  }
}
