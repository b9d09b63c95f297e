import { getDoc, type Firestore } from 'firebase/firestore';
import { fulfillmentNoteDoc } from '@/data/orders';
import { toFulfillmentNote, type FulfillmentNoteView } from '../model/note';

/** One note by id, or null when it does not exist. */
export async function getFulfillmentNote(
  firestore: Firestore,
  id: string,
): Promise<FulfillmentNoteView | null> {
  const snapshot = await getDoc(fulfillmentNoteDoc(firestore, id));
  return snapshot.exists() ? toFulfillmentNote(snapshot) : null;
}
