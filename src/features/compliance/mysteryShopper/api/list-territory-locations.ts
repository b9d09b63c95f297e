import { collection, getDocs, query, where } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import type { NamedRef } from '../model/schemas';

export interface TerritoryLocation extends NamedRef {
  enabled: boolean;
}

/**
 * The franchise locations of one territory, by name. One territory per query, which is what the
 * rules can check for a Franchisee Owner (README "Data scope queries").
 */
export async function listTerritoryLocations(territoryId: string): Promise<TerritoryLocation[]> {
  const snapshot = await getDocs(
    query(collection(db, 'franchise_locations'), where('territoryId', '==', territoryId)),
  );
  return snapshot.docs
    .map((d) => {
      const data = d.data();
      return { id: d.id, name: String(data.name ?? d.id), enabled: data.enabled !== false };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
