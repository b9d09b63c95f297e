import { arrayUnion, doc, writeBatch, type Firestore } from 'firebase/firestore';
import { ORDER_NOTIFICATIONS_COLLECTION } from '../../model/types';

/**
 * Adds `uid` to readRecipients of each notification (at most 500: one batch). Only
 * readRecipients changes: the one update the rules allow a bell reader (marksOwnRead).
 */
export async function markOrderNotificationsRead(
  db: Firestore,
  ids: readonly string[],
  uid: string,
) {
  if (ids.length === 0) return;
  const batch = writeBatch(db);
  for (const id of ids) {
    batch.update(doc(db, ORDER_NOTIFICATIONS_COLLECTION, id), { readRecipients: arrayUnion(uid) });
  }
  await batch.commit();
}
