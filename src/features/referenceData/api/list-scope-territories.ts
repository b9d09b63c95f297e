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
import { readInChunks } from '@/lib/firestore/chunkedRead';
import { isTopRole, type ScopeUser } from './scope';

/** More territories than any franchise has; a bound so a list can never read a whole table. */
export const REFERENCE_LIMIT = 500;

/**
 * The territories in the caller's scope, by name (the rules refuse anything wider): all for the
 * top roles, else every territory on the caller's own record (README "One territory scope"),
 * read 30 ids a query (Firestore's `in` limit) in parallel.
 */
export async function listScopeTerritories(
  db: Firestore,
  me: ScopeUser,
): Promise<TerritoryOption[]> {
  const territories = territoryOptions(db);
  if (!me.role) return [];
  const rows = isTopRole(me.role)
    ? (await getDocs(query(territories, orderBy('name'), limit(REFERENCE_LIMIT)))).docs
    : await readInChunks(scopeIds(me), async (ids) => {
        const snapshot = await getDocs(query(territories, where(documentId(), 'in', ids)));
        return snapshot.docs;
      });
  return rows.map((d) => d.data()).sort((a, b) => a.name.localeCompare(b.name));
}

/** The territory ids on a scoped user's record, each once. */
export function scopeIds(me: ScopeUser): string[] {
  return [...new Set(me.territoryIds)].filter(Boolean);
}
