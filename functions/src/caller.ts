/**
 * The caller's users/{uid} document as the callables' refusals read it (what firestore.rules read
 * before the server took the writes over): an account acts when it is enabled and has a role,
 * holds a permission by its stored map, and reaches a territory by THE territory scope
 * (src/domain/territoryScope.ts). The wording of each refusal stays with its callable.
 */
import {
  hasPermission,
  isRole,
  type Permission,
  type PermissionMap,
  type Role,
} from '@/domain/permissions';
import { scopeIncludes, territoryScope } from '@/domain/territoryScope';

/** The caller's fields the decisions read (what the rules read too). */
export interface StoredCaller {
  role?: unknown;
  disabled?: unknown;
  permissions?: unknown;
  territoryIds?: unknown;
}

/** A caller who may act at all. */
export type ActiveCaller = StoredCaller & { role: Role };

/** An enabled account with a role (a missing profile is none). */
export const isActiveCaller = (caller: StoredCaller | undefined): caller is ActiveCaller =>
  !!caller && caller.disabled !== true && isRole(caller.role);

/** `caller` holds `permission` by their stored permission map. */
export const callerHolds = (caller: StoredCaller, permission: Permission): boolean =>
  hasPermission(caller.permissions as PermissionMap | undefined, permission);

/** `territoryId` is in the territory scope of `caller` (their stored `territoryIds`). */
export function callerReaches(caller: ActiveCaller, territoryId: string): boolean {
  const territoryIds = Array.isArray(caller.territoryIds)
    ? caller.territoryIds.filter((id): id is string => typeof id === 'string')
    : [];
  return scopeIncludes(territoryScope({ role: caller.role, territoryIds }), territoryId);
}
