import type { Role } from '@/features/auth';
import { TOP_ROLES } from '@/features/auth';

/**
 * Which reports a user may list (spec 01 §6, firestore.rules inMyTerritory): the two top roles
 * all; everyone else only their territories, and the rules refuse a query that is not limited to
 * them, so the query must say `territoryId in [...]` itself.
 */
export type ReportScope =
  { kind: 'all' } | { kind: 'territories'; territoryIds: string[] } | { kind: 'none' };

/** Firestore's `in` takes at most 30 values. */
export const MAX_IN_VALUES = 30;

export function scopeFor(role: Role | null, territoryIds: readonly string[]): ReportScope {
  if (!role) return { kind: 'none' };
  if (TOP_ROLES.includes(role)) return { kind: 'all' };
  const ids = [...new Set(territoryIds)].filter(Boolean).slice(0, MAX_IN_VALUES);
  return ids.length > 0 ? { kind: 'territories', territoryIds: ids } : { kind: 'none' };
}

/** A string naming the scope's content, to keep queries built from it stable between renders. */
export function scopeKey(scope: ReportScope): string {
  return scope.kind === 'territories' ? `t:${scope.territoryIds.join(',')}` : scope.kind;
}
