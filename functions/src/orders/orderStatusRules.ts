/**
 * The server-only decisions of the changeOrderStatus callable, pure so they are unit-tested
 * beside it (orderStatusRules.test.ts): reading the request, deciding whether the caller may make
 * the change, and the item sales day deltas. Who may make which transition is the app's own model
 * (src/features/orders/model/status.ts, src/domain/permissions.ts), imported, not copied.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { permissionName } from '@/domain/permissions';
import { transitionPermission } from '@/features/orders/model/status';
import {
  isOrderStatus,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '@/domain/orders';
import { callerHolds, callerReaches, isActiveCaller, type StoredCaller } from '../caller';
import { objectOf } from '../callInput';

/** The request as the callable uses it, every field checked. */
interface StatusChangeRequest {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  notes: string;
}

/** Corporate notes and revision notes are at most this long (firestore.rules, order fields). */
const MAX_NOTES = 2000;

/** The callable's input, or an invalid-argument HttpsError naming what is wrong. */
export function readStatusChangeRequest(data: unknown): StatusChangeRequest {
  const input = objectOf(data);
  const { orderId, from, to, notes } = input;
  if (typeof orderId !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(orderId)) {
    throw new HttpsError('invalid-argument', 'Which order? The request names no valid order id.');
  }
  if (!isOrderStatus(from) || !isOrderStatus(to)) {
    throw new HttpsError(
      'invalid-argument',
      `The request needs the order's current status and the new one (one of ${ORDER_STATUSES.join(', ')}).`,
    );
  }
  if (notes !== undefined && notes !== null && typeof notes !== 'string') {
    throw new HttpsError('invalid-argument', 'Notes must be text.');
  }
  const text = (notes ?? '').trim();
  if (text.length > MAX_NOTES) {
    throw new HttpsError('invalid-argument', `Notes must be at most ${MAX_NOTES} characters`);
  }
  return { orderId, from, to, notes: text };
}

/** The stored order fields the decision reads. */
interface StoredOrderState {
  status: unknown;
  territoryId: unknown;
}

/**
 * Throws the HttpsError that refuses the change, in the order a person fixes them: an account
 * that may act at all, the order in their territories, the status they saw still the stored one,
 * a transition the table has, and the permission that transition needs.
 */
export function assertMayChangeStatus(
  caller: StoredCaller | undefined,
  order: StoredOrderState,
  request: Pick<StatusChangeRequest, 'from' | 'to'>,
): void {
  if (!isActiveCaller(caller)) {
    throw new HttpsError(
      'permission-denied',
      'Your account cannot change orders: it is disabled or has no role yet.',
    );
  }
  if (typeof order.territoryId !== 'string' || !callerReaches(caller, order.territoryId)) {
    throw new HttpsError('permission-denied', 'This order is not in your territories.');
  }
  if (!isOrderStatus(order.status)) {
    throw new HttpsError('failed-precondition', 'This order has no valid status.');
  }
  if (order.status !== request.from) {
    throw new HttpsError(
      'failed-precondition',
      `This order is now ${ORDER_STATUS_LABELS[order.status]}: someone changed it meanwhile. Reload it and try again.`,
    );
  }
  const permission = transitionPermission(request.from, request.to);
  if (!permission) {
    throw new HttpsError(
      'failed-precondition',
      `An order cannot go from ${ORDER_STATUS_LABELS[request.from]} to ${ORDER_STATUS_LABELS[request.to]}.`,
    );
  }
  if (!callerHolds(caller, permission)) {
    throw new HttpsError(
      'permission-denied',
      `You need the "${permissionName(permission)}" permission to move an order from ${ORDER_STATUS_LABELS[request.from]} to ${ORDER_STATUS_LABELS[request.to]}.`,
    );
  }
}

/**
 * What one status change adds to each item of the order's day: `sign` (itemSalesDelta: +1 on
 * approval, -1 when an approved order leaves, 0 otherwise) times each line's cases and cases x
 * unit price in cents (`prices[i]` for `lines[i]`). Empty when nothing moves.
 */
export function itemSalesDayDeltas(
  lines: readonly { id: string; quantity: number }[],
  prices: readonly number[],
  sign: 1 | -1 | 0,
): Record<string, { qty: number; cents: number }> {
  const deltas: Record<string, { qty: number; cents: number }> = {};
  if (sign === 0) return deltas;
  lines.forEach((line, i) => {
    const before = deltas[line.id] ?? { qty: 0, cents: 0 };
    deltas[line.id] = {
      qty: before.qty + sign * line.quantity,
      cents: before.cents + sign * line.quantity * (prices[i] ?? 0),
    };
  });
  return deltas;
}
