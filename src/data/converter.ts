import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  WithFieldValue,
} from 'firebase/firestore';

/**
 * Field readers for converters: a stored value of the wrong type (an old document, a hand edit in
 * the console) reads as the empty value instead of flowing through the app as the wrong type.
 */
export const field = {
  text: (value: unknown): string => (typeof value === 'string' ? value : ''),
  number: (value: unknown, fallback = 0): number =>
    typeof value === 'number' && Number.isFinite(value) ? value : fallback,
  flag: (value: unknown): boolean => value === true,
  textList: (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [],
};

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
