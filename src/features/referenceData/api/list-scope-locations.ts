import { getDocs, query, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { chunkQueries, readChunks } from '@/data/query/scopeChunks';
import { franchiseLocationRecords, type FranchiseLocation } from '@/data/franchiseLocations';
import { territoryScope } from '@/features/auth';
import { locationsInScope } from '../fixedQueries';
import { REFERENCE_LIMIT } from './list-scope-territories';
import type { ScopeUser } from './scope';

/** A franchise location of the caller's scope, disabled ones included (each screen chooses). */
export interface ScopeLocation extends FranchiseLocation {
  id: string;
}

/**
 * The franchise locations in the caller's scope, by name, as the rules can prove them: every one
 * for the top roles, else `territoryId in` the territories on the caller's own record, one query
 * per chunk of 30, in parallel. The one read of locations that the pickers, lists and forms share.
 */
export async function listScopeLocations(db: Firestore, me: ScopeUser): Promise<ScopeLocation[]> {
  const locations = franchiseLocationRecords(db);
  const scope = territoryScope(me);
  if (scope.kind === 'none') return [];
  const queries =
    scope.kind === 'all'
      ? [query(locations, ...constraintsOf(locationsInScope, {}, { limit: REFERENCE_LIMIT }))]
      : chunkQueries({
          values: scope.territoryIds,
          build: (chunk) =>
            query(locations, ...constraintsOf(locationsInScope, { territoryIds: [...chunk] })),
        });
  const found = await readChunks(queries, async (q) =>
    (await getDocs(q)).docs.map((d) => ({ ...d.data(), id: d.id })),
  );
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
