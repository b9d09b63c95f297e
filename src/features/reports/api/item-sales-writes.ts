import type { Timestamp } from 'firebase/firestore';
import { orderDayOf } from '../model/itemSalesDelta';

/*
 * The item sales totals (item_sales_daily) are written by the server only: the changeOrderStatus
 * callable (functions/src/orders/changeOrderStatus.ts) counts an order's lines at the catalogue's
 * prices in the transaction that approves it and takes them back when it is un-approved, with
 * the shared model ../model/itemSalesDelta.ts. The browser reads them (./item-sales.ts) and needs
 * only the day an order counts under, to find its totals (COGS purchases).
 */

/** The order's day (UTC), under which its lines are counted for good (model orderDayOf). */
export function orderDay(createdAt: Timestamp): string {
  return orderDayOf(createdAt.toDate());
}
