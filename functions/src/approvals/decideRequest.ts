/**
 * `decideApprovalRequest({requestId, action, notes})` (callable): the only way an open approval
 * request (submitted or resubmitted) is approved, denied or returned for revision;
 * firestore.rules refuse a browser's decision. In ONE Admin SDK transaction:
 * - the caller and the request; refused unless the caller is active, holds Review Approval
 *   Requests, has the request's territory in their scope and is not its author, and the request
 *   is open (model/status.ts TRANSITIONS, the rules' old approvalDecision);
 * - the history entry named from the caller's profile; a revision request also appends its
 *   notes to `revisionNotes` and keeps the values it returns as `lastReviewed` (model/reviewed.ts);
 * - the requester's mail (approvalDecided), by their preferences;
 * - approving a refund: its sales adjustment (sales_adjustments/{requestId}, the shape of
 *   src/data/shapes/salesLedger.ts) and its delta on the location's and territory's sales
 *   rollups (../reports/salesRollups.ts).
 * A retry of a decision the caller already made writes nothing.
 */
import { FieldValue, getFirestore, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@/data/collections';
import { displayName } from '@/features/auth/model/user';
import { formDef, isFormId } from '@/features/approvals/model/forms';
import { reviewedValues } from '@/features/approvals/model/reviewed';
import {
  DECISIONS,
  isDecision,
  notesProblem,
  TRANSITIONS,
} from '@/features/approvals/model/status';
import { buildMail } from '@/features/mail/model/buildMail';
import { adjustmentRecord } from '@/features/reports/model/salesRollups';
import { adjustmentDay } from '@/features/reports/model/salesMath';
import type { DecideApprovalRequestRequest, DecideApprovalRequestResult } from '@/lib/callables';
import { appBaseUrl, prepareMailWrite, readMailPerson, readTeamEmails } from '../mail/mailContext';
import { applySalesRollupChanges } from '../reports/salesRollups';
import { DOC_ID, invalid, notNow, objectOf, text } from '../callInput';
import { assertMayActOn } from './requestCaller';

/** The callable's input, or an invalid-argument HttpsError (notes checked like the dialog's). */
function readDecideRequest(data: unknown): DecideApprovalRequestRequest {
  const input = objectOf(data);
  if (typeof input.requestId !== 'string' || !DOC_ID.test(input.requestId)) {
    throw invalid('Which request? The call names no valid request id.');
  }
  if (!isDecision(input.action)) {
    throw invalid(`Which decision? action must be one of ${DECISIONS.join(', ')}.`);
  }
  const notes = typeof input.notes === 'string' ? input.notes.trim() : '';
  const problem = notesProblem(input.action, notes);
  if (problem) throw invalid(`${problem}.`);
  return { requestId: input.requestId, action: input.action, notes };
}

export async function decideApprovalRequestHandler(
  request: CallableRequest<unknown>,
): Promise<DecideApprovalRequestResult> {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in to decide an approval request.');
  const { requestId, action, notes } = readDecideRequest(request.data);
  const { from } = TRANSITIONS[action];
  // A decision's status (TRANSITIONS: approved, denied or revisionRequested).
  const to = TRANSITIONS[action].to as DecideApprovalRequestResult['status'];
  const db = getFirestore();
  const baseUrl = appBaseUrl();
  const ref = db.collection(COLLECTIONS.approvals).doc(requestId);
  const adjustmentRef = db.collection(COLLECTIONS.salesAdjustments).doc(requestId);

  return db.runTransaction(async (tx) => {
    const [callerSnap, requestSnap, adjustmentSnap] = await tx.getAll(
      db.collection(COLLECTIONS.users).doc(uid),
      ref,
      adjustmentRef,
    );
    const stored = requestSnap.data();
    if (!stored) throw new HttpsError('not-found', 'This request does not exist (any more).');
    const history: unknown[] = Array.isArray(stored.history) ? stored.history : [];
    const last = history.at(-1) as Record<string, unknown> | undefined;
    if (stored.status === to && last?.by === uid && last.to === to) {
      return { requestId, status: to, alreadyDecided: true };
    }
    assertMayActOn(callerSnap.data(), stored, {
      verb: 'decide',
      permission: 'approvals.review',
      neededTo: 'decide an approval request',
      authorRefusal: stored.userId === uid ? 'Nobody decides their own request.' : null,
    });
    if (!from.includes(stored.status)) {
      throw notNow('This request is not waiting for a decision (any more): reload it.');
    }
    if (!isFormId(stored.formId)) throw notNow('This request is of no known type.');

    const caller = callerSnap.data();
    const byName = displayName({
      firstName: text(caller?.firstName),
      lastName: text(caller?.lastName),
    });
    const at = Timestamp.now();
    const entry = { by: uid, byName, at, from: stored.status as string, to, notes, changes: [] };
    const update: Record<string, unknown> = {
      status: to,
      history: [...history, entry],
      readRecipients: [uid],
      updatedAt: FieldValue.serverTimestamp(),
      lastUpdated: FieldValue.serverTimestamp(),
    };
    if (action === 'requestRevision') {
      const revisionNotes: unknown[] = Array.isArray(stored.revisionNotes)
        ? stored.revisionNotes
        : [];
      update.revisionNotes = [...revisionNotes, { by: uid, byName, at, notes }];
      update.lastReviewed = reviewedValues(formDef(stored.formId), stored);
    }

    // An approved refund adjusts the location's franchise sales on its refund day.
    const refund =
      action === 'approve' && stored.formId === 'refund' && !adjustmentSnap.exists
        ? refundAdjustment(requestId, stored, uid)
        : null;

    // The requester's mail: read (preferences, what exists) before the first write.
    const teams = await readTeamEmails(db, tx);
    const built = buildMail(
      {
        type: 'approvalDecided',
        requestId,
        historyCount: history.length + 1,
        requestName: text(stored.name),
        decision: to,
        notes,
        requester: await readMailPerson(tx, text(stored.userId), 'approvalDecided'),
      },
      teams,
      uid,
      baseUrl,
    );
    const mailWrite = built ? await prepareMailWrite(tx, built) : null;

    tx.update(ref, update);
    if (refund) {
      tx.create(adjustmentRef, refund);
      applySalesRollupChanges(tx, db, [{ before: null, after: adjustmentRecord(refund) }]);
    }
    mailWrite?.();
    return { requestId, status: to, alreadyDecided: false };
  });
}

/** The sales adjustment of refund request `stored`, approved by `uid` (its place and amount). */
function refundAdjustment(requestId: string, stored: DocumentData, uid: string) {
  const refundDate: unknown = stored.refundDate;
  const amountCents: unknown = stored.amountCents;
  if (!(refundDate instanceof Timestamp) || !Number.isInteger(amountCents)) {
    throw notNow('This refund has no refund day or amount: return it for revision instead.');
  }
  const date = adjustmentDay(refundDate.toDate());
  return {
    approvalId: requestId,
    kind: 'approvedRefund',
    territoryId: text(stored.territoryId),
    locationId: text(stored.franchiseeLocationId),
    locationName: text(stored.franchiseeLocationName),
    locationType: text(stored.franchiseeLocationType),
    date,
    month: date.slice(0, 7),
    amountCents: amountCents as number,
    approvedBy: uid,
    createdAt: FieldValue.serverTimestamp(),
  };
}
