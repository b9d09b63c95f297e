/**
 * Transfers between two locations (issue 28), two-sided and written only by the server:
 * - `sendStockTransfer`: the sender's staff (Inventory edit in its territory) send stock from
 *   their unfinished period: a `stock_transfers` document and, in the sender's period, a
 *   "transfer out" movement waiting for the answer (same id). It moves nothing yet.
 * - `answerStockTransfer`: the receiving location's staff accept it (a "transfer in" movement in
 *   their unfinished period, both sides then accepted: both COGS follow the one figure) or
 *   refuse it with a reason; the sender may withdraw it while nobody answered. A transfer to a
 *   location outside the sender's territories goes through the same acceptance.
 * A period cannot close while its transfers wait (pendingTransfersRefusal, read by
 * completeInventoryCount). Each call is ONE Admin SDK transaction; decisions are
 * stockTransferRules.ts.
 */
import {
  getFirestore,
  FieldValue,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS, SUBCOLLECTIONS } from '@/data/collections';
import { readStockTransfer } from '@/data/shapes/inventory';
import { orderDayOf } from '@/features/reports/model/itemSalesDelta';
import type { AnswerStockTransferResult, SendStockTransferResult } from '@/lib/callables';
import { assertInventoryStaff } from './inventoryPeriodRules';
import { callerOf, periodsOf, readPeriod, spannedPeriod, uidOf, type Period } from './periodReads';
import {
  answerSide,
  assertSendable,
  pendingTransfersMessage,
  readAnswerRequest,
  readSendRequest,
  receivingPeriod,
} from './stockTransferRules';
import { text } from '../callInput';
import { refreshCogsRollupsAfter } from '../reports/cogsRollups';

const movementRef = (db: Firestore, reportId: string, id: string) =>
  db
    .collection(COLLECTIONS.inventoryReports)
    .doc(reportId)
    .collection(SUBCOLLECTIONS.stockMovements)
    .doc(id);

export async function sendStockTransferHandler(
  request: CallableRequest<unknown>,
): Promise<SendStockTransferResult> {
  const uid = uidOf(request, 'send a transfer');
  const input = readSendRequest(request.data);
  const db = getFirestore();
  const today = orderDayOf(new Date());

  return db.runTransaction(async (tx) => {
    const [callerSnap, periodSnap, itemSnap, toSnap] = await tx.getAll(
      db.collection(COLLECTIONS.users).doc(uid),
      db.collection(COLLECTIONS.inventoryReports).doc(input.reportId),
      db.collection(COLLECTIONS.items).doc(input.itemId),
      db.collection(COLLECTIONS.franchiseLocations).doc(input.toLocationId),
    );
    if (!periodSnap.exists) {
      throw new HttpsError('not-found', 'This inventory period does not exist (any more).');
    }
    const period = readPeriod(periodSnap);
    assertInventoryStaff(callerOf(callerSnap), period.territoryId, 'edit', 'send a transfer');
    assertSendable(spannedPeriod(period, today), input.date, today);
    if (!itemSnap.exists) {
      throw new HttpsError('not-found', 'This item is not in the catalogue (any more).');
    }
    const to = toSnap.data();
    if (!to || to.enabled === false || text(to.territoryId) === '') {
      throw new HttpsError('not-found', 'The receiving location does not exist or is disabled.');
    }
    if (toSnap.id === period.locationId) {
      throw new HttpsError('invalid-argument', 'A location cannot transfer stock to itself.');
    }

    const transferRef = db.collection(COLLECTIONS.stockTransfers).doc();
    const toLocationName = text(to.name);
    tx.create(transferRef, {
      itemId: input.itemId,
      quantity: input.quantity,
      date: input.date,
      status: 'pending',
      fromLocationId: period.locationId,
      fromLocationName: period.locationName,
      fromTerritoryId: period.territoryId,
      fromReportId: period.id,
      toLocationId: toSnap.id,
      toLocationName,
      toTerritoryId: text(to.territoryId),
      toReportId: '',
      sentBy: uid,
      answeredBy: '',
      refusal: '',
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    tx.create(movementRef(db, period.id, transferRef.id), {
      kind: 'transferOut',
      itemId: input.itemId,
      quantity: input.quantity,
      date: input.date,
      otherLocationId: toSnap.id,
      otherLocationName: toLocationName,
      reason: '',
      userId: uid,
      status: 'pending',
      transferId: transferRef.id,
      createdAt: FieldValue.serverTimestamp(),
    });
    return { transferId: transferRef.id };
  });
}

export async function answerStockTransferHandler(
  request: CallableRequest<unknown>,
): Promise<AnswerStockTransferResult> {
  const uid = uidOf(request, 'answer a transfer');
  const input = readAnswerRequest(request.data);
  const db = getFirestore();
  const today = orderDayOf(new Date());
  const transferRef = db.collection(COLLECTIONS.stockTransfers).doc(input.transferId);

  let moved: string[] = [];
  const result: AnswerStockTransferResult = await db.runTransaction(async (tx) => {
    const [callerSnap, transferSnap] = await tx.getAll(
      db.collection(COLLECTIONS.users).doc(uid),
      transferRef,
    );
    if (!transferSnap.exists) {
      throw new HttpsError(
        'not-found',
        'This transfer does not exist (any more): it was withdrawn.',
      );
    }
    const transfer = readStockTransfer(transferSnap.data() ?? {}, transferSnap.id);
    const side = answerSide(input.answer);
    assertInventoryStaff(
      callerOf(callerSnap),
      side === 'to' ? transfer.toTerritoryId : transfer.fromTerritoryId,
      'edit',
      input.answer === 'withdraw' ? 'withdraw a transfer' : 'answer a transfer',
    );
    if (transfer.status !== 'pending') {
      throw new HttpsError(
        'failed-precondition',
        `This transfer was ${transfer.status} already. Reload to see it.`,
      );
    }
    const sent = movementRef(db, transfer.fromReportId, transfer.id);

    if (input.answer === 'withdraw') {
      tx.delete(sent);
      tx.delete(transferRef);
      return { transferId: transfer.id, status: 'withdrawn' };
    }
    if (input.answer === 'refuse') {
      tx.update(sent, { status: 'refused', refusal: input.refusal });
      tx.update(transferRef, {
        status: 'refused',
        refusal: input.refusal,
        answeredBy: uid,
        updatedAt: FieldValue.serverTimestamp(),
      });
      return { transferId: transfer.id, status: 'refused' };
    }

    const periods = await periodsOf(tx, db, null, transfer.toLocationId);
    const into = receivingPeriod(
      periods.map((p) => spannedPeriod(p, today)),
      transfer.date,
      transfer.toLocationName,
    );
    tx.update(sent, { status: 'accepted' });
    tx.create(movementRef(db, into.id, transfer.id), {
      kind: 'transferIn',
      itemId: transfer.itemId,
      quantity: transfer.quantity,
      date: transfer.date,
      otherLocationId: transfer.fromLocationId,
      otherLocationName: transfer.fromLocationName,
      reason: '',
      userId: uid,
      status: 'accepted',
      transferId: transfer.id,
      createdAt: FieldValue.serverTimestamp(),
    });
    tx.update(transferRef, {
      status: 'accepted',
      toReportId: into.id,
      answeredBy: uid,
      updatedAt: FieldValue.serverTimestamp(),
    });
    moved = [transfer.fromLocationId, transfer.toLocationId];
    return { transferId: transfer.id, status: 'accepted' };
  });
  // Only an accepted transfer moves stock (movedStock): both sides' COGS change then.
  await refreshCogsRollupsAfter(db, moved);
  return result;
}

/**
 * Why `period` cannot close yet (null when it can): its transfers out still waiting for an
 * answer, and transfers to its location dated up to its last day still waiting for its staff.
 */
export async function pendingTransfersRefusal(
  tx: Transaction,
  db: Firestore,
  period: Period,
): Promise<string | null> {
  const last = spannedPeriod(period, orderDayOf(new Date())).to;
  const [outgoing, incoming] = await Promise.all([
    tx.get(period.ref.collection(SUBCOLLECTIONS.stockMovements).where('status', '==', 'pending')),
    tx.get(
      db
        .collection(COLLECTIONS.stockTransfers)
        .where('toLocationId', '==', period.locationId)
        .where('status', '==', 'pending'),
    ),
  ]);
  return pendingTransfersMessage(
    outgoing.size,
    incoming.docs.filter((d) => text(d.get('date')) <= last).length,
  );
}
