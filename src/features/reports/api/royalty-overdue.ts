import { count, query, sum, type Firestore } from 'firebase/firestore';
import type { TerritoryScope } from '@/domain/territoryScope';
import { constraintsOf } from '@/data/query/declaredQuery';
import { aggregateAndOldest } from '@/data/query/aggregateAndOldest';
import { chunkValues } from '@/data/query/inLimit';
import { royaltyStatementRecords } from '@/data/royalty';
import { mergeOverdue, OVERDUE_LISTED, type OverdueStatements } from '../model/statements';
import { overdueStatements } from '../fixedQueries';

/**
 * The statements of `scope` unpaid past due on `today` (yyyy-MM-dd): one count-and-sum
 * aggregation and the page of the OVERDUE_LISTED oldest, over every territory for a top role
 * (the rules let them read any statement) and per 30 territories for franchise staff (what the
 * rules can check), so the reads stay the same however many months, locations and territories
 * have been billed.
 */
export async function listOverdueStatements(
  db: Firestore,
  scope: TerritoryScope,
  today: string,
): Promise<OverdueStatements> {
  if (scope.kind === 'none') return mergeOverdue([]);
  const chunks = scope.kind === 'all' ? [undefined] : chunkValues(scope.territoryIds);
  const parts = await Promise.all(
    chunks.map((territoryIds) =>
      aggregateAndOldest(
        (limit) =>
          query(
            royaltyStatementRecords(db),
            ...constraintsOf(overdueStatements, { territoryIds, today }, { limit }),
          ),
        { count: count(), dueCents: sum('dueCents'), paidCents: sum('paidCents') },
        OVERDUE_LISTED,
      ),
    ),
  );
  return mergeOverdue(parts);
}
