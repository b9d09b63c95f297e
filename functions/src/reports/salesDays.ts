/**
 * Reported days per ISO week (issue 29): territory_sales_days/{territoryId}_{week}, per location
 * the POS net sales of each reported day of a week (src/features/reports/model/salesDays.ts), what
 * the reports dashboard reads for its rolling weeks and late reports.
 * - applySalesDaysChanges: saveSalesEntry and importSalesCsv add the difference between the old
 *   and new entries in their own transaction, by increments (no read);
 * - rebuildSalesDays: with the sales rollups' rebuild (./salesRollups.ts), recomputes the weeks
 *   of a range from the entries it read.
 */
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@/data/collections';
import {
  salesDaysDeltas,
  salesDaysFields,
  salesDaysId,
  salesDaysOf,
  type SalesDaysWeek,
} from '@/features/reports/model/salesDays';
import type { LedgerRecord, SalesRollupChange } from '@/features/reports/model/salesRollups';
import type { RebuildSalesRollupsResult } from '@/lib/callables';
import { commitAll } from './batchedWrites';

const weekRef = (db: Firestore, w: Pick<SalesDaysWeek, 'territoryId' | 'period'>) =>
  db.collection(COLLECTIONS.territorySalesDays).doc(salesDaysId(w));

/**
 * Adds the deltas of `changes` (sales entries added, replaced or removed) to the week documents
 * of their days, in the caller's transaction. Writes only: call it after the transaction's reads.
 */
export function applySalesDaysChanges(
  tx: Transaction,
  db: Firestore,
  changes: readonly SalesRollupChange[],
): void {
  for (const delta of salesDaysDeltas(changes)) {
    const locations = Object.fromEntries(
      Object.entries(delta.locations).map(([locationId, days]) => [
        locationId,
        Object.fromEntries(
          Object.entries(days).map(([day, d]) => [
            day,
            {
              netCents: FieldValue.increment(d.netCents),
              reported: FieldValue.increment(d.reported),
            },
          ]),
        ),
      ]),
    );
    tx.set(
      weekRef(db, delta),
      { ...salesDaysFields(delta), locations, updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  }
}

/**
 * Recomputes the week documents of `weeks` from `records` (every sales entry of the weeks, of one
 * territory or of all) and overwrites them, deleting those left without an entry.
 */
export async function rebuildSalesDays(
  db: Firestore,
  scope: { territoryId?: string; weeks: ReadonlySet<string>; records: readonly LedgerRecord[] },
): Promise<Pick<RebuildSalesRollupsResult, 'salesDayWeeks'>> {
  const weeks = salesDaysOf(scope.records).filter((w) => scope.weeks.has(w.period));
  const all = db.collection(COLLECTIONS.territorySalesDays);
  const stored = await (
    scope.territoryId === undefined ? all : all.where('territoryId', '==', scope.territoryId)
  ).get();
  const kept = new Set(weeks.map(salesDaysId));
  const stale = stored.docs.filter(
    (d) => scope.weeks.has(String(d.get('period'))) && !kept.has(d.id),
  );
  await commitAll(db, [
    ...weeks.map(
      (w) => (batch: FirebaseFirestore.WriteBatch) =>
        batch.set(weekRef(db, w), {
          ...salesDaysFields(w),
          updatedAt: FieldValue.serverTimestamp(),
        }),
    ),
    ...stale.map((d) => (batch: FirebaseFirestore.WriteBatch) => batch.delete(d.ref)),
  ]);
  return { salesDayWeeks: weeks.length };
}
