import { TOP_ROLES, type Role } from './permissions';

/**
 * THE territory scope (spec 01 §6; firestore.rules `scopeIncludes`, the same definition): the two
 * top roles see every territory; Franchisee Owner, Manager and Employee see exactly the
 * territories on their own user record (`territoryIds`, the source of truth; a territory's
 * `userIds` is a copy kept in step in the same batch). Every list and collection uses this.
 */
export type TerritoryScope =
  { kind: 'all' } | { kind: 'territories'; territoryIds: string[] } | { kind: 'none' };

export function territoryScope(user: {
  role: Role | null;
  territoryIds: readonly string[];
}): TerritoryScope {
  if (!user.role) return { kind: 'none' };
  if (TOP_ROLES.includes(user.role)) return { kind: 'all' };
  // Every territory, however many: queries split them into Firestore's `in` chunks of 30
  // (src/data/query/scopeChunks.ts, DataTable ChunkedScope).
  const ids = [...new Set(user.territoryIds)].filter(Boolean);
  return ids.length > 0 ? { kind: 'territories', territoryIds: ids } : { kind: 'none' };
}

/** Whether `territoryId` is inside `scope`. */
export function scopeIncludes(scope: TerritoryScope, territoryId: string): boolean {
  return (
    scope.kind === 'all' ||
    (scope.kind === 'territories' && scope.territoryIds.includes(territoryId))
  );
}
