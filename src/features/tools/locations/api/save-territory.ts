import {
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import type { WithId } from '@/components/DataTable';
import { constraintsOf } from '@/data/query/declaredQuery';
import { renamedTerritoryLocations } from '../../fixedQueries';
import { userDoc, userProfileRef } from '@/data/users';
import { territoriesCollection, territoryDoc, type Territory } from '@/data/territories';
import { franchiseLocationsCollection } from '@/data/franchiseLocations';

const LEGACY_LISTS_DROPPED = {
  franchiseeLocationIds: deleteField(),
  deliveryLocationIds: deleteField(),
};

interface SaveTerritoryInput {
  /** The stored fields from territoryToDocument (without timestamps). */
  data: Territory;
  /** The stored territory when editing; undefined when creating. */
  existing?: WithId<Territory>;
}

/** `list` with `id` added at the end (once) and its parallel name list kept aligned. */
function withTerritory(ids: string[], names: string[], id: string, name: string) {
  return ids.includes(id) ? { ids, names } : { ids: [...ids, id], names: [...names, name] };
}

/** `list` without `id`, its parallel name list kept aligned. */
function withoutTerritory(ids: string[], names: string[], id: string) {
  const keep = ids.map((value, i) => [value, names[i] ?? ''] as const).filter(([v]) => v !== id);
  return { ids: keep.map(([v]) => v), names: keep.map(([, n]) => n) };
}

/**
 * Saves a territory from its form in one batch with everything that copies it
 * (README "One territory scope"):
 * - a user who joins or leaves its `userIds` gets the territory added to or removed from their
 *   own `territoryIds` (the scope's source of truth; the rules check the two agree);
 * - a rename rewrites `territoryName` on its franchise locations, so lists, sorting and new
 *   reports show the new name.
 * Returns the territory id.
 */
export async function saveTerritory(db: Firestore, { data, existing }: SaveTerritoryInput) {
  const ref = existing ? territoryDoc(db, existing.id) : doc(territoriesCollection(db));
  const batch = writeBatch(db);
  // Older territories may still carry the seed's franchiseeLocationIds / deliveryLocationIds
  // lists, which nothing reads and which went stale: a save drops them (the rules refuse them).
  if (existing)
    batch.update(ref, { ...data, ...LEGACY_LISTS_DROPPED, updatedAt: serverTimestamp() });
  else batch.set(ref, { ...data, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });

  const before = existing?.userIds ?? [];
  const added = data.userIds.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !data.userIds.includes(id));
  const users = await Promise.all(
    [...added, ...removed].map((uid) => getDoc(userProfileRef(db, uid))),
  );
  for (const user of users) {
    const profile = user.data();
    if (!profile) continue;
    const ids = profile.territoryIds;
    const names = profile.assignedTerritories;
    const next = added.includes(user.id)
      ? withTerritory(ids, names, ref.id, data.name)
      : withoutTerritory(ids, names, ref.id);
    batch.update(userDoc(db, user.id), {
      territoryIds: next.ids,
      assignedTerritories: next.names,
      updatedAt: serverTimestamp(),
    });
  }

  if (existing && existing.name !== data.name) {
    const locations = await getDocs(
      query(
        franchiseLocationsCollection(db),
        ...constraintsOf(renamedTerritoryLocations, { territoryId: existing.id }),
      ),
    );
    for (const location of locations.docs) {
      batch.update(location.ref, { territoryName: data.name, updatedAt: serverTimestamp() });
    }
  }
  await batch.commit();
  return ref.id;
}
