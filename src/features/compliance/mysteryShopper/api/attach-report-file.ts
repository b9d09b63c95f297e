import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import type { MysteryShopperFile } from '../../model/types';
import { withReportFile } from '../model/queuedFiles';
import { MYSTERY_SHOPPER_COLLECTION } from './collections';

/**
 * Appends an uploaded queued file to its report in one write. Throws when the report is not
 * saved yet, so the queue retries later.
 */
export async function attachReportFile(
  db: Firestore,
  reportId: string,
  file: MysteryShopperFile,
): Promise<void> {
  const ref = doc(db, MYSTERY_SHOPPER_COLLECTION, reportId);
  await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists()) throw new Error(`Mystery shopper report ${reportId} is not saved yet`);
    const files = withReportFile(snapshot.get('files') as MysteryShopperFile[], file);
    if (files) tx.update(ref, { files, updatedAt: serverTimestamp() });
  });
}
