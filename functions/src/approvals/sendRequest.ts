/**
 * `sendApprovalRequest({requestId, notes, timeZone})` (callable, issue 28): the only way an
 * approval request is sent (draft -> submitted) or resubmitted (revision requested ->
 * resubmitted); firestore.rules let browsers save drafts and edits of a returned request only.
 * The form saves the request first, so the server sends what is stored. In ONE Admin SDK
 * transaction:
 * - the caller, the request, its location and territory, and the three routing documents;
 *   refused unless the caller is the request's author, active, with Create Approval Requests
 *   (a draft) or Edit Approval Requests (a returned request), the territory in their scope;
 * - the content checked with the app's own form definitions (model/send.ts sendProblem), every
 *   `files` entry against the one upload definition (model/files.ts sentFiles);
 * - what the request copies or derives, set here: the place's names and type from the location
 *   and territory documents, the requester's name and the entry's byName from the author's
 *   profile, the due date from the request's own date (model/due.ts, in the sender's time zone),
 *   the assignee from the routing documents (model/routing.ts), a resubmission's changes since
 *   the last review from `lastReviewed` (model/reviewed.ts);
 * - the history entry, and the reviewers' mail (approvalSubmitted) and the assignee's
 *   (approvalAssigned), by their preferences.
 * A retry for a request the caller already sent writes nothing.
 */
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentData,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@/data/collections';
import { displayName } from '@/features/auth/model/user';
import { dueDateIn, isTimeZone } from '@/features/approvals/model/due';
import { sentFiles } from '@/features/approvals/model/files';
import { formDef, isFormId } from '@/features/approvals/model/forms';
import { changesSinceReview } from '@/features/approvals/model/reviewed';
import { routedAssignee, routeIdsFor, routingTable } from '@/features/approvals/model/routing';
import {
  alreadySentBy,
  MAX_SEND_NOTES,
  SEND_PERMISSION,
  sendProblem,
  sentStatus,
} from '@/features/approvals/model/send';
import { buildMail, type MailEvent } from '@/features/mail/model/buildMail';
import { FRANCHISOR_TIME_ZONE } from '@/features/reports/model/benchmarks';
import type { SendApprovalRequestRequest, SendApprovalRequestResult } from '@/lib/callables';
import { appBaseUrl, prepareMailWrite, readMailPerson, readTeamEmails } from '../mail/mailContext';
import { DOC_ID, invalid, notNow, objectOf, text } from '../callInput';
import { assertMayActOn } from './requestCaller';

/** The callable's input, or an invalid-argument HttpsError. */
function readSendRequest(data: unknown): SendApprovalRequestRequest {
  const input = objectOf(data);
  if (typeof input.requestId !== 'string' || !DOC_ID.test(input.requestId)) {
    throw invalid('Which request? The call names no valid request id.');
  }
  const notes = typeof input.notes === 'string' ? input.notes.trim() : '';
  if (notes.length > MAX_SEND_NOTES) {
    throw invalid(`What you changed must be at most ${MAX_SEND_NOTES} characters.`);
  }
  // An unknown zone is the franchisor's: the due date then moves at most within that day.
  const timeZone =
    typeof input.timeZone === 'string' && isTimeZone(input.timeZone)
      ? input.timeZone
      : FRANCHISOR_TIME_ZONE;
  return { requestId: input.requestId, notes, timeZone };
}

/** The request's place as its documents name it now; refused when the location left it. */
async function readPlace(tx: Transaction, request: DocumentData) {
  const db = getFirestore();
  const territoryId = text(request.territoryId);
  const [location, territory] = await tx.getAll(
    db.collection(COLLECTIONS.franchiseLocations).doc(text(request.franchiseeLocationId) || '-'),
    db.collection(COLLECTIONS.territories).doc(territoryId || '-'),
  );
  if (!location.exists || !territory.exists || location.get('territoryId') !== territoryId) {
    throw notNow(
      "This request's franchise location is not in its territory (any more): start a new request for the location.",
    );
  }
  return {
    territoryName: text(territory.get('name')),
    franchiseeLocationName: text(location.get('name')),
    franchiseeLocationType: text(location.get('type')) || 'truck',
  };
}

export async function sendApprovalRequestHandler(
  request: CallableRequest<unknown>,
): Promise<SendApprovalRequestResult> {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in to send an approval request.');
  const { requestId, notes, timeZone } = readSendRequest(request.data);
  const db = getFirestore();
  const baseUrl = appBaseUrl();
  const ref = db.collection(COLLECTIONS.approvals).doc(requestId);

  return db.runTransaction(async (tx) => {
    const [callerSnap, requestSnap] = await tx.getAll(
      db.collection(COLLECTIONS.users).doc(uid),
      ref,
    );
    const stored = requestSnap.data();
    if (!stored) {
      throw new HttpsError(
        'not-found',
        'This request has not reached the server: save it and send it again.',
      );
    }
    if (alreadySentBy(stored, uid)) {
      return {
        requestId,
        status: stored.status === 'resubmitted' ? 'resubmitted' : 'submitted',
        assigneeId: typeof stored.assigneeId === 'string' ? stored.assigneeId : null,
        alreadySent: true,
      };
    }
    const to = sentStatus(stored.status);
    if (!to) throw notNow('This request was decided or withdrawn: it cannot be sent any more.');
    const caller = callerSnap.data();
    assertMayActOn(caller, stored, {
      verb: 'send',
      permission: SEND_PERMISSION[to],
      neededTo: `${to === 'submitted' ? 'send' : 'resubmit'} an approval request`,
      authorRefusal: stored.userId !== uid ? 'Only the author of this request can send it.' : null,
    });
    if (!isFormId(stored.formId)) throw notNow('This request is of no known type.');
    const def = formDef(stored.formId);
    const problem = sendProblem(def, stored);
    if (problem) throw notNow(problem);
    const checked = sentFiles(def.id, requestId, stored.files);
    if ('error' in checked) throw notNow(checked.error);
    const place = await readPlace(tx, stored);
    const territoryId = text(stored.territoryId);
    const routes = await tx.getAll(
      ...routeIdsFor(def.id, territoryId).map((id) =>
        db.collection(COLLECTIONS.approvalRouting).doc(id),
      ),
    );
    const assigneeId = routedAssignee(
      routingTable(routes.map((snap) => ({ id: snap.id, reviewerId: snap.get('reviewerId') }))),
      def.id,
      territoryId,
      uid,
    );

    const name = displayName({
      firstName: text(caller?.firstName),
      lastName: text(caller?.lastName),
    });
    const anchor: unknown = stored[def.anchorField];
    const due = dueDateIn(def, anchor instanceof Timestamp ? anchor.toDate() : null, timeZone);
    const values = {
      ...stored,
      ...place,
      isTruckForm: def.truckField
        ? stored[def.truckField] === true
        : place.franchiseeLocationType === 'truck',
    };
    const lastReviewed =
      typeof stored.lastReviewed === 'object' && stored.lastReviewed !== null
        ? (stored.lastReviewed as Record<string, unknown>)
        : null;
    const entry = {
      by: uid,
      byName: name,
      at: Timestamp.now(),
      from: stored.status as string,
      to,
      notes: to === 'resubmitted' ? notes : '',
      changes: changesSinceReview(def, { ...values, lastReviewed }),
    };
    const history: unknown[] = Array.isArray(stored.history) ? stored.history : [];
    const historyCount = history.length + 1;

    // The mails: read (preferences, what exists) before the first write.
    const requestName = text(stored.name).trim();
    const assignee = assigneeId
      ? await tx.get(db.collection(COLLECTIONS.users).doc(assigneeId))
      : null;
    const events: MailEvent[] = [
      {
        type: 'approvalSubmitted',
        requestId,
        historyCount,
        requestName,
        locationName: place.franchiseeLocationName,
      },
    ];
    if (assigneeId && assignee?.exists && assignee.get('disabled') !== true) {
      events.push({
        type: 'approvalAssigned',
        requestId,
        historyCount,
        requestName,
        locationName: place.franchiseeLocationName,
        reassigned: null,
        person: await readMailPerson(tx, assigneeId, 'approvalAssigned'),
      });
    }
    const teams = await readTeamEmails(db, tx);
    const mailWrites = [];
    for (const event of events) {
      const built = buildMail(event, teams, uid, baseUrl);
      if (built) mailWrites.push(await prepareMailWrite(tx, built));
    }

    tx.update(ref, {
      ...place,
      isTruckForm: values.isTruckForm,
      status: to,
      requesterName: name,
      dueDate: due ? Timestamp.fromDate(due) : null,
      files: checked.files,
      assigneeId,
      readRecipients: [],
      history: [...history, entry],
      updatedAt: FieldValue.serverTimestamp(),
      lastUpdated: FieldValue.serverTimestamp(),
    });
    for (const write of mailWrites) write();
    return { requestId, status: to, assigneeId, alreadySent: false };
  });
}
