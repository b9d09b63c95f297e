import { writeBatch, type Firestore } from 'firebase/firestore';
import { orderNotificationRef, orderRef } from '@/data/orders';

/**
 * Removes an expired order and its notification in one batch (issue 17). Only the order's author
 * may, and only while it is expired (model/expiry.ts; the rules check the same 30 days), so a
 * stale screen cannot delete an order someone has just acted on.
 */
export async function deleteExpiredOrder(firestore: Firestore, orderId: string): Promise<void> {
  const batch = writeBatch(firestore);
  batch.delete(orderRef(firestore, orderId));
  batch.delete(orderNotificationRef(firestore, orderId));
  await batch.commit();
}
