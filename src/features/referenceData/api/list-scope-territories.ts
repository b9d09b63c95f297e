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
import { isTopRole, type ScopeUser } from './scope';

/** More territories than any franchise has; a bound so a list can never read a whole table. */
export const REFERENCE_LIMIT = 500;

/**
 * The territories in the caller's scope, by name (the rules refuse anything wider). Top roles
 * read all; a Franchisee Owner's territories list them in userIds; Managers and Employees have
 * territoryIds on their record (at most 30, Firestore's `in` limit).
 */
export async function listScopeTerritories(
  db: Firestore,
  me: ScopeUser,
): Promise<TerritoryOption[]> {
  const territories = territoryOptions(db);
  const mine = me.territoryIds.slice(0, 30);
  const scoped = isTopRole(me.role)
    ? query(territories, orderBy('name'), limit(REFERENCE_LIMIT))
    : me.role === 'franchiseeOwner'
      ? query(territories, where('userIds', 'array-contains', me.uid))
      : mine.length
        ? query(territories, where(documentId(), 'in', mine))
        : null;
  if (!scoped) return [];
  const snapshot = await getDocs(scoped);
  return snapshot.docs.map((d) => d.data()).sort((a, b) => a.name.localeCompare(b.name));
}
