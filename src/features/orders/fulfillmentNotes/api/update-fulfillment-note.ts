import { serverTimestamp, updateDoc } from 'firebase/firestore';
import { fulfillmentNoteDoc } from '@/data/orders';
import { db } from '@/lib/firebase';

export interface UpdateFulfillmentNoteInput {
  id: string;
  /** Trimmed, 1..2000 characters. */
  notes: string;
}

/** Edits the text only; whether the note is current or past stays as it is. */
export async function updateFulfillmentNote({ id, notes }: UpdateFulfillmentNoteInput) {
  await updateDoc(fulfillmentNoteDoc(db, id), { notes, updatedAt: serverTimestamp() });
}
