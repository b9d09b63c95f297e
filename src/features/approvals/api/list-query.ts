import { query, where, type Firestore, type Query } from 'firebase/firestore';
import { OPEN_STATUSES, SHARED_STATUSES, type ApprovalStatus } from '../model/status';
import type { ApprovalDoc } from '../model/types';
import { approvalsCollection } from './refs';

/** Who is listing: top roles see every territory, franchise staff the ones on their record. */
export interface ListScope {
  uid: string;
  allTerritories: boolean;
  territoryIds: readonly string[];
}

export type ListView = 'all' | 'mine' | 'waiting';
export type StatusTab = 'all' | ApprovalStatus;

/**
 * The base query of the approvals list, constrained the way the rules can prove: "mine" by
 * author (drafts included), otherwise shared statuses only and, for franchise staff, their
 * territories (at most 30). "waiting" is the reviewer's queue: open requests.
 */
export function approvalsListQuery(
  firestore: Firestore,
  scope: ListScope,
  view: ListView,
  tab: StatusTab,
  filters: { territoryId?: string; franchiseeLocationId?: string },
): Query<ApprovalDoc> {
  const constraints = [];
  if (view === 'mine') constraints.push(where('userId', '==', scope.uid));
  if (view === 'waiting') constraints.push(where('status', 'in', [...OPEN_STATUSES]));
  else if (tab !== 'all') constraints.push(where('status', '==', tab));
  else if (view !== 'mine') constraints.push(where('status', 'in', [...SHARED_STATUSES]));
  if (filters.franchiseeLocationId) {
    constraints.push(where('franchiseeLocationId', '==', filters.franchiseeLocationId));
  }
  if (filters.territoryId) constraints.push(where('territoryId', '==', filters.territoryId));
  else if (!scope.allTerritories && view !== 'mine') {
    const mine = scope.territoryIds.slice(0, 30);
    constraints.push(where('territoryId', 'in', mine.length ? mine : ['__none__']));
  }
  return query(approvalsCollection(firestore), ...constraints);
}
