import { collection, doc, type DocumentData, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { field, readStamps, type Stamps, typedRefs } from './converter';

/*
 * delivery_locations/{id}: where a territory's orders are delivered.
 * Its stored shape with the reader and converter, and its refs, taking the Firestore instance
 * (the browser's or, later, the server's). The pickers' options are in referenceData.ts.
 */

export const deliveryLocationsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.deliveryLocations);

const deliveryLocationDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.deliveryLocations, id);

/** delivery_locations/{id} (spec 01 §3). mobile is stored as digits. */
export interface DeliveryLocation extends Stamps {
  name: string;
  territoryId: string;
  recipientName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  mobile: string;
  email: string;
  enabled: boolean;
}

export const readDeliveryLocationDoc = (data: DocumentData): DeliveryLocation => ({
  name: field.text(data.name),
  territoryId: field.text(data.territoryId),
  recipientName: field.text(data.recipientName),
  address1: field.text(data.address1),
  address2: field.text(data.address2),
  city: field.text(data.city),
  state: field.text(data.state),
  zip: field.text(data.zip),
  mobile: field.text(data.mobile),
  email: field.text(data.email),
  // Only an explicit `false` disables a location (older documents lack the flag).
  enabled: data.enabled !== false,
  ...readStamps(data),
});

const deliveryLocationRefs = typedRefs(
  deliveryLocationsCollection,
  deliveryLocationDoc,
  readDeliveryLocationDoc,
);

/** `delivery_locations`, read as DeliveryLocation (readDeliveryLocationDoc). */
export const deliveryLocationRecords = deliveryLocationRefs.collection;

export const deliveryLocationRecord = deliveryLocationRefs.doc;
