import { limit, onSnapshot, orderBy, query, where, type Unsubscribe } from 'firebase/firestore';
import { toFulfillmentNote, type FulfillmentNoteView } from '../model/note';
import { fulfillmentNotesCollection } from './fulfillment-notes-collection';

/**
 * Follows the newest current note (the fulfillments banner and the packing slip): one document,
 * live. Needs the composite index isCurrent + createdAt desc (firestore.indexes.json).
 */
export function watchCurrentFulfillmentNote(
  onNext: (note: FulfillmentNoteView | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const latestCurrent = query(
    fulfillmentNotesCollection(),
    where('isCurrent', '==', true),
    orderBy('createdAt', 'desc'),
    limit(1),
  );
  return onSnapshot(
    latestCurrent,
    (snapshot) => onNext(snapshot.empty ? null : toFulfillmentNote(snapshot.docs[0])),
    onError,
  );
}
