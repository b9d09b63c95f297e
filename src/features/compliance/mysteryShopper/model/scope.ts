import { type Role, TOP_ROLES } from '@/domain/permissions';

/**
 * Which mystery shopper reports a user may list (firestore.rules inMyTerritory): the two top
 * roles all; anyone else only their territories. The rules refuse a query not limited to those,
 * so the query itself must say `territoryId in [...]`: every territory, which the table splits
 * into Firestore's `in` chunks of 30 (api/reports-query.ts).
 */
export type ShopperScope =
  { kind: 'all' } | { kind: 'territories'; territoryIds: string[] } | { kind: 'none' };

export function shopperScope(role: Role | null, territoryIds: readonly string[]): ShopperScope {
  if (role && TOP_ROLES.includes(role)) return { kind: 'all' };
  const ids = [...new Set(territoryIds)].filter(Boolean).sort();
  return ids.length > 0 ? { kind: 'territories', territoryIds: ids } : { kind: 'none' };
}
