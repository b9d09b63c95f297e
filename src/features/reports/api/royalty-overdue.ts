import {
  count,
  getAggregateFromServer,
  getDocs,
  query,
  sum,
  type Firestore,
} from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { royaltyStatementRecords } from '@/data/royalty';
import { mergeOverdue, OVERDUE_LISTED, type OverdueStatements } from '../model/statements';
import { overdueStatements } from '../fixedQueries';

/**
 * The statements of the given territories unpaid past due on `today` (yyyy-MM-dd): per territory
 * one count-and-sum aggregation and the page of its OVERDUE_LISTED oldest, so the reads stay the
 * same however many months and locations have been billed.
 */
export async function listOverdueStatements(
  db: Firestore,
  territoryIds: readonly string[],
  today: string,
): Promise<OverdueStatements> {
  const parts = await Promise.all(
    territoryIds.map(async (territoryId) => {
      const overdue = (limit?: number) =>
        query(
          royaltyStatementRecords(db),
          ...constraintsOf(overdueStatements, { territoryId, today }, { limit }),
        );
      const [totals, oldest] = await Promise.all([
        getAggregateFromServer(overdue(), {
          count: count(),
          dueCents: sum('dueCents'),
          paidCents: sum('paidCents'),
        }),
        getDocs(overdue(OVERDUE_LISTED)),
      ]);
      return { ...totals.data(), oldest: oldest.docs.map((d) => d.data()) };
    }),
  );
  return mergeOverdue(parts);
}
