/**
 * The inventory period callables: the only way an `inventory_reports` period is created or its
 * status changes (browsers read periods and write their count lines and stock movements only:
 * firestore.rules). Each is ONE Admin SDK transaction that reads what it decides on:
 * - `startInventoryPeriod`: the location, its delivery point and every period of the location;
 *   refused while one is not closed ("<Location> already has an unfinished inventory period:
 *   finish it first."). The new period's opening count is pre-filled with the last closed
 *   period's closing lines, in the same commit ("a period always closes with a count": the
 *   closing count opens the next period).
 * - `completeInventoryCount`: the period, the count's lines, the items the count sheet counts
 *   (every active item) and what the count's expectations need (the previous closed period's
 *   lines, the orders fulfilled at the delivery points, both periods' transfers and waste); refused unless every line is counted or
 *   deliberately zero and every line far from expected has a recount or a note, with the count
 *   sheet's own pure model (model/countFlags.ts countExpectations, countReadiness). Stamps
 *   openingCountedAt / closingCountedAt: the period's dates.
 * - `beginInventoryClosing`: an open period's closing count starts.
 * - `reopenInventoryPeriod`: a top role reopens a closed period's closing count, counted in
 *   reopenCount and named in userId.
 * Who may is inventoryPeriodRules.ts (what the rules checked before).
 */
import {
  getFirestore,
  FieldValue,
  type Firestore,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS, SUBCOLLECTIONS } from '@/data/collections';
import { fulfilledAtOf, readStoredLines } from '@/data/orderLines';
import { readCountLine, readStockMovement, type CountKind } from '@/data/shapes/inventory';
import {
  countExpectations,
  countOfSavedLines,
  countReadiness,
  incompleteCountMessage,
  previousClosedPeriod,
  type ExpectationReads,
  type ReceivedOrder,
} from '@/features/reports/inventory/model/countFlags';
import { readCountItem } from '@/features/reports/inventory/model/countSheet';
import { countLineId } from '@/features/reports/inventory/model/inventoryStatus';
import type { InventoryStepResult, StartInventoryPeriodResult } from '@/lib/callables';
import {
  assertInventoryStaff,
  assertStatus,
  assertTopRole,
  readCompleteRequest,
  readPeriodRequest,
  readStartRequest,
  unfinishedPeriodMessage,
} from './inventoryPeriodRules';
import { refreshCogsRollupsAfter } from '../reports/cogsRollups';
import { pendingTransfersRefusal } from './stockTransfers';
import { callerOf, linesOf, periodsOf, readPeriod, uidOf, type Period } from './periodReads';

/** One count's saved lines, read as the count sheet reads them. */
async function savedLines(tx: Transaction, db: Firestore, reportId: string, count: CountKind) {
  const snap = await tx.get(linesOf(db, reportId).where('count', '==', count));
  return countOfSavedLines(snap.docs.map((d) => readCountLine(d.data())));
}

export async function startInventoryPeriodHandler(
  request: CallableRequest<unknown>,
): Promise<StartInventoryPeriodResult> {
  const uid = uidOf(request, 'start an inventory period');
  const input = readStartRequest(request.data);
  const db = getFirestore();
  const callerRef = db.collection(COLLECTIONS.users).doc(uid);
  const locationRef = db.collection(COLLECTIONS.franchiseLocations).doc(input.locationId);
  const deliveryRefs = input.deliveryLocationId
    ? [db.collection(COLLECTIONS.deliveryLocations).doc(input.deliveryLocationId)]
    : [];

  const result = await db.runTransaction(async (tx) => {
    const [callerSnap, locationSnap, deliverySnap] = await tx.getAll(
      callerRef,
      locationRef,
      ...deliveryRefs,
    );
    const location = locationSnap.data() ?? {};
    const territoryId = typeof location.territoryId === 'string' ? location.territoryId : '';
    if (!locationSnap.exists || territoryId === '') {
      throw new HttpsError('not-found', 'This location does not exist (any more).');
    }
    assertInventoryStaff(callerOf(callerSnap), territoryId, 'create', 'start an inventory period');
    if (deliverySnap && (!deliverySnap.exists || deliverySnap.get('territoryId') !== territoryId)) {
      throw new HttpsError(
        'invalid-argument',
        'Orders can only be delivered to a delivery location of the same territory: choose another one.',
      );
    }
    const locationName = typeof location.name === 'string' ? location.name : '';
    const periods = await periodsOf(tx, db, null, input.locationId);
    if (periods.some((p) => p.status !== 'closed')) {
      throw new HttpsError('failed-precondition', unfinishedPeriodMessage(locationName));
    }
    // The new period comes after every other: its opening starts from the last closing count.
    const previous = previousClosedPeriod({ id: '', status: 'new', createdAt: null }, periods);
    const closing = previous ? await savedLines(tx, db, previous.id, 'closing') : null;

    const ref = db.collection(COLLECTIONS.inventoryReports).doc();
    tx.create(ref, {
      ...(input.deliveryLocationId ? { deliveryLocationId: input.deliveryLocationId } : {}),
      locationId: input.locationId,
      locationName,
      locationType: location.type === 'truck' ? 'truck' : 'restaurant',
      territoryId,
      name: input.name,
      status: 'openingInProgress',
      reopenCount: 0,
      userId: uid,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const copied = Object.entries(closing?.lines ?? {});
    for (const [itemId, line] of copied) {
      if (line.state === 'notCounted') continue;
      tx.create(ref.collection(SUBCOLLECTIONS.countLines).doc(countLineId('opening', itemId)), {
        itemId,
        count: 'opening',
        state: line.state,
        quantity: line.state === 'zero' ? 0 : line.quantity,
        userId: uid,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    return { reportId: ref.id, copiedLines: copied.length };
  });
  await refreshCogsRollupsAfter(db, [input.locationId]);
  return result;
}

/** Reads the period of a step with its caller, or refuses a period that does not exist. */
async function readStep(tx: Transaction, db: Firestore, uid: string, reportId: string) {
  const [callerSnap, reportSnap] = await tx.getAll(
    db.collection(COLLECTIONS.users).doc(uid),
    db.collection(COLLECTIONS.inventoryReports).doc(reportId),
  );
  if (!reportSnap.exists) {
    throw new HttpsError('not-found', 'This inventory period does not exist (any more).');
  }
  return { caller: callerOf(callerSnap), period: readPeriod(reportSnap) };
}

export async function completeInventoryCountHandler(
  request: CallableRequest<unknown>,
): Promise<InventoryStepResult> {
  const uid = uidOf(request, 'complete a count');
  const input = readCompleteRequest(request.data);
  const db = getFirestore();

  let locationId = '';
  const result: InventoryStepResult = await db.runTransaction(async (tx) => {
    const { caller, period } = await readStep(tx, db, uid, input.reportId);
    assertInventoryStaff(caller, period.territoryId, 'edit', 'complete a count');
    const inProgress = input.count === 'opening' ? 'openingInProgress' : 'closingInProgress';
    assertStatus(period.status, inProgress, `The ${input.count} count is not in progress any more`);
    const [itemsSnap, count, periods] = await Promise.all([
      tx.get(db.collection(COLLECTIONS.items).where('status', '==', 'active')),
      savedLines(tx, db, period.id, input.count),
      periodsOf(tx, db, period.territoryId, period.locationId),
    ]);
    const items = itemsSnap.docs.map((d) => readCountItem(d.id, d.data()));
    const reads: ExpectationReads<Period> = {
      lines: async (p, kind) =>
        kind === input.count && p.id === period.id
          ? count.lines
          : (await savedLines(tx, db, p.id, kind)).lines,
      orders: (p) => fulfilledOrders(tx, db, p),
      movements: async (p) =>
        (await tx.get(p.ref.collection(SUBCOLLECTIONS.stockMovements))).docs.map((d) =>
          readStockMovement(d.data(), d.id),
        ),
    };
    const expected = await countExpectations(reads, {
      count: input.count,
      items,
      period,
      previous: previousClosedPeriod(period, periods),
      now: new Date(),
    });
    const readiness = countReadiness(
      items.map((i) => i.id),
      count.lines,
      count.checks,
      expected,
    );
    const refusal =
      incompleteCountMessage(input.count, readiness) ??
      (input.count === 'closing' ? await pendingTransfersRefusal(tx, db, period) : null);
    if (refusal) throw new HttpsError('failed-precondition', refusal);

    // Completing a count is its stamp, the period's date (README "Expected quantities").
    const to = input.count === 'opening' ? 'open' : 'closed';
    tx.update(period.ref, {
      status: to,
      [`${input.count}CountedAt`]: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    locationId = period.locationId;
    return { reportId: period.id, status: to, reopenCount: period.reopenCount };
  });
  // The period's figures change with its step (README "COGS rollups").
  await refreshCogsRollupsAfter(db, [locationId]);
  return result;
}

/** The orders fulfilled at a period's delivery point, as the count sheet reads them. */
async function fulfilledOrders(
  tx: Transaction,
  db: Firestore,
  period: Period,
): Promise<ReceivedOrder[]> {
  if (!period.deliveryLocationId) return [];
  const snap = await tx.get(
    db
      .collection(COLLECTIONS.orders)
      .where('territoryId', '==', period.territoryId)
      .where('deliveryLocationId', '==', period.deliveryLocationId)
      .where('status', '==', 'fulfilled'),
  );
  return snap.docs.map((d) => {
    const x = d.data();
    return {
      fulfilledAt: fulfilledAtOf<Timestamp>(x.revisions, x.updatedAt)?.toDate() ?? null,
      lines: readStoredLines(x.lines, x.items),
    };
  });
}

export async function beginInventoryClosingHandler(
  request: CallableRequest<unknown>,
): Promise<InventoryStepResult> {
  const uid = uidOf(request, 'start a closing count');
  const { reportId } = readPeriodRequest(request.data);
  const db = getFirestore();
  let locationId = '';
  const result: InventoryStepResult = await db.runTransaction(async (tx) => {
    const { caller, period } = await readStep(tx, db, uid, reportId);
    assertInventoryStaff(caller, period.territoryId, 'edit', 'start a closing count');
    assertStatus(period.status, 'open', 'Only an open period can start its closing count');
    tx.update(period.ref, {
      status: 'closingInProgress',
      updatedAt: FieldValue.serverTimestamp(),
    });
    locationId = period.locationId;
    return { reportId, status: 'closingInProgress', reopenCount: period.reopenCount };
  });
  // The period's figures change with its step (README "COGS rollups").
  await refreshCogsRollupsAfter(db, [locationId]);
  return result;
}

export async function reopenInventoryPeriodHandler(
  request: CallableRequest<unknown>,
): Promise<InventoryStepResult> {
  const uid = uidOf(request, 'reopen an inventory period');
  const { reportId } = readPeriodRequest(request.data);
  const db = getFirestore();
  let locationId = '';
  const result: InventoryStepResult = await db.runTransaction(async (tx) => {
    const { caller, period } = await readStep(tx, db, uid, reportId);
    assertTopRole(caller);
    assertStatus(period.status, 'closed', 'Only a closed period can be reopened');
    const reopenCount = period.reopenCount + 1;
    tx.update(period.ref, {
      status: 'closingInProgress',
      reopenCount,
      userId: uid,
      updatedAt: FieldValue.serverTimestamp(),
    });
    locationId = period.locationId;
    return { reportId, status: 'closingInProgress', reopenCount };
  });
  // The period's figures change with its step (README "COGS rollups").
  await refreshCogsRollupsAfter(db, [locationId]);
  return result;
}
