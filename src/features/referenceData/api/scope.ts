import { TOP_ROLES, type Role } from '@/features/auth';

/** The caller as the scope queries need it (role and the territoryIds on their own record). */
export interface ScopeUser {
  uid: string;
  role: Role | null;
  territoryIds: readonly string[];
}

export function isTopRole(role: Role | null): boolean {
  return role !== null && TOP_ROLES.includes(role);
}
