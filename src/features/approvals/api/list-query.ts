import { query, type DocumentData, type Firestore, type Query } from 'firebase/firestore';
import type { ChunkedScope } from '@/components/DataTable';
import { constraintsOf, type FilterValues } from '@/data/query/declaredQuery';
import { approvalsListBase } from '../fixedQueries';
import { OPEN_STATUSES, SHARED_STATUSES, type ApprovalStatus } from '../model/status';
import type { ApprovalDoc } from '../model/types';
import { approvalsCollection } from './refs';

/** Who is listing: top roles see every territory, franchise staff the ones on their record. */
export interface ListScope {
  uid: string;
  allTerritories: boolean;
  territoryIds: readonly string[];
}

const NO_TERRITORY = '__none__';

export type ListView = 'all' | 'mine' | 'waiting' | 'assigned';
export type StatusTab = 'all' | ApprovalStatus;

/**
 * The status filter of a view and tab: "waiting" the open statuses, a tab its one status, the
 * other views' "all" tab the shared statuses ("mine" none: drafts included); and how many
 * disjunctions its `in` makes.
 */
function statusFilter(
  view: ListView,
  tab: StatusTab,
): { status: FilterValues<'status' | 'statuses'>; statuses: number } {
  if (view === 'waiting' || view === 'assigned') {
    return { status: { statuses: [...OPEN_STATUSES] }, statuses: OPEN_STATUSES.length };
  }
  if (tab !== 'all') return { status: { status: tab }, statuses: 1 };
  if (view === 'mine') return { status: {}, statuses: 1 };
  return { status: { statuses: [...SHARED_STATUSES] }, statuses: SHARED_STATUSES.length };
}

/**
 * The base of the approvals list, constrained the way the rules can prove: "mine" by author
 * (drafts included), otherwise shared statuses only and, for franchise staff, their territories:
 * any number of them, which the table splits into chunks that keep `status in` times
 * `territoryId in` times the type filter's `formId in` within Firestore's 30 disjunctions.
 * "waiting" is the reviewers' shared queue: open requests; "assigned" the open ones assigned to
 * the caller by the routing table or a reassignment (issue 27). A base with `status in` is always a
 * `ChunkedScope` (without values when unscoped) so the table knows its disjunctions and caps the
 * type filter by them.
 */
export function approvalsListQuery(
  firestore: Firestore,
  scope: ListScope,
  view: ListView,
  tab: StatusTab,
  filters: { territoryId?: string; franchiseeLocationId?: string },
): Query<ApprovalDoc> | ChunkedScope<ApprovalDoc, DocumentData> {
  const { status, statuses } = statusFilter(view, tab);
  // The values choose one of approvalsListBase's declared variants; a value left undefined is a
  // filter not sent.
  const values = {
    userId: view === 'mine' ? scope.uid : undefined,
    assigneeId: view === 'assigned' ? scope.uid : undefined,
    ...status,
    franchiseeLocationId: filters.franchiseeLocationId || undefined,
  };
  const build = (territory: FilterValues<'territoryId' | 'territoryIds'>) =>
    query(
      approvalsCollection(firestore),
      ...constraintsOf(approvalsListBase, { ...values, ...territory }),
    );
  const unscoped = (q: Query<ApprovalDoc>) =>
    statuses > 1 ? { values: [], build: () => q, disjunctions: statuses } : q;
  if (filters.territoryId) return unscoped(build({ territoryId: filters.territoryId }));
  // The caller's own requests, and those assigned to them, need no territory (the rules read them).
  if (scope.allTerritories || view === 'mine' || view === 'assigned') return unscoped(build({}));
  return {
    // A user without territories asks for an id no territory has: an empty list, not a refusal.
    values: scope.territoryIds.length ? scope.territoryIds : [NO_TERRITORY],
    build: (chunk) => build({ territoryIds: [...chunk] }),
    disjunctions: statuses,
  };
}
