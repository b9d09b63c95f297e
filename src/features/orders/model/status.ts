import type { Permission } from '@/domain/permissions';
import type { OrderStatus } from './types';

/**
 * The order status transition table (spec 01 §4 leaves "which role may make which transition"
 * open). `firestore.rules` (orders section, `allowedTransition`) mirrors this table exactly; the
 * rules tests in tests/rules/orders.test.ts walk every row of it.
 *
 * - pending | revision -> approved | revision | deleted: Set Order Status;
 * - approved -> revision | deleted: Set Order Status;
 * - approved -> fulfilled and fulfilled -> approved (Fulfill / Unfulfill): Set Fulfillment Status.
 *
 * revision -> pending is not a status action: it happens when whoever may edit the order saves
 * it (see `ownerResubmits`), and deleted is final.
 */
interface StatusTransition {
  from: OrderStatus;
  to: OrderStatus;
  permission: Permission;
}

export const STATUS_TRANSITIONS: readonly StatusTransition[] = [
  { from: 'pending', to: 'approved', permission: 'orders.setStatus' },
  { from: 'pending', to: 'revision', permission: 'orders.setStatus' },
  { from: 'pending', to: 'deleted', permission: 'orders.setStatus' },
  { from: 'revision', to: 'approved', permission: 'orders.setStatus' },
  { from: 'revision', to: 'revision', permission: 'orders.setStatus' },
  { from: 'revision', to: 'deleted', permission: 'orders.setStatus' },
  { from: 'approved', to: 'revision', permission: 'orders.setStatus' },
  { from: 'approved', to: 'deleted', permission: 'orders.setStatus' },
  { from: 'approved', to: 'fulfilled', permission: 'fulfillments.setStatus' },
  { from: 'fulfilled', to: 'approved', permission: 'fulfillments.setStatus' },
];

/** The permission a status change needs, or null when the table has no such transition. */
export function transitionPermission(from: OrderStatus, to: OrderStatus): Permission | null {
  return STATUS_TRANSITIONS.find((t) => t.from === from && t.to === to)?.permission ?? null;
}

/** Whether someone holding `can` may move an order from `from` to `to`. */
export function canTransition(
  from: OrderStatus,
  to: OrderStatus,
  can: (permission: Permission) => boolean,
): boolean {
  const permission = transitionPermission(from, to);
  return permission !== null && can(permission);
}

/** Statuses in which the order can still be edited (by Edit Orders holders in scope). */
const EDITABLE_STATUSES: readonly OrderStatus[] = ['pending', 'revision'];

export function isEditableStatus(status: OrderStatus): boolean {
  return EDITABLE_STATUSES.includes(status);
}

/**
 * Saving an order edit: a "revision" order goes back to pending (with a revision entry), a
 * pending one stays pending.
 */
export function statusAfterEdit(status: OrderStatus): OrderStatus {
  return status === 'revision' ? 'pending' : status;
}

/** The notification flags for a status (pending and revision both count as pending). */
export function notificationFlags(status: OrderStatus): {
  isPending: boolean;
  isApproved: boolean;
  isFulfilled: boolean;
} {
  return {
    isPending: status === 'pending' || status === 'revision',
    isApproved: status === 'approved',
    isFulfilled: status === 'fulfilled',
  };
}
