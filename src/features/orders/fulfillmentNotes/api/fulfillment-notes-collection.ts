import {
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
import { field, readConverter } from '@/data/converter';
import { fulfillmentNotesCollection as storedNotes } from '@/data/orders';
import { db } from '@/lib/firebase';
import { timestamp } from '../../api/refs';

/** The notes on the app's own Firestore instance (the writes of the notes screens). */
export const fulfillmentNotesCollection = () => storedNotes(db);

/** The stored fields the notes list shows, timestamps as Firestore returns them. */
export interface FulfillmentNoteDoc {
  notes: string;
  isCurrent: boolean;
  isPast: boolean;
  createdAt: Timestamp | null;
  updatedAt: Timestamp | null;
}

const readNote = (data: DocumentData): FulfillmentNoteDoc => ({
  notes: field.text(data.notes),
  isCurrent: field.flag(data.isCurrent),
  isPast: field.flag(data.isPast),
  createdAt: timestamp(data.createdAt),
  updatedAt: timestamp(data.updatedAt),
});

const noteConverter = readConverter(readNote);

/** The notes read through their converter (the list's rows). */
export function fulfillmentNoteDocs(
  firestore: Firestore = db,
): CollectionReference<FulfillmentNoteDoc> {
  return storedNotes(firestore).withConverter(noteConverter);
}
