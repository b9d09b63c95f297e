import type { CollectionReference, DocumentReference, Firestore } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import type { DraftOrderDoc, OrderDoc, OrderNotificationDoc } from '../model/types';
import * as refs from './refs';

/**
 * The ordering collections, on the app's Firestore (`db`) unless another instance is given.
 * ./refs.ts has the same references without loading the app's Firebase set-up (for the
 * order-number benchmark and the rules tests). Snapshot readers: orderFromSnapshot /
 * draftFromSnapshot.
 */
export { orderFromSnapshot, draftFromSnapshot } from './refs';

export const ordersCollection = (firestore: Firestore = db): CollectionReference<OrderDoc> =>
  refs.ordersCollection(firestore);
export const orderRef = (id: string, firestore: Firestore = db): DocumentReference<OrderDoc> =>
  refs.orderRef(firestore, id);
export const draftOrdersCollection = (
  firestore: Firestore = db,
): CollectionReference<DraftOrderDoc> => refs.draftOrdersCollection(firestore);
export const draftOrderRef = (
  id: string,
  firestore: Firestore = db,
): DocumentReference<DraftOrderDoc> => refs.draftOrderRef(firestore, id);
export const orderNotificationRef = (
  orderId: string,
  firestore: Firestore = db,
): DocumentReference<OrderNotificationDoc> => refs.orderNotificationRef(firestore, orderId);
