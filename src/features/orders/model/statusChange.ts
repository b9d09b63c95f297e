import type { Timestamp } from 'firebase/firestore';
import { notificationFlags, transitionPermission } from './status';
import type { Order, OrderRevision, OrderStatus } from './types';

/**
 * What the screens say when a status change is tried without a connection: status changes are
 * the server's (changeOrderStatus callable) and are not queued offline, since money figures move
 * with them.
 */
export const STATUS_CHANGE_OFFLINE_MESSAGE =
  "Changing an order's status needs a connection: nothing was changed. Try again when you are back online.";

export interface StatusActor {
  uid: string;
  name: string;
}

/**
 * Whether a status change also rewrites the order's corporate notes: approving or requesting a
 * revision does; Unfulfill (fulfilled → approved) does not, so the approver's notes survive it.
 */
function setsCorporateNotes(from: OrderStatus, to: OrderStatus): boolean {
  return (to === 'approved' || to === 'revision') && from !== 'fulfilled';
}

/**
 * The plain fields of a status change (the caller adds the server timestamps): the new status,
 * the revision entry appended to `revisions`, `enabled`, the corporate notes when approving or
 * asking for a revision, and the notification flags. Throws for a transition the table does not
 * have. `at` is the revision's time in the writer's own Timestamp class (the server's
 * changeOrderStatus callable passes the Admin SDK's).
 */
export function describeStatusChange<At = Timestamp>(
  order: Pick<Order, 'status'>,
  to: OrderStatus,
  options: { notes?: string; actor: StatusActor },
  at: At,
): {
  revision: Omit<OrderRevision, 'at'> & { at: At };
  orderFields: { status: OrderStatus; enabled?: boolean; corporateNotes?: string };
  flags: ReturnType<typeof notificationFlags>;
} {
  if (!transitionPermission(order.status, to)) {
    throw new Error(`An order cannot go from ${order.status} to ${to}.`);
  }
  const notes = (options.notes ?? '').trim();
  const orderFields: { status: OrderStatus; enabled?: boolean; corporateNotes?: string } = {
    status: to,
  };
  if (to === 'deleted') orderFields.enabled = false;
  if (setsCorporateNotes(order.status, to)) orderFields.corporateNotes = notes;
  return {
    revision: {
      by: options.actor.uid,
      byName: options.actor.name,
      at,
      from: order.status,
      to,
      notes,
    },
    orderFields,
    flags: notificationFlags(to),
  };
}
