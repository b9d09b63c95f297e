import { httpsCallable } from 'firebase/functions';
import { functions } from '@/lib/firebase';
import {
  CALLABLES,
  type DecideApprovalRequestRequest,
  type DecideApprovalRequestResult,
} from '@/lib/callables';
import type { Decision } from '../model/status';

/** What the detail page says when a decision cannot reach the server (nothing was decided). */
const DECIDE_OFFLINE_MESSAGE =
  'Deciding a request needs a connection: nothing was decided. Decide it again when you are back online.';

/**
 * Approves, denies or returns request `requestId` through the server's `decideApprovalRequest`
 * callable (functions/src/approvals/decideRequest.ts): it checks the caller may decide it, appends
 * the history entry, writes the requester's mail and, for an approved refund, its sales
 * adjustment and rollups in one transaction; browsers may not decide (firestore.rules). Needs the
 * network.
 */
export async function decideRequest(
  requestId: string,
  action: Decision,
  notes: string,
): Promise<DecideApprovalRequestResult> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new Error(DECIDE_OFFLINE_MESSAGE);
  }
  const call = httpsCallable<DecideApprovalRequestRequest, DecideApprovalRequestResult>(
    functions,
    CALLABLES.decideApprovalRequest,
  );
  return (await call({ requestId, action, notes: notes.trim() })).data;
}
