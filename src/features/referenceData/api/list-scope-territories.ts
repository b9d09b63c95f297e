import {
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { territoryOptions, type TerritoryOption } from '@/lib/firestore/referenceData';
import { territoryScope } from '@/features/auth';
import type { ScopeUser } from './scope';

/** More territories than any franchise has; a bound so a list can never read a whole table. */
export const REFERENCE_LIMIT = 500;

/**
 * The territories in the caller's scope, by name (the rules refuse anything wider): all for the
 * top roles, else the territories on the caller's own record (auth territoryScope, README "One
 * territory scope"; at most 30, Firestore's `in` limit).
 */
export async function listScopeTerritories(
  db: Firestore,
  me: ScopeUser,
): Promise<TerritoryOption[]> {
  const territories = territoryOptions(db);
  const scope = territoryScope(me);
  const scoped =
    scope.kind === 'all'
      ? query(territories, orderBy('name'), limit(REFERENCE_LIMIT))
      : scope.kind === 'territories'
        ? query(territories, where(documentId(), 'in', scope.territoryIds))
        : null;
  if (!scoped) return [];
  const snapshot = await getDocs(scoped);
  return snapshot.docs.map((d) => d.data()).sort((a, b) => a.name.localeCompare(b.name));
}
