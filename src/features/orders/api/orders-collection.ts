import type { CollectionReference, Firestore } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import * as refs from '@/data/orders';
import type { OrderDoc } from '../model/types';

/** The orders collection on the app's Firestore (`db`) unless another instance is given. */
export const ordersCollection = (firestore: Firestore = db): CollectionReference<OrderDoc> =>
  refs.orderDocs(firestore);
