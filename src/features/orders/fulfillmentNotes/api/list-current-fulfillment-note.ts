import { getDocs, query, type Firestore } from 'firebase/firestore';
import { fulfillmentNotesCollection, toFulfillmentNote, type FulfillmentNote } from '@/data/orders';
import { constraintsOf } from '@/data/query/declaredQuery';
import { currentFulfillmentNote } from '../../fixedQueries';

/**
 * The newest current note (the fulfillments banner), as a list of at most one: offline, an empty
 * list from a cache that never held it is "not on this device", not "no note" (issue 15). Needs
 * the composite index isCurrent + createdAt desc (firestore.indexes.json).
 */
export async function listCurrentFulfillmentNote(firestore: Firestore): Promise<FulfillmentNote[]> {
  const latestCurrent = query(
    fulfillmentNotesCollection(firestore),
    ...constraintsOf(currentFulfillmentNote, { isCurrent: true }),
  );
  const snapshot = await getDocs(latestCurrent);
  return snapshot.docs.map(toFulfillmentNote);
}
