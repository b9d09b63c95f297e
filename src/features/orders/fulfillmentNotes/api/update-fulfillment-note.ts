import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { FULFILLMENT_NOTES } from './fulfillment-notes-collection';

export interface UpdateFulfillmentNoteInput {
  id: string;
  /** Trimmed, 1..2000 characters. */
  notes: string;
}

/** Edits the text only; whether the note is current or past stays as it is. */
export async function updateFulfillmentNote({ id, notes }: UpdateFulfillmentNoteInput) {
  await updateDoc(doc(db, FULFILLMENT_NOTES, id), { notes, updatedAt: serverTimestamp() });
}
