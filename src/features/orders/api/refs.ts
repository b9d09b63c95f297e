import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
import {
  DRAFT_ORDERS_COLLECTION,
  ORDER_COUNTER_PATH,
  ORDER_NOTIFICATIONS_COLLECTION,
  ORDERS_COLLECTION,
  type DraftOrder,
  type DraftOrderDoc,
  type Order,
  type OrderDoc,
  type OrderNotificationDoc,
} from '../model/types';

/**
 * References to the ordering collections. Every function takes the Firestore instance (the app
 * passes `db` from @/lib/firebase) so the order-number benchmark and the rules tests run the same
 * code against their own clients without initialising the app's Firebase.
 */
export function ordersCollection(firestore: Firestore): CollectionReference<OrderDoc> {
  return collection(firestore, ORDERS_COLLECTION) as CollectionReference<OrderDoc>;
}

export function orderRef(firestore: Firestore, id: string): DocumentReference<OrderDoc> {
  return doc(firestore, ORDERS_COLLECTION, id) as DocumentReference<OrderDoc>;
}

export function draftOrdersCollection(firestore: Firestore): CollectionReference<DraftOrderDoc> {
  return collection(firestore, DRAFT_ORDERS_COLLECTION) as CollectionReference<DraftOrderDoc>;
}

export function draftOrderRef(firestore: Firestore, id: string): DocumentReference<DraftOrderDoc> {
  return doc(firestore, DRAFT_ORDERS_COLLECTION, id) as DocumentReference<DraftOrderDoc>;
}

/** The notification of an order has the order's id. */
export function orderNotificationRef(
  firestore: Firestore,
  orderId: string,
): DocumentReference<OrderNotificationDoc> {
  return doc(
    firestore,
    ORDER_NOTIFICATIONS_COLLECTION,
    orderId,
  ) as DocumentReference<OrderNotificationDoc>;
}

/** counters/orders as stored: the last order number taken. */
export interface OrderCounterDoc {
  value: number;
  createdAt?: Timestamp;
  updatedAt?: Timestamp;
}

export function orderCounterRef(firestore: Firestore): DocumentReference<OrderCounterDoc> {
  return doc(firestore, ...ORDER_COUNTER_PATH) as DocumentReference<OrderCounterDoc>;
}

/**
 * An order from its snapshot. Older documents stored `revisions` as a count; anything that is
 * not a list reads as no revisions.
 */
export function orderFromSnapshot(snapshot: DocumentSnapshot<OrderDoc>): Order | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    ...data,
    id: snapshot.id,
    revisions: Array.isArray(data.revisions) ? data.revisions : [],
    readRecipients: Array.isArray(data.readRecipients) ? data.readRecipients : [],
    items: Array.isArray(data.items) ? data.items : [],
  };
}

export function draftFromSnapshot(snapshot: DocumentSnapshot<DraftOrderDoc>): DraftOrder | null {
  const data = snapshot.data();
  if (!data) return null;
  return { ...data, id: snapshot.id, items: Array.isArray(data.items) ? data.items : [] };
}
