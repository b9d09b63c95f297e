import { httpsCallable } from 'firebase/functions';
import { functions } from '@/lib/firebase';
import {
  CALLABLES,
  type SendApprovalRequestRequest,
  type SendApprovalRequestResult,
} from '@/lib/callables';

/** What the form says when it cannot send for want of a connection (nothing is lost). */
export const SEND_OFFLINE_MESSAGE =
  'Sending a request needs a connection: it was not sent, and what you typed is kept on this device. Send it again when you are back online.';

/** The sender's time zone (their dates are its midnights): the server's due date counts in it. */
const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Sends the saved draft or returned request `requestId` through the server's
 * `sendApprovalRequest` callable (functions/src/approvals/sendRequest.ts): it checks the stored
 * request, sets its due date, requester name and assignee, appends the history entry and writes
 * the reviewers' and assignee's mails in one transaction; browsers may not send a request
 * (firestore.rules). The form saves the request first. Needs the network.
 */
export async function sendRequest(
  requestId: string,
  notes: string,
): Promise<SendApprovalRequestResult> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new Error(SEND_OFFLINE_MESSAGE);
  }
  const call = httpsCallable<SendApprovalRequestRequest, SendApprovalRequestResult>(
    functions,
    CALLABLES.sendApprovalRequest,
  );
  return (await call({ requestId, notes: notes.trim(), timeZone: deviceTimeZone() })).data;
}
