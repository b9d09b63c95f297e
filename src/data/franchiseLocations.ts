import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/*
 * franchise_locations/{id}: a restaurant or truck of a territory.
 * Its refs, taking the Firestore instance (the browser's or, later, the server's).
 */

export const franchiseLocationsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.franchiseLocations);

export const franchiseLocationDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.franchiseLocations, id);
