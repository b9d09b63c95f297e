import { getDocs, query, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { chunkQueries, readChunks } from '@/data/query/scopeChunks';
import { territoryOptions, type TerritoryOption } from '@/data/referenceData';
import { territoryScope } from '@/features/auth';
import { territoriesById, territoriesByName } from '../fixedQueries';
import type { ScopeUser } from './scope';

/** More territories than any franchise has; a bound so a list can never read a whole table. */
export const REFERENCE_LIMIT = 500;

/**
 * The territories in the caller's scope, by name (the rules refuse anything wider): all for the
 * top roles, else the territories on the caller's own record (auth territoryScope, README "One
 * territory scope"), read by `documentId() in` one chunk of 30 (Firestore's limit) per query, in
 * parallel.
 */
export async function listScopeTerritories(
  db: Firestore,
  me: ScopeUser,
): Promise<TerritoryOption[]> {
  const territories = territoryOptions(db);
  const scope = territoryScope(me);
  if (scope.kind === 'none') return [];
  const queries =
    scope.kind === 'all'
      ? [query(territories, ...constraintsOf(territoriesByName, {}, { limit: REFERENCE_LIMIT }))]
      : chunkQueries({
          values: scope.territoryIds,
          build: (chunk) =>
            query(territories, ...constraintsOf(territoriesById, { ids: [...chunk] })),
        });
  const found = await readChunks(queries, async (q) =>
    (await getDocs(q)).docs.map((d) => d.data()),
  );
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** The territory ids on a scoped user's record, each once. */
export function scopeIds(me: ScopeUser): string[] {
  return [...new Set(me.territoryIds)].filter(Boolean);
}
