import type { Timestamp } from 'firebase/firestore';
import { notificationFlags, transitionPermission } from './status';
import type { Order, OrderRevision, OrderStatus } from './types';

export interface StatusActor {
  uid: string;
  name: string;
}

/**
 * Whether a status change also rewrites the order's corporate notes: approving or requesting a
 * revision does; Unfulfill (fulfilled → approved) does not, so the approver's notes survive it.
 */
export function setsCorporateNotes(from: OrderStatus, to: OrderStatus): boolean {
  return (to === 'approved' || to === 'revision') && from !== 'fulfilled';
}

/**
 * The plain fields of a status change (the API adds the server timestamps): the new status, the
 * revision entry appended to `revisions`, `enabled`, the corporate notes when approving or asking
 * for a revision, and the notification flags. Throws for a transition the table does not have.
 */
export function describeStatusChange(
  order: Pick<Order, 'status'>,
  to: OrderStatus,
  options: { notes?: string; actor: StatusActor },
  at: Timestamp,
): {
  revision: OrderRevision;
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
