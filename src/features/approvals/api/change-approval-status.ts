import { arrayUnion, serverTimestamp, Timestamp, type Firestore } from 'firebase/firestore';
import { TRANSITIONS } from '../model/status';
import type { Approval, StoredHistoryEntry } from '../model/types';
import { commitApprovalWrite } from './commit-approval-write';
import type { RequestActor } from './save-request';

/**
 * The author withdraws their open request: one history entry (firestore.rules check its name
 * against the author's profile). The reviewer's decisions are the server's (api/decide-request.ts).
 * The author counts as having read the change, everybody else sees it unread.
 */
export async function withdrawRequest(
  firestore: Firestore,
  request: Pick<Approval, 'id' | 'status'>,
  notes: string,
  actor: RequestActor,
): Promise<void> {
  const { to } = TRANSITIONS.withdraw;
  const historyEntry: StoredHistoryEntry = {
    by: actor.uid,
    byName: actor.name,
    at: Timestamp.now(),
    from: request.status,
    to,
    notes: notes.trim(),
    changes: [],
  };
  await commitApprovalWrite(firestore, {
    id: request.id,
    kind: 'update',
    data: {
      status: to,
      history: arrayUnion(historyEntry),
      readRecipients: [actor.uid],
      updatedAt: serverTimestamp(),
      lastUpdated: serverTimestamp(),
    },
  });
}
