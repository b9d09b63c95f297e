import { getDocs, query, serverTimestamp, writeBatch } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { constraintsOf } from '@/data/query/declaredQuery';
import { territoryDoc } from '@/data/territories';
import { franchiseLocationsCollection } from '@/data/franchiseLocations';
import { deliveryLocationsCollection } from '@/data/deliveryLocations';
import {
  deletedTerritoryDeliveryLocations,
  deletedTerritoryFranchiseLocations,
} from '../../fixedQueries';

interface DeleteTerritoriesInput {
  ids: string[];
}

/**
 * Removing a territory clears the territory link on its franchise and delivery locations
 * (spec 01 §4). Each territory goes in one batch together with those clears, so a location never
 * points at a deleted territory and a refused delete leaves everything as it was. The rules allow
 * the location updates only because the territory disappears in the same write.
 */
export async function deleteTerritories({ ids }: DeleteTerritoriesInput): Promise<void> {
  for (const id of ids) {
    const [franchise, delivery] = await Promise.all([
      getDocs(
        query(
          franchiseLocationsCollection(db),
          ...constraintsOf(deletedTerritoryFranchiseLocations, { territoryId: id }),
        ),
      ),
      getDocs(
        query(
          deliveryLocationsCollection(db),
          ...constraintsOf(deletedTerritoryDeliveryLocations, { territoryId: id }),
        ),
      ),
    ]);
    const batch = writeBatch(db);
    for (const location of franchise.docs) {
      batch.update(location.ref, {
        territoryId: '',
        territoryName: '',
        updatedAt: serverTimestamp(),
      });
    }
    for (const location of delivery.docs) {
      batch.update(location.ref, { territoryId: '', updatedAt: serverTimestamp() });
    }
    batch.delete(territoryDoc(db, id));
    await batch.commit();
  }
}
