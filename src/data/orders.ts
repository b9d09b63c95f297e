import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/*
 * The ordering collections (spec 01 §3):
 * - orders/{id}: placed orders, numbered from counters/orders (counters.ts);
 * - draft_orders/{id}: a user's unsent orders;
 * - orderNotifications/{orderId}: the bells' copy of an order's status, one per order;
 * - fulfillment_notes/{id}: Fulfillment's notes, one of them current.
 * Their refs, taking the Firestore instance (the browser's or, later, the server's). The orders
 * feature reads them through its converters (features/orders/api/refs.ts); the lines as stored
 * are in orderLines.ts.
 */

export const ordersCollection = (db: Firestore) => collection(db, COLLECTIONS.orders);

export const orderDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.orders, id);

export const draftOrdersCollection = (db: Firestore) => collection(db, COLLECTIONS.draftOrders);

export const draftOrderDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.draftOrders, id);

export const orderNotificationsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.orderNotifications);

/** The notification of an order has the order's id. */
export const orderNotificationDoc = (db: Firestore, orderId: string) =>
  doc(db, COLLECTIONS.orderNotifications, orderId);

export const fulfillmentNotesCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.fulfillmentNotes);

export const fulfillmentNoteDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.fulfillmentNotes, id);
