import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { toFulfillmentNote, type FulfillmentNoteView } from '../model/note';
import { FULFILLMENT_NOTES } from './fulfillment-notes-collection';

/** One note by id, or null when it does not exist. */
export async function getFulfillmentNote(
  firestore: Firestore,
  id: string,
): Promise<FulfillmentNoteView | null> {
  const snapshot = await getDoc(doc(firestore, FULFILLMENT_NOTES, id));
  return snapshot.exists() ? toFulfillmentNote(snapshot) : null;
}
