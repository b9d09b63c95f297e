import { getDocs, query, type Firestore } from 'firebase/firestore';
import { locationRollupRecords } from '@/data/salesLedger';
import { constraintsOf } from '@/data/query/declaredQuery';
import type { DayBounds } from '../model/aggregate';
import {
  SalesLedgerView,
  adjustmentFigures,
  entryFigures,
  type ReadPlan,
} from '../model/salesRollups';
import { salesRollupPeriods } from '../fixedQueries';
import { listSalesDays } from './sales-entries';
import { listSalesAdjustments } from './sales-adjustments';

/** Firestore takes at most 30 values in an `in` filter. */
const IN_LIMIT = 30;

async function listLocationRollups(
  db: Firestore,
  territoryIds: readonly string[],
  periods: readonly string[],
) {
  const chunks: string[][] = [];
  for (let i = 0; i < periods.length; i += IN_LIMIT) chunks.push(periods.slice(i, i + IN_LIMIT));
  const snapshots = await Promise.all(
    territoryIds.flatMap((territoryId) =>
      chunks.map((chunk) =>
        getDocs(
          query(
            locationRollupRecords(db),
            ...constraintsOf(salesRollupPeriods, { territoryId, periods: chunk }),
          ),
        ),
      ),
    ),
  );
  return snapshots.flatMap((s) => s.docs.map((d) => d.data()));
}

/** The reported days and approved refunds of one run of end days, as day figures. */
async function listEndDays(db: Firestore, territoryIds: readonly string[], run: DayBounds) {
  const [days, adjustments] = await Promise.all([
    listSalesDays(db, territoryIds, run.from, run.to),
    listSalesAdjustments(db, territoryIds, run.from, run.to),
  ]);
  return [
    ...days.map((d) => ({ locationId: d.locationId, date: d.date, figures: entryFigures(d) })),
    ...adjustments.map((a) => ({
      locationId: a.locationId,
      date: a.date,
      figures: adjustmentFigures(a.amountCents),
    })),
  ];
}

/**
 * The sales of the given territories a report shows, read as planned by readPlan: the location
 * rollups of its whole months and ISO weeks (one query per territory and 30 periods), and the
 * entries and approved refunds of the days at the ends of its ranges only.
 */
export async function listSalesFigures(
  db: Firestore,
  territoryIds: readonly string[],
  plan: ReadPlan,
): Promise<SalesLedgerView> {
  const [rollups, ...ends] = await Promise.all([
    listLocationRollups(db, territoryIds, plan.periods),
    ...plan.days.map((run) => listEndDays(db, territoryIds, run)),
  ]);
  return new SalesLedgerView(rollups, ends.flat());
}
