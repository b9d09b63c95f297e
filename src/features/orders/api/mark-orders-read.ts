import { arrayUnion, getDocs, writeBatch, type Firestore, type Query } from 'firebase/firestore';
import { unreadIds } from '../../../lib/readState';
import { orderFromSnapshot, orderRef } from '@/data/orders';
import type { OrderDoc } from '../model/types';

/** Firestore's limit of writes per batch. */
const BATCH_SIZE = 500;

/**
 * Adds `uid` to readRecipients of the given orders (spec 01 §7 "mark orders read"); the rules let
 * a reader append only their own id. Orders are marked in batches of 500.
 */
export async function markOrdersRead(
  firestore: Firestore,
  orderIds: readonly string[],
  uid: string,
): Promise<void> {
  for (let start = 0; start < orderIds.length; start += BATCH_SIZE) {
    const batch = writeBatch(firestore);
    for (const id of orderIds.slice(start, start + BATCH_SIZE)) {
      batch.update(orderRef(firestore, id), { readRecipients: arrayUnion(uid) });
    }
    await batch.commit();
  }
}

/**
 * "Mark all as read" of the orders list: every order the list's scope queries (territory filter,
 * in chunks of 30 territories) return that `uid` has not read yet. Returns how many were marked.
 */
export async function markAllOrdersRead(
  firestore: Firestore,
  scope: readonly Query<OrderDoc>[],
  uid: string,
): Promise<number> {
  const snaps = await Promise.all(scope.map((q) => getDocs(q)));
  const orders = snaps.flatMap((snap) => snap.docs.flatMap((d) => orderFromSnapshot(d) ?? []));
  const ids = unreadIds(orders, uid);
  await markOrdersRead(firestore, ids, uid);
  return ids.length;
}
