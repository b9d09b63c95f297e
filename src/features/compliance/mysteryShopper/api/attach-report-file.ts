import { runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import type { MysteryShopperFile } from '../../model/types';
import { withReportFile } from '../model/queuedFiles';
import { reportDoc } from './collections';

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
  const ref = reportDoc(db, reportId);
  await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists()) throw new Error(`Mystery shopper report ${reportId} is not saved yet`);
    const files = withReportFile(snapshot.data().files, file, maxFiles);
    if (files) tx.update(ref, { files, updatedAt: serverTimestamp() });
  });
}
