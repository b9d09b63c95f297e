import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import type { MysteryShopperFile } from '../../model/types';
import { withReportFile } from '../model/queuedFiles';

// Not collections.ts: that module binds the app's Firestore, and the rules tests call this one
// with their own.
const MYSTERY_SHOPPER_COLLECTION = 'mystery_shopper_reports';

/**
 * Appends an uploaded queued file to its report in one write. Throws when the report is not
 * saved yet, so the queue retries later.
 */
export async function attachReportFile(
  db: Firestore,
  reportId: string,
  file: MysteryShopperFile,
  maxFiles: number,
): Promise<void> {
  const ref = doc(db, MYSTERY_SHOPPER_COLLECTION, reportId);
  await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists()) throw new Error(`Mystery shopper report ${reportId} is not saved yet`);
    const files = withReportFile(snapshot.get('files') as MysteryShopperFile[], file, maxFiles);
    if (files) tx.update(ref, { files, updatedAt: serverTimestamp() });
  });
}
