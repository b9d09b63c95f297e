import {
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import type { ActionStatus, ComplianceAction } from '../model/actions';
import { actionFromDoc, actionsCollection } from './actions-collection';

/** 'active' = open or in progress (stored `isActive`), 'all', or one status. */
export type ActionStatusFilter = 'active' | 'all' | ActionStatus;

export type ActionsScope =
  | { kind: 'all' }
  | { kind: 'territories'; territoryIds: string[] }
  | { kind: 'assignee'; uid: string };

/** At most this many rows per list; the page says when there are more. */
export const ACTIONS_LIMIT = 200;

function scopeConstraints(scope: ActionsScope): QueryConstraint[] {
  if (scope.kind === 'territories') return [where('territoryId', 'in', scope.territoryIds)];
  if (scope.kind === 'assignee') return [where('assigneeId', '==', scope.uid)];
  return [];
}

function statusConstraints(filter: ActionStatusFilter): QueryConstraint[] {
  if (filter === 'all') return [];
  if (filter === 'active') return [where('isActive', '==', true)];
  return [where('status', '==', filter)];
}

/**
 * Actions in scope, by due date (firestore.indexes.json lists each shape: [territoryId in |
 * assigneeId ==], [isActive == | status ==], dueDate asc). Scoped users must say their
 * territories (rules are not filters); an assignee's own list is allowed anywhere.
 */
export async function listActions(
  db: Firestore,
  scope: ActionsScope,
  filter: ActionStatusFilter,
): Promise<ComplianceAction[]> {
  const snap = await getDocs(
    query(
      actionsCollection(db),
      ...scopeConstraints(scope),
      ...statusConstraints(filter),
      orderBy('dueDate', 'asc'),
      limit(ACTIONS_LIMIT),
    ),
  );
  return snap.docs.map(actionFromDoc);
}
