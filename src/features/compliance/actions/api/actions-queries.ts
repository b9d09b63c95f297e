import { queryOptions } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore';
import { countAssignedActions, firstAssignedActions } from './actions-bell';
import { listActions, type ActionStatusFilter, type ActionsScope } from './list-actions';
import { listTerritoryUsers } from './list-territory-users';
import { getReportActions } from './get-report-actions';

/** Query keys and loaders of the actions screens, in one place so saves can invalidate them. */
export const ACTIONS_KEY = ['compliance_actions'] as const;

export const actionsListOptions = (
  db: Firestore,
  scope: ActionsScope,
  filter: ActionStatusFilter,
) =>
  queryOptions({
    queryKey: [...ACTIONS_KEY, 'list', scope, filter],
    queryFn: () => listActions(db, scope, filter),
  });

/** The bell's badge; under ACTIONS_KEY, so every action save recounts it. */
export const assignedCountOptions = (db: Firestore, uid: string) =>
  queryOptions({
    queryKey: [...ACTIONS_KEY, 'bellCount', uid],
    queryFn: () => countAssignedActions(db, uid),
  });

/** The first `size` actions the bell's popover lists, read when it opens. */
export const assignedFirstOptions = (db: Firestore, uid: string, size: number) =>
  queryOptions({
    queryKey: [...ACTIONS_KEY, 'bellPage', uid, size],
    queryFn: () => firstAssignedActions(db, uid, size),
  });

export const reportActionsOptions = (db: Firestore, reportId: string, questionIds: string[]) =>
  queryOptions({
    queryKey: [...ACTIONS_KEY, 'report', reportId, questionIds],
    queryFn: () => getReportActions(db, reportId, questionIds),
  });

export const territoryUsersOptions = (db: Firestore, territoryId: string) =>
  queryOptions({
    queryKey: ['users', 'territory', territoryId],
    queryFn: () => listTerritoryUsers(db, territoryId),
    staleTime: Infinity,
  });
