import type { OrderStatus } from './types';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * An order is expired when it has waited unchanged (updatedAtTimestamp, unix seconds) for more
 * than `days` days while pending or "Revision Requested": nobody acted on it. Expiry is shown, not
 * stored, so any change (an edit, a status change) makes the order current again.
 */
export function isExpired(
  order: { status: OrderStatus; updatedAtTimestamp?: number },
  nowSeconds: number,
  days: number,
): boolean {
  if (order.status !== 'pending' && order.status !== 'revision') return false;
  if (typeof order.updatedAtTimestamp !== 'number') return false;
  return nowSeconds - order.updatedAtTimestamp > days * DAY_SECONDS;
}
