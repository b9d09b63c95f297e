import { collection, getDoc, getDocs, doc, query, where } from 'firebase/firestore';
import { TOP_ROLES, type Role } from '@/features/auth';
import { db } from '@/lib/firebase';
import type { NamedRef } from '../model/schemas';

export interface ScopeOwner {
  uid: string;
  role: Role | null;
  /** Manager and Employee: the territories on their own record. */
  territoryIds: readonly string[];
}

const byName = (a: NamedRef, b: NamedRef) => a.name.localeCompare(b.name);
const territoryRef = (d: { id: string; data: () => Record<string, unknown> | undefined }) => ({
  id: d.id,
  name: String(d.data()?.name ?? d.id),
});

/**
 * The territories a user may file mystery shopper reports for, by name: all for the two top
 * roles, the ones listing a Franchisee Owner in userIds, the ones on a Manager's or Employee's
 * record (read one by one: those are exactly the documents the rules let them read).
 */
export async function listScopeTerritories({
  uid,
  role,
  territoryIds,
}: ScopeOwner): Promise<NamedRef[]> {
  const territories = collection(db, 'territories');
  if (role && TOP_ROLES.includes(role)) {
    return (await getDocs(territories)).docs.map(territoryRef).sort(byName);
  }
  if (role === 'franchiseeOwner') {
    const snapshot = await getDocs(query(territories, where('userIds', 'array-contains', uid)));
    return snapshot.docs.map(territoryRef).sort(byName);
  }
  if (role === 'manager' || role === 'employee') {
    const snapshots = await Promise.all(
      [...new Set(territoryIds)].map((id) => getDoc(doc(territories, id))),
    );
    return snapshots
      .filter((s) => s.exists())
      .map(territoryRef)
      .sort(byName);
  }
  return [];
}
