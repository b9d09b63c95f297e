import { query, type CollectionReference, type DocumentData, type Query } from 'firebase/firestore';
import { COLLECTIONS } from '@/data/collections';
import { constraintsOf } from '@/data/query/declaredQuery';
import { territoryLocations } from '../../fixedQueries';

/** The two collections a territory's detail page lists the locations of. */
export type TerritoryLocationsCollection =
  typeof COLLECTIONS.franchiseLocations | typeof COLLECTIONS.deliveryLocations;

/**
 * A territory's franchise or delivery locations (the territory detail page's tables): `records`
 * is the collection `name` read through its converter (src/data).
 */
export function territoryLocationsQuery<D extends DocumentData>(
  records: CollectionReference<D>,
  name: TerritoryLocationsCollection,
  territoryId: string,
): Query<D> {
  return query(records, ...constraintsOf(territoryLocations[name], { territoryId }));
}
