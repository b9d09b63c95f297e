import { TOP_ROLES, type Role } from '@/features/auth';

/**
 * Which mystery shopper reports a user may list (firestore.rules inMyTerritory): the two top
 * roles all; anyone else only their territories. The rules refuse a query not limited to those,
 * so the query itself must say `territoryId in [...]`.
 */
export type ShopperScope =
  { kind: 'all' } | { kind: 'territories'; territoryIds: string[] } | { kind: 'none' };

/** Firestore's `in` takes at most 30 values. */
export const MAX_IN_VALUES = 30;

export function shopperScope(role: Role | null, territoryIds: readonly string[]): ShopperScope {
  if (role && TOP_ROLES.includes(role)) return { kind: 'all' };
  const ids = [...new Set(territoryIds)].filter(Boolean).sort().slice(0, MAX_IN_VALUES);
  return ids.length > 0 ? { kind: 'territories', territoryIds: ids } : { kind: 'none' };
}
