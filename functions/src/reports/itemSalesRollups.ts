/**
 * Item sales rollups (issue 29): item_sales_rollups/{deliveryLocationId}_{period}, a month
 * ("2026-11") or ISO week ("2026-W48") of a delivery location's item_sales_daily days summed, and
 * territory_item_sales_rollups/{territoryId}_{period}, a month, ISO week or day of a territory's
 * days summed, with territory_item_type_rollups of the same id holding its sums per location type
 * and the delivery locations counted (src/features/reports/model/itemSalesRollups.ts).
 * - applyItemSalesRollupChange: the order status callable adds the change it makes to a day to
 *   the day's two rollups and its territory's three in its own transaction, by increments (no read, so it fits after the
 *   transaction's reads and never races another write of the same period);
 * - rebuildItemSalesRollups: recomputes the rollups of one franchise location's delivery location
 *   and territory (or of all) for the periods a range of days touches, from item_sales_daily,
 *   with the sales rollups' rebuild (./salesRollups.ts rebuildSalesRollups).
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
import { daysIn } from '@/features/reports/model/aggregate';
import { readItemSalesDay } from '@/data/shapes/salesLedger';
import {
  itemRollupDeltas,
  itemRollupFields,
  itemRollupId,
  itemRollupsOf,
  territoryItemRollupDeltas,
  territoryItemRollupFields,
  territoryItemRollupId,
  territoryItemRollupsOf,
  territoryItemTypeRollupFields,
  type ItemRollup,
  type ItemSalesRecord,
  type ItemTotalsMap,
  type TerritoryItemRollup,
} from '@/features/reports/model/itemSalesRollups';

const rollupRef = (db: Firestore, r: Pick<ItemRollup, 'deliveryLocationId' | 'period'>) =>
  db.collection(COLLECTIONS.itemSalesRollups).doc(itemRollupId(r));

type TerritoryPeriod = Pick<TerritoryItemRollup, 'territoryId' | 'period'>;

const territoryRollupRef = (db: Firestore, r: TerritoryPeriod) =>
  db.collection(COLLECTIONS.territoryItemSalesRollups).doc(territoryItemRollupId(r));

const territoryTypeRollupRef = (db: Firestore, r: TerritoryPeriod) =>
  db.collection(COLLECTIONS.territoryItemTypeRollups).doc(territoryItemRollupId(r));

/** `items` as increments of each item's cases and cents. */
const incrementsOf = (items: ItemTotalsMap) =>
  Object.fromEntries(
    Object.entries(items).map(([itemId, t]) => [
      itemId,
      { qty: FieldValue.increment(t.qty), cents: FieldValue.increment(t.cents) },
    ]),
  );

/**
 * Adds `change` (the items an item_sales_daily write adds to its day, negative to take back) to
 * the day's month and ISO week rollups and to its territory's month, ISO week and day, in the
 * caller's transaction. The place follows the day's latest write: no location type when its
 * delivery location serves no franchise location. Writes only: call it after the transaction's
 * reads.
 */
export function applyItemSalesRollupChange(
  tx: Transaction,
  db: Firestore,
  change: ItemSalesRecord,
): void {
  for (const delta of itemRollupDeltas(change)) {
    const { locationType, ...fields } = itemRollupFields(delta);
    tx.set(
      rollupRef(db, delta),
      {
        ...fields,
        locationType: locationType ?? FieldValue.delete(),
        items: incrementsOf(delta.items),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  }
  for (const delta of territoryItemRollupDeltas(change)) {
    tx.set(
      territoryRollupRef(db, delta),
      {
        ...territoryItemRollupFields(delta),
        items: incrementsOf(delta.items),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    // An empty map in a merged set replaces the stored one: a change of no type leaves `types` out.
    const { types: _all, ...fields } = territoryItemTypeRollupFields(delta);
    const types = Object.entries(delta.types);
    tx.set(
      territoryTypeRollupRef(db, delta),
      {
        ...fields,
        ...(types.length === 0
          ? {}
          : {
              types: Object.fromEntries(types.map(([type, typed]) => [type, incrementsOf(typed)])),
            }),
        locations: Object.fromEntries(
          Object.entries(delta.locations).map(([id, place]) => [
            id,
            { name: place.name, type: place.type ?? FieldValue.delete() },
          ]),
        ),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  }
}

/**
 * Recomputes the item rollups of `periods` (every month and ISO week with a day in the range,
 * spanning `span`) from item_sales_daily and overwrites them, deleting those left without a day:
 * of the delivery location franchise location `locationId` receives at (none linked: nothing)
 * and of the location's territory (its months, weeks and every day of `span`, item and type
 * rollups), or of every
 * delivery location and territory. Not transactional, as the sales rollups' rebuild.
 */
export async function rebuildItemSalesRollups(
  db: Firestore,
  scope: { locationId?: string; periods: ReadonlySet<string>; span: { from: string; to: string } },
): Promise<
  Pick<RebuildSalesRollupsResult, 'itemRollups' | 'itemRollupsRemoved' | 'territoryItemRollups'>
> {
  let deliveryLocationId: string | undefined;
  let territoryId: string | undefined;
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
      return { itemRollups: 0, itemRollupsRemoved: 0, territoryItemRollups: 0 };
    deliveryLocationId = linked;
    territoryId = String(location.get('territoryId'));
  }
  const where = <Q extends FirebaseFirestore.Query>(q: Q, field: string, value?: string) =>
    value === undefined ? q : q.where(field, '==', value);
  // The territory's rollups need every delivery location's days of it: read those, and keep the
  // location's among them for its own rollups.
  const [days, stored, storedTerritory, storedTypes] = await Promise.all([
    where(
      db
        .collection(COLLECTIONS.itemSalesDaily)
        .where('date', '>=', scope.span.from)
        .where('date', '<=', scope.span.to),
      'territoryId',
      territoryId,
    ).get(),
    where(
      db.collection(COLLECTIONS.itemSalesRollups),
      'deliveryLocationId',
      deliveryLocationId,
    ).get(),
    where(db.collection(COLLECTIONS.territoryItemSalesRollups), 'territoryId', territoryId).get(),
    where(db.collection(COLLECTIONS.territoryItemTypeRollups), 'territoryId', territoryId).get(),
  ]);
  const records = days.docs.map((d) => readItemSalesDay(d.data()));
  const rollups = itemRollupsOf(
    records.filter(
      (r) => deliveryLocationId === undefined || r.deliveryLocationId === deliveryLocationId,
    ),
  ).filter((r) => scope.periods.has(r.period));
  const territoryPeriods = new Set([...scope.periods, ...daysIn(scope.span)]);
  const territoryRollups = territoryItemRollupsOf(records).filter((r) =>
    territoryPeriods.has(r.period),
  );
  const kept = new Set([
    ...rollups.map((r) => rollupRef(db, r).path),
    ...territoryRollups.flatMap((r) => [
      territoryRollupRef(db, r).path,
      territoryTypeRollupRef(db, r).path,
    ]),
  ]);
  const stale = [
    ...stored.docs.filter((d) => scope.periods.has(String(d.get('period')))),
    ...[...storedTerritory.docs, ...storedTypes.docs].filter((d) =>
      territoryPeriods.has(String(d.get('period'))),
    ),
  ].filter((d) => !kept.has(d.ref.path));
  await commitAll(db, [
    ...rollups.map(
      (r) => (batch: WriteBatch) =>
        batch.set(rollupRef(db, r), {
          ...itemRollupFields(r),
          updatedAt: FieldValue.serverTimestamp(),
        }),
    ),
    ...territoryRollups.flatMap((r) => [
      (batch: WriteBatch) =>
        batch.set(territoryRollupRef(db, r), {
          ...territoryItemRollupFields(r),
          updatedAt: FieldValue.serverTimestamp(),
        }),
      (batch: WriteBatch) =>
        batch.set(territoryTypeRollupRef(db, r), {
          ...territoryItemTypeRollupFields(r),
          updatedAt: FieldValue.serverTimestamp(),
        }),
    ]),
    ...stale.map((d) => (batch: WriteBatch) => batch.delete(d.ref)),
  ]);
  return {
    itemRollups: rollups.length,
    itemRollupsRemoved: stale.length,
    territoryItemRollups: territoryRollups.length,
  };
}
