/** The caller as the scope queries need it (role and the territoryIds on their own record). */
export interface ScopeUser {
  uid: string;
  role: string | null;
  territoryIds: readonly string[];
}

const TOP_ROLES: readonly string[] = ['superAdmin', 'fulfillment'];

export function isTopRole(role: string | null): boolean {
  return role !== null && TOP_ROLES.includes(role);
}
