/**
 * Item sales rollups (issue 29): item_sales_rollups/{deliveryLocationId}_{period}, a month
 * ("2026-11") or ISO week ("2026-W48") of a delivery location's item_sales_daily days summed
 * (src/features/reports/model/itemSalesRollups.ts).
 * - applyItemSalesRollupChange: the order status callable adds the change it makes to a day to
 *   the day's two rollups in its own transaction, by increments (no read, so it fits after the
 *   transaction's reads and never races another write of the same period);
 * - rebuildItemSalesRollups: recomputes the rollups of one franchise location's delivery location
 *   (or of all) for the periods a range of days touches, from item_sales_daily, with the sales
 *   rollups' rebuild (./salesRollups.ts rebuildSalesRollups).
 */
import {
  FieldValue,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { RebuildSalesRollupsResult } from '@/lib/callables';
import { commitAll } from './batchedWrites';
import { COLLECTIONS } from '@/data/collections';
import { readItemSalesDay } from '@/data/shapes/salesLedger';
import {
  itemRollupDeltas,
  itemRollupFields,
  itemRollupId,
  itemRollupsOf,
  type ItemRollup,
  type ItemSalesRecord,
} from '@/features/reports/model/itemSalesRollups';

const rollupRef = (db: Firestore, r: Pick<ItemRollup, 'deliveryLocationId' | 'period'>) =>
  db.collection(COLLECTIONS.itemSalesRollups).doc(itemRollupId(r));

/**
 * Adds `change` (the items an item_sales_daily write adds to its day, negative to take back) to
 * the day's month and ISO week rollups, in the caller's transaction. The place follows the day's
 * latest write: no location type when its delivery location serves no franchise location. Writes
 * only: call it after the transaction's reads.
 */
export function applyItemSalesRollupChange(
  tx: Transaction,
  db: Firestore,
  change: ItemSalesRecord,
): void {
  for (const delta of itemRollupDeltas(change)) {
    const { locationType, ...fields } = itemRollupFields(delta);
    const increments = Object.fromEntries(
      Object.entries(delta.items).map(([itemId, t]) => [
        itemId,
        { qty: FieldValue.increment(t.qty), cents: FieldValue.increment(t.cents) },
      ]),
    );
    tx.set(
      rollupRef(db, delta),
      {
        ...fields,
        locationType: locationType ?? FieldValue.delete(),
        items: increments,
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  }
}

/**
 * Recomputes the item rollups of `periods` (every month and ISO week with a day in the range,
 * spanning `span`) from item_sales_daily and overwrites them, deleting those left without a day:
 * of the delivery location franchise location `locationId` receives at (none linked: nothing),
 * or of every delivery location. Not transactional, as the sales rollups' rebuild.
 */
export async function rebuildItemSalesRollups(
  db: Firestore,
  scope: { locationId?: string; periods: ReadonlySet<string>; span: { from: string; to: string } },
): Promise<Pick<RebuildSalesRollupsResult, 'itemRollups' | 'itemRollupsRemoved'>> {
  let deliveryLocationId: string | undefined;
  if (scope.locationId !== undefined) {
    const location = await db
      .collection(COLLECTIONS.franchiseLocations)
      .doc(scope.locationId)
      .get();
    if (!location.exists) {
      throw new HttpsError('not-found', `No franchise location has the id "${scope.locationId}".`);
    }
    const linked: unknown = location.get('deliveryLocationId');
    if (typeof linked !== 'string' || linked === '')
      return { itemRollups: 0, itemRollupsRemoved: 0 };
    deliveryLocationId = linked;
  }
  const ofScope = <Q extends FirebaseFirestore.Query>(q: Q) =>
    deliveryLocationId === undefined ? q : q.where('deliveryLocationId', '==', deliveryLocationId);
  const [days, stored] = await Promise.all([
    ofScope(
      db
        .collection(COLLECTIONS.itemSalesDaily)
        .where('date', '>=', scope.span.from)
        .where('date', '<=', scope.span.to),
    ).get(),
    ofScope(db.collection(COLLECTIONS.itemSalesRollups)).get(),
  ]);
  const rollups = itemRollupsOf(days.docs.map((d) => readItemSalesDay(d.data()))).filter((r) =>
    scope.periods.has(r.period),
  );
  const kept = new Set(rollups.map(itemRollupId));
  const stale = stored.docs.filter(
    (d) => scope.periods.has(String(d.get('period'))) && !kept.has(d.id),
  );
  await commitAll(db, [
    ...rollups.map(
      (r) => (batch: WriteBatch) =>
        batch.set(rollupRef(db, r), {
          ...itemRollupFields(r),
          updatedAt: FieldValue.serverTimestamp(),
        }),
    ),
    ...stale.map((d) => (batch: WriteBatch) => batch.delete(d.ref)),
  ]);
  return { itemRollups: rollups.length, itemRollupsRemoved: stale.length };
}
