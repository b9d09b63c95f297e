import { collection, getDoc, getDocs, doc } from 'firebase/firestore';
import { territoryScope, type Role } from '@/features/auth';
import { db } from '@/lib/firebase';
import type { NamedRef } from '../model/schemas';

export interface ScopeOwner {
  uid: string;
  role: Role | null;
  /** The territories on their own record (the scope of every non-top role). */
  territoryIds: readonly string[];
}

const byName = (a: NamedRef, b: NamedRef) => a.name.localeCompare(b.name);
const territoryRef = (d: { id: string; data: () => Record<string, unknown> | undefined }) => ({
  id: d.id,
  name: String(d.data()?.name ?? d.id),
});

/**
 * The territories a user may file mystery shopper reports for, by name: the one territory scope
 * (auth territoryScope): all for the two top roles, otherwise the ones on the user's record,
 * read one by one (exactly the documents the rules let them read).
 */
export async function listScopeTerritories({
  role,
  territoryIds,
}: ScopeOwner): Promise<NamedRef[]> {
  const territories = collection(db, 'territories');
  const scope = territoryScope({ role, territoryIds });
  if (scope.kind === 'all') {
    return (await getDocs(territories)).docs.map(territoryRef).sort(byName);
  }
  if (scope.kind === 'none') return [];
  const snapshots = await Promise.all(scope.territoryIds.map((id) => getDoc(doc(territories, id))));
  return snapshots
    .filter((s) => s.exists())
    .map(territoryRef)
    .sort(byName);
}
