import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { toFulfillmentNote, type FulfillmentNoteView } from '../model/note';
import { FULFILLMENT_NOTES } from './fulfillment-notes-collection';

/**
 * The newest current note (the fulfillments banner), as a list of at most one: offline, an empty
 * list from a cache that never held it is "not on this device", not "no note" (issue 15). Needs
 * the composite index isCurrent + createdAt desc (firestore.indexes.json).
 */
export async function listCurrentFulfillmentNote(
  firestore: Firestore,
): Promise<FulfillmentNoteView[]> {
  const latestCurrent = query(
    collection(firestore, FULFILLMENT_NOTES),
    where('isCurrent', '==', true),
    orderBy('createdAt', 'desc'),
    limit(1),
  );
  const snapshot = await getDocs(latestCurrent);
  return snapshot.docs.map(toFulfillmentNote);
}
