/**
 * `changeOrderStatus` (callable): moves an order to another status in ONE Admin SDK transaction,
 * everything the browser used to write in one batch and may no longer write (firestore.rules):
 * - the order: status, a revision entry {by, byName, at, from, to, notes} appended (by and byName
 *   from the caller's own user document, never the client), enabled=false when deleted, the
 *   corporate notes when approving or asking for a revision (not when unfulfilling), unread again
 *   for everyone, updatedAt/updatedAtTimestamp;
 * - its notification: the {isPending, isApproved, isFulfilled} flags, unread again, lastUpdated;
 * - approving (from pending or revision): the mail to the fulfillment team and the franchisee;
 * - the item sales day totals (item_sales_daily) of the order's own day and delivery location:
 *   its lines at the catalogue's price at this moment (sale price while on sale) added when it is
 *   approved (and recorded on the order as `countedSales`), exactly those taken off when an
 *   approved order goes back to revision or is deleted; approved <-> fulfilled changes nothing
 *   (itemSalesDelta); the day's month and ISO week item rollups (item_sales_rollups) take the same
 *   change (functions/src/reports/itemSalesRollups.ts).
 * The transaction re-reads the order, so two approvals at once count once: the second sees the
 * status it expected (`from`) gone and is refused.
 */
import {
  getFirestore,
  FieldValue,
  Timestamp,
  type DocumentData,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@/data/collections';
import { readCountedSales, readStoredLines, type CountedSales } from '@/data/orderLines';
import { displayName } from '@/features/auth/model/user';
import { buildMail } from '@/features/mail/model/buildMail';
import { describeStatusChange } from '@/features/orders/model/statusChange';
import { readItemPrices, unitPriceCents } from '@/domain/itemPrices';
import type { OrderStatus } from '@/domain/orders';
import {
  itemSalesDelta,
  orderDayOf,
  pickServedLocation,
} from '@/features/reports/model/itemSalesDelta';
import type { ItemSalesRecord } from '@/features/reports/model/itemSalesRollups';
import type { ChangeOrderStatusResult } from '@/lib/callables';
import { appBaseUrl, prepareMailWrite, readMailPerson, readTeamEmails } from '../mail/mailContext';
import { locationsServedBy, refreshCogsRollupsAfter } from '../reports/cogsRollups';
import { applyItemSalesRollupChange } from '../reports/itemSalesRollups';
import {
  assertMayChangeStatus,
  itemSalesDayDeltas,
  readStatusChangeRequest,
} from './orderStatusRules';

export async function changeOrderStatusHandler(
  request: CallableRequest<unknown>,
): Promise<ChangeOrderStatusResult> {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', "Sign in to change an order's status.");
  const input = readStatusChangeRequest(request.data);
  const db = getFirestore();
  const orderRef = db.collection(COLLECTIONS.orders).doc(input.orderId);
  const notificationRef = db.collection(COLLECTIONS.orderNotifications).doc(input.orderId);
  const callerRef = db.collection(COLLECTIONS.users).doc(uid);

  let purchasesOf = '';
  const result = await db.runTransaction(async (tx) => {
    const [callerSnap, orderSnap, notificationSnap] = await tx.getAll(
      callerRef,
      orderRef,
      notificationRef,
    );
    if (!orderSnap.exists) {
      throw new HttpsError('not-found', 'This order does not exist (any more).');
    }
    const caller = callerSnap.data();
    const order = orderSnap.data() ?? {};
    assertMayChangeStatus(caller, { status: order.status, territoryId: order.territoryId }, input);
    const from = order.status as OrderStatus;
    const to = input.to;
    const revisions: unknown[] = Array.isArray(order.revisions) ? order.revisions : [];

    const change = describeStatusChange(
      { status: from },
      to,
      {
        notes: input.notes,
        actor: {
          uid,
          name: displayName({
            firstName: String(caller?.firstName ?? ''),
            lastName: String(caller?.lastName ?? ''),
          }),
        },
      },
      Timestamp.now(),
    );

    // Every read comes before the first write (a transaction's rule).
    const sales = await readItemSales(tx, input.orderId, order, from, to);
    const mail =
      to === 'approved' && from !== 'fulfilled'
        ? await readApprovalMail(tx, order, input.orderId, revisions.length + 1, uid, input.notes)
        : null;

    tx.update(orderRef, {
      ...change.orderFields,
      ...(sales ? { countedSales: sales.counted } : {}),
      revisions: FieldValue.arrayUnion(change.revision),
      // A status change makes the order unread again for everyone, like its notification.
      readRecipients: [],
      updatedAt: FieldValue.serverTimestamp(),
      updatedAtTimestamp: Math.floor(Date.now() / 1000),
    });
    if (notificationSnap.exists) {
      tx.update(notificationRef, {
        status: change.flags,
        readRecipients: [],
        lastUpdated: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    if (sales) {
      tx.set(db.collection(COLLECTIONS.itemSalesDaily).doc(sales.dayId), sales.doc, {
        merge: true,
      });
      applyItemSalesRollupChange(tx, db, sales.change);
    }
    mail?.();
    purchasesOf =
      from === 'fulfilled' || to === 'fulfilled' ? String(order.deliveryLocationId ?? '') : '';
    return { orderId: input.orderId, status: to, revisionCount: revisions.length + 1 };
  });
  // A fulfilment (or its undoing) is a purchase of the locations its delivery point serves.
  await refreshCogsRollupsAfter(db, await locationsServedBy(db, purchasesOf));
  return result;
}

/**
 * The item sales day write of the change, or null when it moves nothing, plus what the order
 * records about it. Approving counts the order's lines at the items' prices now (sale price while
 * on sale) under the order's own (UTC) day and delivery location, and records those exact
 * figures on the order (`countedSales`); un-approving (revision or deleted) takes back exactly
 * the recorded figures, so a price change in between cannot leave a remainder. An order approved
 * before the figures were recorded is taken back at today's prices. The day is typed by the
 * franchise location its delivery location serves (none linked: the type fields are removed).
 */
async function readItemSales(
  tx: Transaction,
  orderId: string,
  order: DocumentData,
  from: OrderStatus,
  to: OrderStatus,
): Promise<{
  dayId: string;
  doc: Record<string, unknown>;
  counted: CountedSales | FieldValue;
  /** What the write adds to the day, for its month and ISO week rollups. */
  change: ItemSalesRecord;
} | null> {
  const sign = itemSalesDelta(from, to);
  const lines = readStoredLines(order.lines, order.items);
  if (sign === 0) return null;
  const recorded = sign === -1 ? readCountedSales(order.countedSales) : null;
  if (!recorded && lines.length === 0) return null;
  const db = getFirestore();
  const territoryId = String(order.territoryId);
  const deliveryLocationId = recorded?.deliveryLocationId ?? String(order.deliveryLocationId ?? '');
  const [itemSnaps, servedSnap] = await Promise.all([
    recorded || lines.length === 0
      ? Promise.resolve([])
      : tx.getAll(...lines.map((line) => db.collection(COLLECTIONS.items).doc(line.id))),
    tx.get(
      db
        .collection(COLLECTIONS.franchiseLocations)
        .where('territoryId', '==', territoryId)
        .where('deliveryLocationId', '==', deliveryLocationId),
    ),
  ]);
  const served = pickServedLocation(
    servedSnap.docs.map((d) => ({ id: d.id, type: d.get('type'), enabled: d.get('enabled') })),
  );
  let date: string;
  let deltas: Record<string, { qty: number; cents: number }>;
  if (recorded) {
    date = recorded.date;
    deltas = Object.fromEntries(
      Object.entries(recorded.items).map(([id, v]) => [id, { qty: -v.qty, cents: -v.cents }]),
    );
  } else {
    // Integer cents as stored (`priceCents`, `salePriceCents`), read by the app's own reader.
    const prices = itemSnaps.map((snap) => unitPriceCents(readItemPrices(snap.data() ?? {})));
    // Only a hand-made document lacks createdAt (the app always stamps it): count it under today.
    const createdAt = order.createdAt instanceof Timestamp ? order.createdAt.toDate() : new Date();
    date = orderDayOf(createdAt);
    deltas = itemSalesDayDeltas(lines, prices, sign);
  }
  const items: Record<string, { qty: FieldValue; cents: FieldValue }> = {};
  for (const [itemId, delta] of Object.entries(deltas)) {
    items[itemId] = {
      qty: FieldValue.increment(delta.qty),
      cents: FieldValue.increment(delta.cents),
    };
  }
  return {
    dayId: `${date}_${deliveryLocationId}`,
    doc: {
      date,
      territoryId,
      deliveryLocationId,
      locationName: String(order.deliveryLocation?.name ?? ''),
      franchiseLocationId: served?.id ?? FieldValue.delete(),
      locationType: served?.type ?? FieldValue.delete(),
      lastOrderId: orderId,
      items,
      updatedAt: FieldValue.serverTimestamp(),
    },
    counted: sign === 1 ? { date, deliveryLocationId, items: deltas } : FieldValue.delete(),
    change: {
      date,
      territoryId,
      deliveryLocationId,
      locationName: String(order.deliveryLocation?.name ?? ''),
      ...(served ? { locationType: served.type } : {}),
      items: deltas,
    },
  };
}

/**
 * The approval's mail (fulfillment team, or the event's own recipients, and the order's
 * franchisee by their notification preference), ready to write once; null when nobody is to be
 * told.
 */
async function readApprovalMail(
  tx: Transaction,
  order: DocumentData,
  orderId: string,
  revisionCount: number,
  uid: string,
  notes: string,
) {
  const [teams, franchisee] = await Promise.all([
    readTeamEmails(getFirestore(), tx),
    readMailPerson(tx, String(order.userId ?? ''), 'orderApproved'),
  ]);
  const built = buildMail(
    {
      type: 'orderApproved',
      orderId,
      orderNumber: Number(order.orderNumber ?? 0),
      locationName: String(order.deliveryLocation?.name ?? ''),
      revisionCount,
      notes,
      franchisee,
    },
    teams,
    uid,
    appBaseUrl(),
  );
  return built ? prepareMailWrite(tx, built) : null;
}
