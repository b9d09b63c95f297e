import {
  arrayUnion,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { describeStatusChange, type StatusActor } from '../model/statusChange';
import type { Order, OrderStatus } from '../model/types';
import { orderNotificationRef, orderRef } from './refs';

/**
 * The status-change batch behind changeOrderStatus(), on any Firestore instance (the rules tests
 * run exactly this). See change-order-status.ts for what it writes and why.
 */
export async function writeStatusChange(
  firestore: Firestore,
  order: Pick<Order, 'id' | 'status'>,
  to: OrderStatus,
  options: {
    notes?: string;
    actor: StatusActor;
    /** Writes of other features that belong in the same batch (item sales totals). */
    extraWrites?: (batch: WriteBatch) => Promise<void>;
  },
): Promise<void> {
  const change = describeStatusChange(order, to, options, Timestamp.now());
  const batch = writeBatch(firestore);
  batch.update(orderRef(firestore, order.id), {
    ...change.orderFields,
    revisions: arrayUnion(change.revision),
    updatedAt: serverTimestamp(),
    updatedAtTimestamp: Math.floor(Date.now() / 1000),
  });
  batch.update(orderNotificationRef(firestore, order.id), {
    status: change.flags,
    readRecipients: [],
    lastUpdated: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  await options.extraWrites?.(batch);
  await batch.commit();
}
