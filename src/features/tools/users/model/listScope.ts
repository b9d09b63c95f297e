/**
 * Which users a viewer may list (spec 01 §6): the two top roles see everyone; anyone else with
 * View Users sees only people of their own franchisee location who are neither Super Admin nor
 * Franchisee Owner. The rules refuse any query that does not say so, so the list query is built
 * from this.
 */
import { isRole, type Role, ROLES, TOP_ROLES } from '@/domain/permissions';
import type { UserProfile } from '@/data/users';
import type { UserStatus } from './status';

/**
 * Roles a location-scoped viewer may list. Staff without a role are readable one by one but not
 * listed: the rules' query check cannot prove `role in [..., null]` (README Decisions).
 */
const SCOPED_ROLES: readonly Role[] = ['manager', 'employee', 'fulfillment'];

export type UserListScope =
  | { kind: 'all'; roles: Role[] }
  | { kind: 'location'; franchiseeLocationId: string; roles: Role[] }
  /** A scoped viewer without a franchisee location sees nobody. */
  | { kind: 'none' };

/** Roles the viewer can filter by (the checkbox options). */
export function filterableRoles(viewer: Pick<UserProfile, 'role'>): Role[] {
  const top = viewer.role !== null && TOP_ROLES.includes(viewer.role);
  return top ? [...ROLES] : ROLES.filter((role) => SCOPED_ROLES.includes(role));
}

/** The `role` query parameter values that are real roles the viewer may filter by. */
export function parseRoleParams(
  params: readonly string[],
  viewer: Pick<UserProfile, 'role'>,
): Role[] {
  const allowed = filterableRoles(viewer);
  return [...new Set(params)].filter(
    (value): value is Role => isRole(value) && allowed.includes(value),
  );
}

/**
 * The constraints of the list query for `viewer` with the chosen role filter (empty: all roles the
 * viewer may see).
 */
export function userListScope(
  viewer: Pick<UserProfile, 'role' | 'franchiseeLocationId'>,
  selectedRoles: readonly Role[],
): UserListScope {
  if (viewer.role !== null && TOP_ROLES.includes(viewer.role)) {
    return { kind: 'all', roles: [...selectedRoles] };
  }
  if (!viewer.franchiseeLocationId) return { kind: 'none' };
  const roles = selectedRoles.filter((role) => SCOPED_ROLES.includes(role));
  return {
    kind: 'location',
    franchiseeLocationId: viewer.franchiseeLocationId,
    roles: roles.length > 0 ? roles : [...SCOPED_ROLES],
  };
}

/**
 * The statuses the viewer can filter by, in the order offered. Only a viewer listing everyone sees
 * users waiting for a role (a location scope cannot list users without a role).
 */
export function filterableStatuses(viewer: Pick<UserProfile, 'role'>): UserStatus[] {
  const top = viewer.role !== null && TOP_ROLES.includes(viewer.role);
  return top ? ['active', 'waiting', 'disabled'] : ['active', 'disabled'];
}

/** The `status` query parameter when it is a status the viewer may filter by, else null. */
export function parseStatusParam(
  value: string | null,
  viewer: Pick<UserProfile, 'role'>,
): UserStatus | null {
  return filterableStatuses(viewer).find((status) => status === value) ?? null;
}

/** The users list base's filter values (fixedQueries usersList) for a scope and status. */
interface UserListValues {
  role?: Role[];
  noRole?: null;
  franchiseeLocationId?: string;
  disabled?: boolean;
}

/**
 * What the list asks Firestore for: the scope's roles and location, narrowed by the status. Active
 * is enabled with a role (any role unless some are picked), waiting is enabled without one (the
 * role filter does not apply: its roles would exclude them), disabled is any disabled user.
 */
export function userListValues(
  scope: Exclude<UserListScope, { kind: 'none' }>,
  status: UserStatus | null,
): UserListValues {
  if (scope.kind === 'location') {
    return {
      franchiseeLocationId: scope.franchiseeLocationId,
      role: scope.roles,
      ...(status === null || status === 'waiting' ? {} : { disabled: status === 'disabled' }),
    };
  }
  switch (status) {
    case 'waiting':
      return { noRole: null, disabled: false };
    case 'active':
      return { role: scope.roles.length > 0 ? scope.roles : [...ROLES], disabled: false };
    case 'disabled':
      return { ...(scope.roles.length > 0 ? { role: scope.roles } : {}), disabled: true };
    case null:
      return scope.roles.length > 0 ? { role: scope.roles } : {};
  }
}
