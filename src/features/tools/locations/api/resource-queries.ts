import {
  collection,
  query,
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { COLLECTIONS } from '@/data/collections';
import { constraintsOf } from '@/data/query/declaredQuery';
import { territoryLocations } from '../../fixedQueries';

/**
 * The admin resource kit's collections, typed as the resource config's document type. One cast,
 * here rather than in the pages: the kit is generic over its four resources, whose stored shapes
 * the rules (validTerritory, validFranchiseLocation, ...) guarantee; no converter reshapes them.
 */
export function resourceCollection<D extends DocumentData>(
  firestore: Firestore,
  name: string,
): CollectionReference<D> {
  return collection(firestore, name) as CollectionReference<D>;
}

/** The two collections a territory's detail page lists the locations of. */
export type TerritoryLocationsCollection =
  typeof COLLECTIONS.franchiseLocations | typeof COLLECTIONS.deliveryLocations;

/** A territory's franchise or delivery locations (the territory detail page's tables). */
export function territoryLocationsQuery<D extends DocumentData>(
  firestore: Firestore,
  name: TerritoryLocationsCollection,
  territoryId: string,
): Query<D> {
  return query(
    resourceCollection<D>(firestore, name),
    ...constraintsOf(territoryLocations[name], { territoryId }),
  );
}
