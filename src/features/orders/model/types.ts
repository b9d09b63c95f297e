import type { OrderLine } from '@/data/orderLines';
import type { Timestamp } from 'firebase/firestore';

/**
 * Stored order shapes (spec 01 §3, collections `orders`, `draft_orders`, `orderNotifications`).
 * The demo seed (scripts/seed.mjs) and `firestore.rules` use exactly these field names, except
 * `items`: it is stored as the `lines` map (src/data/orderLines.ts), which the orders converter reads
 * back into this list.
 */

export type { OrderLine };

/** Order status as stored; "revision" is labelled "Revision Requested" (spec 01 §4). */
export const ORDER_STATUSES = ['pending', 'revision', 'approved', 'fulfilled', 'deleted'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  revision: 'Revision Requested',
  approved: 'Approved',
  fulfilled: 'Fulfilled',
  deleted: 'Deleted',
};

/** One status change, appended to `Order.revisions` in the same write that changes the status. */
export interface OrderRevision {
  by: string;
  byName: string;
  /** Null only in a document written by hand without it. */
  at: Timestamp | null;
  from: OrderStatus;
  to: OrderStatus;
  notes: string;
}

export interface Order {
  id: string;
  orderNumber: number;
  status: OrderStatus;
  overnightShipping: boolean;
  items: OrderLine[];
  maxPallets: number;
  franchiseeNotes: string;
  corporateNotes: string;
  territoryId: string;
  deliveryLocationId: string;
  llcId: string;
  enabled: boolean;
  userId: string;
  revisions: OrderRevision[];
  readRecipients: string[];
  territory: { name: string };
  deliveryLocation: { name: string };
  /** Null while the server timestamp of a write is pending (local snapshots). */
  createdAt: Timestamp | null;
  updatedAt: Timestamp | null;
  /** Unix seconds of the last update (spec 01 §3). */
  updatedAtTimestamp: number;
}

/** A draft has the order's shape without number, LLC and status data (spec 01 §3). */
export type DraftOrder = Omit<
  Order,
  'orderNumber' | 'status' | 'llcId' | 'revisions' | 'readRecipients' | 'enabled'
>;

/** Notification document; its id is the order id (one notification per order). */
export interface OrderNotification {
  id: string;
  orderId: string;
  orderNumber: number;
  status: { isPending: boolean; isApproved: boolean; isFulfilled: boolean };
  territoryId: string;
  /** Delivery location name, what the bell lists. */
  name: string;
  territoryName: string;
  isOvernightShipping: boolean;
  readRecipients: string[];
  lastUpdated: Timestamp | null;
  createdAt: Timestamp | null;
  updatedAt: Timestamp | null;
}

export interface FulfillmentNote {
  id: string;
  notes: string;
  isCurrent: boolean;
  isPast: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Stored documents without their id (the id is the document id). */
export type OrderDoc = Omit<Order, 'id'>;
export type DraftOrderDoc = Omit<DraftOrder, 'id'>;
export type OrderNotificationDoc = Omit<OrderNotification, 'id'>;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}
