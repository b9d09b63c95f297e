import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/*
 * delivery_locations/{id}: where a territory's orders are delivered.
 * Its refs, taking the Firestore instance (the browser's or, later, the server's).
 */

export const deliveryLocationsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.deliveryLocations);

export const deliveryLocationDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.deliveryLocations, id);
