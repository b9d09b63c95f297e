import { doc, getDoc } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { toFulfillmentNote, type FulfillmentNoteView } from '../model/note';
import { FULFILLMENT_NOTES } from './fulfillment-notes-collection';

/** One note by id, or null when it does not exist. */
export async function getFulfillmentNote(id: string): Promise<FulfillmentNoteView | null> {
  const snapshot = await getDoc(doc(db, FULFILLMENT_NOTES, id));
  return snapshot.exists() ? toFulfillmentNote(snapshot) : null;
}
