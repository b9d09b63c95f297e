import type { Role } from '@/domain/permissions';
import { territoryScope, type TerritoryScope } from '@/domain/territoryScope';

/**
 * Which reports a user may list: the one territory scope (auth territoryScope, firestore.rules
 * scopeIncludes). The rules refuse a query that is not limited to it, so a scoped query must say
 * `territoryId in [...]` itself.
 */
export type ReportScope = TerritoryScope;

export function scopeFor(role: Role | null, territoryIds: readonly string[]): ReportScope {
  return territoryScope({ role, territoryIds });
}

/** A string naming the scope's content, to keep queries built from it stable between renders. */
export function scopeKey(scope: ReportScope): string {
  return scope.kind === 'territories' ? `t:${scope.territoryIds.join(',')}` : scope.kind;
}
