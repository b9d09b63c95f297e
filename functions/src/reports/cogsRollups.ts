/**
 * COGS rollups (issue 29): cogs_period_rollups/{reportId} and each location's trend for the
 * side-by-side view (cogs_location_trends/{locationId}), written only here, from the stored
 * documents with the pages' own pure modules (src/features/reports/inventory/model/cogsRollups.ts).
 * - refreshCogsRollups: recomputes every period of the given locations; each server write that
 *   changes a COGS input calls it once its own transaction committed (README "COGS rollups"):
 *   the inventory period steps (start, complete a count, begin the closing, reopen), stock
 *   transfers (both sides), an order's fulfilment (the locations its delivery point serves), a
 *   sales day saved or imported, and waste entered on the COGS page (refreshCogsRollupsHandler).
 * - the rebuild (salesRollups.ts rebuildSalesRollups, `node scripts/run-job.mjs rollups`) calls
 *   it for the periods with a day in its range.
 *
 * Reads per location: its document, its periods with their count lines and movements, its
 * delivery point's fulfilled orders, its sales days from its first period on; the catalogue once.
 */
import {
  FieldValue,
  getFirestore,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS, SUBCOLLECTIONS } from '@/data/collections';
import { readSalesDay } from '@/data/shapes/salesLedger';
import {
  cogsRollupFields,
  cogsRollupsOf,
  cogsTrendFields,
  periodsWithin,
} from '@/features/reports/inventory/model/cogsRollups';
import { storedPeriodSpan, type StoredDoc } from '@/features/reports/inventory/model/cogsSources';
import { orderDayOf } from '@/features/reports/model/itemSalesDelta';
import type { RefreshCogsRollupsResult } from '@/lib/callables';
import { TOP_ROLES } from '@/domain/permissions';
import { assertInventoryStaff, readPeriodRequest } from '../inventory/inventoryPeriodRules';
import { callerOf, readPeriod, uidOf } from '../inventory/periodReads';

const docOf = (d: { id: string; data(): StoredDoc['data'] | undefined }): StoredDoc => ({
  id: d.id,
  data: d.data() ?? {},
});

/** The stored documents one location's COGS rollups are computed from. */
async function readLocation(db: Firestore, location: StoredDoc, asOf: string) {
  const reportsRef = db.collection(COLLECTIONS.inventoryReports);
  const reports = (await reportsRef.where('locationId', '==', location.id).get()).docs.map(docOf);
  const point = location.data.deliveryLocationId;
  const first = reports.map((r) => storedPeriodSpan(r, asOf).from).sort()[0];
  const [lines, movements, orders, sales] = await Promise.all([
    Promise.all(
      reports.map(async (r) => {
        const got = await reportsRef.doc(r.id).collection(SUBCOLLECTIONS.countLines).get();
        return [r.id, got.docs.map((d) => d.data())] as const;
      }),
    ),
    Promise.all(
      reports.map(async (r) => {
        const got = await reportsRef.doc(r.id).collection(SUBCOLLECTIONS.stockMovements).get();
        return [r.id, got.docs.map(docOf)] as const;
      }),
    ),
    typeof point === 'string' && point !== ''
      ? db
          .collection(COLLECTIONS.orders)
          .where('deliveryLocationId', '==', point)
          .where('status', '==', 'fulfilled')
          .get()
      : null,
    first === undefined
      ? null
      : db
          .collection(COLLECTIONS.salesEntries)
          .where('locationId', '==', location.id)
          .where('date', '>=', first)
          .get(),
  ]);
  return {
    reports,
    countLines: Object.fromEntries(lines),
    movements: Object.fromEntries(movements),
    orders: orders?.docs.map((d) => d.data()) ?? [],
    sales: sales?.docs.map((d) => readSalesDay(d.data())) ?? [],
  };
}

/**
 * Recomputes and overwrites the COGS rollups of every period of `locationIds` on day `asOf`, or
 * only of the periods with a day in `within`, and each location's trend (from all its periods). Not transactional: a refresh racing another write
 * of the same location is repaired by that write's own refresh, or by the rebuild.
 */
export async function refreshCogsRollups(
  db: Firestore,
  locationIds: Iterable<string>,
  asOf = orderDayOf(new Date()),
  within?: { from: string; to: string },
): Promise<number> {
  const ids = [...new Set(locationIds)].filter((id) => id !== '');
  if (ids.length === 0) return 0;
  const [locations, items] = await Promise.all([
    db.getAll(...ids.map((id) => db.collection(COLLECTIONS.franchiseLocations).doc(id))),
    db.collection(COLLECTIONS.items).get(),
  ]);
  let written = 0;
  for (const snap of locations.filter((l) => l.exists)) {
    const location = docOf(snap);
    const read = await readLocation(db, location, asOf);
    const wanted = within ? periodsWithin(read.reports, within.from, within.to, asOf) : null;
    const all = cogsRollupsOf(
      { ...read, locations: [location], items: items.docs.map(docOf) },
      asOf,
    );
    const rollups = all.filter((r) => wanted === null || wanted.has(r.reportId));
    const territoryId = location.data.territoryId;
    // The side-by-side view's trend of the location, from all of its periods, in the first batch.
    const trend = cogsTrendFields(
      { id: location.id, territoryId: typeof territoryId === 'string' ? territoryId : '' },
      all,
    );
    for (let i = 0; i === 0 || i < rollups.length; i += 400) {
      const batch: WriteBatch = db.batch();
      if (i === 0) {
        batch.set(db.collection(COLLECTIONS.cogsLocationTrends).doc(location.id), {
          ...trend,
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      for (const r of rollups.slice(i, i + 400)) {
        batch.set(db.collection(COLLECTIONS.cogsPeriodRollups).doc(r.reportId), {
          ...cogsRollupFields(r),
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      await batch.commit();
    }
    written += rollups.length;
  }
  return written;
}

/**
 * refreshCogsRollups after a write that already committed: a failure is logged, not thrown, so
 * the caller's write is not reported as failed (the next write of the location, or the rebuild,
 * brings the rollups back in step).
 */
export async function refreshCogsRollupsAfter(
  db: Firestore,
  locationIds: Iterable<string>,
): Promise<void> {
  const ids = [...locationIds];
  try {
    await refreshCogsRollups(db, ids);
  } catch (error) {
    console.error('Refreshing the COGS rollups failed', ids, error);
  }
}

/** The franchise locations a delivery point serves (their purchases are its orders). */
export async function locationsServedBy(db: Firestore, deliveryLocationId: string) {
  if (deliveryLocationId === '') return [];
  const snap = await db
    .collection(COLLECTIONS.franchiseLocations)
    .where('deliveryLocationId', '==', deliveryLocationId)
    .get();
  return snap.docs.map((d) => d.id);
}

/**
 * "Refresh the COGS rollups" of a period's location after its waste changed (waste is a browser
 * write: firestore.rules): who may enter waste on the period (its territory's inventory staff, a
 * top role) may ask; the figures come from the stored documents only.
 */
export async function refreshCogsRollupsHandler(
  request: CallableRequest<unknown>,
): Promise<RefreshCogsRollupsResult> {
  const uid = uidOf(request, 'refresh the COGS figures');
  const { reportId } = readPeriodRequest(request.data);
  const db = getFirestore();
  const [callerSnap, periodSnap] = await db.getAll(
    db.collection(COLLECTIONS.users).doc(uid),
    db.collection(COLLECTIONS.inventoryReports).doc(reportId),
  );
  if (!periodSnap.exists) {
    throw new HttpsError('not-found', 'This inventory period does not exist (any more).');
  }
  const period = readPeriod(periodSnap);
  const caller = callerOf(callerSnap);
  const topRole = (TOP_ROLES as readonly unknown[]).includes(caller?.role);
  if (!topRole || caller?.disabled === true) {
    assertInventoryStaff(caller, period.territoryId, 'edit', 'refresh the COGS figures');
  }
  return { rollups: await refreshCogsRollups(db, [period.locationId]) };
}
