import { query, where, type DocumentData, type Firestore, type Query } from 'firebase/firestore';
import type { ChunkedScope } from '@/components/DataTable';
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

export type ListView = 'all' | 'mine' | 'waiting';
export type StatusTab = 'all' | ApprovalStatus;

/**
 * The base of the approvals list, constrained the way the rules can prove: "mine" by author
 * (drafts included), otherwise shared statuses only and, for franchise staff, their territories:
 * any number of them, which the table splits into chunks that keep `status in` times
 * `territoryId in` times the type filter's `formId in` within Firestore's 30 disjunctions.
 * "waiting" is the reviewer's queue: open requests. A base with `status in` is always a
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
  const constraints = [];
  let statuses = 1;
  if (view === 'mine') constraints.push(where('userId', '==', scope.uid));
  if (view === 'waiting') {
    constraints.push(where('status', 'in', [...OPEN_STATUSES]));
    statuses = OPEN_STATUSES.length;
  } else if (tab !== 'all') constraints.push(where('status', '==', tab));
  else if (view !== 'mine') {
    constraints.push(where('status', 'in', [...SHARED_STATUSES]));
    statuses = SHARED_STATUSES.length;
  }
  if (filters.franchiseeLocationId) {
    constraints.push(where('franchiseeLocationId', '==', filters.franchiseeLocationId));
  }
  const base = query(approvalsCollection(firestore), ...constraints);
  const unscoped = (q: Query<ApprovalDoc>) =>
    statuses > 1 ? { values: [], build: () => q, disjunctions: statuses } : q;
  if (filters.territoryId) {
    return unscoped(query(base, where('territoryId', '==', filters.territoryId)));
  }
  if (scope.allTerritories || view === 'mine') return unscoped(base);
  return {
    // A user without territories asks for an id no territory has: an empty list, not a refusal.
    values: scope.territoryIds.length ? scope.territoryIds : [NO_TERRITORY],
    build: (chunk) => query(base, where('territoryId', 'in', [...chunk])),
    disjunctions: statuses,
  };
}
