/*
 * The stored order shapes (spec 01 §3, collections `orders`, `draft_orders`,
 * `orderNotifications`), their readers and refs are on the data floor (src/data/orders.ts);
 * re-exported here because most of the feature's files name them.
 */
export {
  ORDER_STATUSES,
  type DraftOrder,
  type DraftOrderDoc,
  type Order,
  type OrderDoc,
  type OrderLine,
  type OrderNotification,
  type OrderRevision,
  type OrderStatus,
} from '@/data/orders';

export { ORDER_STATUS_LABELS } from '@/domain/orders';
