import type { CollectionReference, Firestore } from 'firebase/firestore';
import {
  fulfillmentNoteRecords,
  fulfillmentNotesCollection as storedNotes,
  type FulfillmentNote,
} from '@/data/orders';
import { db } from '@/lib/firebase';

/** The notes on the app's own Firestore instance (the writes of the notes screens). */
export const fulfillmentNotesCollection = () => storedNotes(db);

/** The notes read through their converter (readFulfillmentNote, src/data/orders.ts): the list's rows. */
export function fulfillmentNoteDocs(
  firestore: Firestore = db,
): CollectionReference<FulfillmentNote> {
  return fulfillmentNoteRecords(firestore);
}
