import { getDocs, query, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import type { NamedRef } from '../model/schemas';
import { franchiseLocationsCollection } from '@/data/franchiseLocations';
import { mysteryShopperLocations } from '../../fixedQueries';

export interface TerritoryLocation extends NamedRef {
  enabled: boolean;
}

/**
 * The franchise locations of one territory, by name. One territory per query, which is what the
 * rules can check for a Franchisee Owner (README "Data scope queries").
 */
export async function listTerritoryLocations(
  firestore: Firestore,
  territoryId: string,
): Promise<TerritoryLocation[]> {
  const snapshot = await getDocs(
    query(
      franchiseLocationsCollection(firestore),
      ...constraintsOf(mysteryShopperLocations, { territoryId }),
    ),
  );
  return snapshot.docs
    .map((d) => {
      const data = d.data();
      return { id: d.id, name: String(data.name ?? d.id), enabled: data.enabled !== false };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
