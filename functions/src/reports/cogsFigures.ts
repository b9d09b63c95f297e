/**
 * What the system median of COGS % needs, read with the Admin SDK for the standard periods of a
 * day (functions/src/reports/benchmarks.ts), and computed by the COGS page's own pure modules
 * (src/features/reports/inventory/model/cogsSources.ts systemCogsFigures on cogsReport.ts and
 * cogs.ts), so a location's figure here is the one its COGS page shows. The seed passes its own
 * documents to the same function.
 *
 * Reads: every inventory period (a few per location a year); for each location with a period
 * closed in the span, the count lines of those periods and the movements of its periods from the
 * first of them on, its document, its delivery point's fulfilled orders; the catalogue once.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '@/data/collections';
import type { DayBounds } from '@/features/reports/model/aggregate';
import {
  periodsToRead,
  type CogsDocuments,
  type StoredDoc,
} from '@/features/reports/inventory/model/cogsSources';

const docOf = (d: { id: string; data(): StoredDoc['data'] | undefined }): StoredDoc => ({
  id: d.id,
  data: d.data() ?? {},
});

/**
 * The stored documents of the periods closed within `span` (all but the sales days), and the
 * first day of sales each such location needs.
 */
export async function readCogsDocuments(
  db: Firestore,
  span: DayBounds,
  asOf: string,
): Promise<{ docs: Omit<CogsDocuments, 'sales'>; firstDay: Map<string, string> }> {
  const reportsRef = db.collection(COLLECTIONS.inventoryReports);
  const reports = (await reportsRef.get()).docs.map(docOf);
  const { periods, firstDay } = periodsToRead(reports, span, asOf);
  if (firstDay.size === 0) {
    const empty = { countLines: {}, movements: {}, locations: [], orders: [], items: [] };
    return { docs: { reports, ...empty }, firstDay };
  }
  const [lines, movements, locations, items] = await Promise.all([
    Promise.all(
      periods
        .filter((p) => p.counts)
        .map(async (p) => {
          const got = await reportsRef.doc(p.reportId).collection(SUBCOLLECTIONS.countLines).get();
          return [p.reportId, got.docs.map((d) => d.data())] as const;
        }),
    ),
    Promise.all(
      periods.map(async (p) => {
        const got = await reportsRef
          .doc(p.reportId)
          .collection(SUBCOLLECTIONS.stockMovements)
          .get();
        return [p.reportId, got.docs.map(docOf)] as const;
      }),
    ),
    db.getAll(
      ...[...firstDay.keys()].map((id) => db.collection(COLLECTIONS.franchiseLocations).doc(id)),
    ),
    db.collection(COLLECTIONS.items).get(),
  ]);
  const points = new Set(
    locations.flatMap((l) => {
      const point: unknown = l.data()?.deliveryLocationId;
      return typeof point === 'string' && point !== '' ? [point] : [];
    }),
  );
  const orders = await Promise.all(
    [...points].map((point) =>
      db
        .collection(COLLECTIONS.orders)
        .where('deliveryLocationId', '==', point)
        .where('status', '==', 'fulfilled')
        .get(),
    ),
  );
  return {
    docs: {
      reports,
      countLines: Object.fromEntries(lines),
      movements: Object.fromEntries(movements),
      locations: locations.filter((l) => l.exists).map(docOf),
      orders: orders.flatMap((o) => o.docs.map((d) => d.data())),
      items: items.docs.map(docOf),
    },
    firstDay,
  };
}
