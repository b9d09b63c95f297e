import { getDocs, query, type Firestore } from 'firebase/firestore';
import { salesDayWeekRecords } from '@/data/salesLedger';
import { constraintsOf } from '@/data/query/declaredQuery';
import { inBounds, type DayBounds } from '../model/aggregate';
import { reportedDays, weeksOfBounds, type ReportedNet } from '../model/salesDays';
import { salesDayWeeks } from '../fixedQueries';

/**
 * The days the locations of the given territories reported in `bounds`, with their POS net
 * sales: the week documents of reported days (territory_sales_days) of the ISO weeks the bounds
 * touch, one query per territory, whatever the number of locations.
 */
export async function listReportedDays(
  db: Firestore,
  territoryIds: readonly string[],
  bounds: DayBounds,
): Promise<ReportedNet[]> {
  const weeks = weeksOfBounds(bounds);
  const snapshots = await Promise.all(
    territoryIds.map((territoryId) =>
      getDocs(
        query(salesDayWeekRecords(db), ...constraintsOf(salesDayWeeks, { territoryId, weeks })),
      ),
    ),
  );
  return reportedDays(snapshots.flatMap((s) => s.docs.map((d) => d.data()))).filter((d) =>
    inBounds(d.date, bounds),
  );
}
