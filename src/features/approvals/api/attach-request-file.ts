import { runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import { attachDecision } from '../model/queuedFiles';
import type { AttachedFile } from '../model/types';
import { approvalRef } from './refs';

/**
 * Adds a file the offline queue has uploaded to its request, in one transaction that changes
 * `files` and the stamps only (the rules' files-only branch). Throws while the request cannot
 * take it (not saved yet, not the caller's, already sent), so the queue keeps the file and
 * retries later; nothing is written that the rules would refuse.
 */
export async function attachRequestFile(
  firestore: Firestore,
  uid: string,
  requestId: string,
  file: AttachedFile,
): Promise<void> {
  const ref = approvalRef(firestore, requestId);
  await runTransaction(firestore, async (tx) => {
    const snapshot = await tx.get(ref);
    const decision = attachDecision(snapshot.data() ?? null, uid, file);
    if (decision.kind === 'wait') throw new Error(`${decision.reason} (request ${requestId})`);
    if (decision.kind === 'write') {
      tx.update(ref, {
        files: decision.files,
        updatedAt: serverTimestamp(),
        lastUpdated: serverTimestamp(),
      });
    }
  });
}
