import {
  collection,
  query,
  where,
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';

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

/** A territory's franchise or delivery locations (the territory detail page's tables). */
export function territoryLocationsQuery<D extends DocumentData>(
  firestore: Firestore,
  name: 'franchise_locations' | 'delivery_locations',
  territoryId: string,
): Query<D> {
  return query(resourceCollection<D>(firestore, name), where('territoryId', '==', territoryId));
}
