import { arrayUnion, writeBatch, type Firestore } from 'firebase/firestore';
import { orderNotificationDoc } from '@/data/orders';

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
    batch.update(orderNotificationDoc(db, id), { readRecipients: arrayUnion(uid) });
  }
  await batch.commit();
}
