import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type WithFieldValue,
} from 'firebase/firestore';
import { fields } from './shapes/fields';

/**
 * Field readers for converters (./shapes/fields.ts) with the web SDK's stored time.
 */
export const field = {
  ...fields,
  /** A stored time; null while a server timestamp is pending or when the field is missing. */
  timestamp: (value: unknown): Timestamp | null => (value instanceof Timestamp ? value : null),
};

/** The creation and last-update times most documents carry, each absent when not a Timestamp. */
export interface Stamps {
  createdAt?: Timestamp;
  updatedAt?: Timestamp;
}

/** A document's stamps (a just-written serverTimestamp() or a hand edit leaves one absent). */
export function readStamps(data: DocumentData): Stamps {
  const createdAt = field.timestamp(data.createdAt);
  const updatedAt = field.timestamp(data.updatedAt);
  return { ...(createdAt ? { createdAt } : {}), ...(updatedAt ? { updatedAt } : {}) };
}

/**
 * A read-side converter: `read` turns the stored fields into the typed shape, so callers never
 * cast `snapshot.data()`. Writes pass the data through unchanged (each repository writes its
 * own validated payloads).
 */
export function readConverter<T extends DocumentData>(
  read: (data: DocumentData, id: string) => T,
): FirestoreDataConverter<T> {
  return {
    toFirestore: (value: WithFieldValue<T>) => value,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => read(snapshot.data(), snapshot.id),
  };
}

/**
 * A collection's typed refs, both read through ONE converter made from `read`: the collection
 * (`collection(db)`) and one of its documents (`doc(db, id)`).
 */
export function typedRefs<T extends DocumentData>(
  collectionOf: (db: Firestore) => CollectionReference,
  docOf: (db: Firestore, id: string) => DocumentReference,
  read: (data: DocumentData, id: string) => T,
) {
  const converter = readConverter(read);
  return {
    collection: (db: Firestore): CollectionReference<T> =>
      collectionOf(db).withConverter(converter),
    doc: (db: Firestore, id: string): DocumentReference<T> =>
      docOf(db, id).withConverter(converter),
  };
}
