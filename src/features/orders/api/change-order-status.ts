import { httpsCallable } from 'firebase/functions';
import { functions } from '@/lib/firebase';
import {
  CALLABLES,
  type ChangeOrderStatusRequest,
  type ChangeOrderStatusResult,
} from '@/lib/callables';
import { STATUS_CHANGE_OFFLINE_MESSAGE } from '../model/statusChange';
import type { Order, OrderStatus } from '../model/types';

export { STATUS_CHANGE_OFFLINE_MESSAGE };

/**
 * Moves an order to another status (spec 01 §4) through the server's `changeOrderStatus`
 * callable (functions/src/orders/changeOrderStatus.ts), which writes in ONE transaction the
 * order's status and revision entry (by and name from the caller's own profile), its
 * notification's flags, the approval mail and the item sales day totals; browsers may no longer
 * write any of these (firestore.rules). `order.status` is the status the caller saw: if someone
 * changed it meanwhile the server refuses, and the screen shows its message (errorText).
 * Which transitions exist and who may make them: ../model/status.ts, which the server imports.
 *
 * Status changes are not queued offline (a money figure changes with them): without a
 * connection this throws STATUS_CHANGE_OFFLINE_MESSAGE at once and nothing is sent; the dialog
 * keeps the notes typed.
 */
export async function changeOrderStatus(
  order: Pick<Order, 'id' | 'status'>,
  to: OrderStatus,
  options: { notes?: string } = {},
): Promise<ChangeOrderStatusResult> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new Error(STATUS_CHANGE_OFFLINE_MESSAGE);
  }
  const call = httpsCallable<ChangeOrderStatusRequest, ChangeOrderStatusResult>(
    functions,
    CALLABLES.changeOrderStatus,
  );
  const { data } = await call({
    orderId: order.id,
    from: order.status,
    to,
    notes: options.notes,
  });
  return data;
}
