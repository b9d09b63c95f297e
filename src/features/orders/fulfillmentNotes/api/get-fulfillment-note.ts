import { getDoc, type Firestore } from 'firebase/firestore';
import { fulfillmentNoteDoc, toFulfillmentNote, type FulfillmentNote } from '@/data/orders';

/** One note by id, or null when it does not exist. */
export async function getFulfillmentNote(
  firestore: Firestore,
  id: string,
): Promise<FulfillmentNote | null> {
  const snapshot = await getDoc(fulfillmentNoteDoc(firestore, id));
  return snapshot.exists() ? toFulfillmentNote(snapshot) : null;
}
