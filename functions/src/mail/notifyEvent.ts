/**
 * `notifyEvent({kind, recordId})` (callable, issue 27): the app calls it right after its own write
 * of an event succeeded; browsers cannot write `mail` any more. In ONE Admin SDK transaction the
 * server reads the record itself and refuses unless the event really happened and the caller
 * caused it:
 * - orderSubmitted: the order exists, is pending and was placed by the caller;
 * - approvalAssigned: the request's latest history entry, by the caller, gave it its assignee (a
 *   reassignment, approvalAssignment; a routed sending's mail is written by the sending itself,
 *   under the same id); the mail goes to that assignee.
 * What the server itself does is mailed by the callable that does it, so it is no kind of this
 * one: a compliance report's failure (compliance/publishReport.ts, updateReport.ts), an approval
 * request's sending and decision (approvals/sendRequest.ts, decideRequest.ts).
 * Then it builds the mail with the server's templates (features/mail/model/buildMail.ts) and
 * writes it once under its deterministic id, with the daily digest items of those who chose the
 * digest (./mailContext.ts); a second call writes nothing.
 */
import { getFirestore, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@/data/collections';
import { readAssigneeId, readHistoryEntryFields, storedMaps } from '@/data/shapes/approvals';
import { isRole } from '@/domain/permissions';
import { approvalAssignment } from '@/features/approvals/model/mailEvent';
import { buildMail, type MailEvent } from '@/features/mail/model/buildMail';
import type { NotifyEventKind, NotifyEventRequest, NotifyEventResult } from '@/lib/callables';
import { appBaseUrl, prepareMailWrite, readMailPerson, readTeamEmails } from './mailContext';
import { objectOf, text } from '../callInput';

const KINDS: readonly NotifyEventKind[] = ['orderSubmitted', 'approvalAssigned'];

/** The callable's input, or an invalid-argument HttpsError. */
function readNotifyRequest(data: unknown): NotifyEventRequest {
  const input = objectOf(data);
  const kind = KINDS.find((k) => k === input.kind);
  if (!kind) {
    throw new HttpsError(
      'invalid-argument',
      `Which event? kind must be one of ${KINDS.join(', ')}.`,
    );
  }
  const { recordId } = input;
  if (typeof recordId !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(recordId)) {
    throw new HttpsError('invalid-argument', 'Which record? The request names no valid record id.');
  }
  return { kind, recordId };
}

const notCaused = (what: string) =>
  new HttpsError('permission-denied', `Only the person who ${what} can send its notification.`);

/** The record of the event, read in `tx`: refused unless it exists. */
async function readRecord(tx: Transaction, collection: string, id: string, what: string) {
  const snap = await tx.get(getFirestore().collection(collection).doc(id));
  if (!snap.exists) throw new HttpsError('not-found', `This ${what} does not exist (any more).`);
  return snap.data() ?? {};
}

async function orderSubmitted(tx: Transaction, id: string, uid: string): Promise<MailEvent> {
  const order = await readRecord(tx, COLLECTIONS.orders, id, 'order');
  if (order.userId !== uid) throw notCaused('placed this order');
  if (order.status !== 'pending') {
    throw new HttpsError('failed-precondition', 'This order is not waiting for approval.');
  }
  return {
    type: 'orderSubmitted',
    orderId: id,
    orderNumber: Number(order.orderNumber ?? 0),
    locationName: text(order.deliveryLocation?.name),
  };
}

/** The request's latest history entry with the number of entries (the mail ids), or null. */
function latestEntry(request: DocumentData) {
  const history: unknown[] = Array.isArray(request.history) ? request.history : [];
  const [last] = storedMaps(history.slice(-1));
  return last ? { count: history.length, ...readHistoryEntryFields(last) } : null;
}

/**
 * The assignment the request's latest entry made, by the caller: the mail goes to the assignee
 * stored on the request (never one the caller names), with the reassignment's reason and who made
 * it (their name from their profile, not the entry's). Nobody is told of a request they took
 * themselves, nor a disabled assignee.
 */
async function approvalAssigned(tx: Transaction, id: string, uid: string): Promise<MailEvent> {
  const request = await readRecord(tx, COLLECTIONS.approvals, id, 'approval request');
  const entry = latestEntry(request);
  const assigneeId = readAssigneeId(request.assigneeId);
  const assignment =
    entry && entry.to === request.status ? approvalAssignment(entry, assigneeId) : null;
  if (!entry || !assigneeId || !assignment) {
    throw new HttpsError(
      'failed-precondition',
      'The latest change of this request did not assign it to a reviewer.',
    );
  }
  if (entry.by !== uid) throw notCaused('assigned this request');
  const db = getFirestore();
  const [assignee, handedBy] = await tx.getAll(
    db.collection(COLLECTIONS.users).doc(assigneeId),
    db.collection(COLLECTIONS.users).doc(uid),
  );
  const told = assigneeId !== uid && assignee.exists && assignee.get('disabled') !== true;
  return {
    type: 'approvalAssigned',
    requestId: id,
    historyCount: entry.count,
    requestName: text(request.name),
    locationName: text(request.franchiseeLocationName),
    reassigned:
      assignment.via === 'reassignment'
        ? {
            byName: `${text(handedBy.get('firstName'))} ${text(handedBy.get('lastName'))}`.trim(),
            reason: assignment.reason,
          }
        : null,
    person: told ? await readMailPerson(tx, assigneeId, 'approvalAssigned') : null,
  };
}

function readEvent(tx: Transaction, input: NotifyEventRequest, uid: string) {
  switch (input.kind) {
    case 'orderSubmitted':
      return orderSubmitted(tx, input.recordId, uid);
    case 'approvalAssigned':
      return approvalAssigned(tx, input.recordId, uid);
  }
}

export async function notifyEventHandler(
  request: CallableRequest<unknown>,
): Promise<NotifyEventResult> {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in to send a notification.');
  const input = readNotifyRequest(request.data);
  const db = getFirestore();
  const baseUrl = appBaseUrl();
  return db.runTransaction(async (tx) => {
    const caller = (await tx.get(db.collection(COLLECTIONS.users).doc(uid))).data();
    if (!caller || caller.disabled === true || !isRole(caller.role)) {
      throw new HttpsError(
        'permission-denied',
        'Your account cannot send notifications: it is disabled or has no role yet.',
      );
    }
    const event = await readEvent(tx, input, uid);
    const built = buildMail(event, await readTeamEmails(db, tx), uid, baseUrl);
    if (!built) return { mailId: null, mailed: false, digestItems: 0 };
    const write = await prepareMailWrite(tx, built);
    return { mailId: built.id, ...write() };
  });
}
