import {
  arrayUnion,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import type { OrderInput } from '../model/form';
import { notificationFlags, statusAfterEdit } from '../model/status';
import type { StatusActor } from '../model/statusChange';
import type { Order } from '../model/types';
import { orderNotificationRef, orderRef, storedLinesUpdate } from '@/data/orders';

/**
 * Saves an edit of a pending or revision order in ONE batch: lines, shipping, pallets, notes and
 * delivery location; a "revision" order goes back to pending with a revision entry. The
 * notification follows (delivery location name, overnight flag, pending) and is unread again.
 */
export async function updateOrder(
  firestore: Firestore,
  order: Order,
  input: OrderInput,
  actor: StatusActor,
) {
  const to = statusAfterEdit(order.status);
  const batch = writeBatch(firestore);
  batch.update(orderRef(firestore, order.id), {
    ...storedLinesUpdate(input.items),
    overnightShipping: input.overnightShipping,
    maxPallets: input.maxPallets,
    franchiseeNotes: input.franchiseeNotes,
    deliveryLocationId: input.deliveryLocationId,
    deliveryLocation: { name: input.deliveryLocationName },
    updatedAt: serverTimestamp(),
    updatedAtTimestamp: Math.floor(Date.now() / 1000),
    ...(to !== order.status && {
      status: to,
      revisions: arrayUnion({
        by: actor.uid,
        byName: actor.name,
        at: Timestamp.now(),
        from: order.status,
        to,
        notes: '',
      }),
    }),
  });
  batch.update(orderNotificationRef(firestore, order.id), {
    status: notificationFlags(to),
    name: input.deliveryLocationName,
    isOvernightShipping: input.overnightShipping,
    readRecipients: [],
    lastUpdated: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  await batch.commit();
}
