// The order status vocabulary, pure (no imports): the app (src/data/orders.ts re-exports it with
// the stored shapes) and the server's changeOrderStatus callable (functions/src) share it.

/** Order status as stored; "revision" is labelled "Revision Requested" (spec 01 §4). */
export const ORDER_STATUSES = ['pending', 'revision', 'approved', 'fulfilled', 'deleted'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  revision: 'Revision Requested',
  approved: 'Approved',
  fulfilled: 'Fulfilled',
  deleted: 'Deleted',
};

/**
 * Days a pending or "Revision Requested" order may wait unchanged before it expires
 * (features/orders/model/expiry.ts); the daily job sends its author the notice.
 */
export const ORDER_EXPIRY_DAYS = 30;
