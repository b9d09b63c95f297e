import { getDocs, query, type Firestore } from 'firebase/firestore';
import { constraintsOf, type FilterValues } from '@/data/query/declaredQuery';
import { chunkQueries, firstOfMerged } from '@/data/query/scopeChunks';
import { followUpActions } from '../../fixedQueries';
import type { ActionStatus, ComplianceAction } from '../model/actions';
import { actionRecords } from './actions-collection';

/** 'active' = open or in progress (stored `isActive`), 'all', or one status. */
export type ActionStatusFilter = 'active' | 'all' | ActionStatus;

export type ActionsScope =
  | { kind: 'all' }
  | { kind: 'territories'; territoryIds: string[] }
  | { kind: 'assignee'; uid: string };

/** At most this many rows per list; the page says when there are more. */
export const ACTIONS_LIMIT = 200;

function scopeValues(
  scope: ActionsScope,
  chunk: readonly string[],
): FilterValues<'territoryId' | 'assigneeId'> {
  if (scope.kind === 'territories') return { territoryId: [...chunk] };
  if (scope.kind === 'assignee') return { assigneeId: scope.uid };
  return {};
}

// Firestore's order of the query: due date, then document id.
const byDueDate = (a: ComplianceAction, b: ComplianceAction) =>
  a.dueAt - b.dueAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function statusValues(filter: ActionStatusFilter): FilterValues<'isActive' | 'status'> {
  if (filter === 'all') return {};
  if (filter === 'active') return { isActive: true };
  return { status: filter };
}

/**
 * Actions in scope, by due date (the followUpActions declaration: [territoryId in | assigneeId
 * ==], [isActive == | status ==], dueDate asc; firestore.indexes.json has each). Scoped users must say their
 * territories (rules are not filters), one query per chunk of 30 in parallel, merged by due date
 * and cut to the limit; an assignee's own list is allowed anywhere.
 */
export async function listActions(
  db: Firestore,
  scope: ActionsScope,
  filter: ActionStatusFilter,
): Promise<ComplianceAction[]> {
  const queries = chunkQueries({
    values: scope.kind === 'territories' ? scope.territoryIds : [],
    build: (chunk) =>
      query(
        actionRecords(db),
        ...constraintsOf(
          followUpActions,
          { ...scopeValues(scope, chunk), ...statusValues(filter) },
          { limit: ACTIONS_LIMIT },
        ),
      ),
  });
  const lists = await Promise.all(
    queries.map(async (q) => (await getDocs(q)).docs.map((d) => d.data())),
  );
  return firstOfMerged(lists, byDueDate, ACTIONS_LIMIT);
}
