import { getDoc, type Firestore } from 'firebase/firestore';
import type { Order } from '../model/types';
import { orderFromSnapshot, orderRef } from '@/data/orders';

/** One order, or null when it does not exist. */
export async function getOrder(firestore: Firestore, id: string): Promise<Order | null> {
  return orderFromSnapshot(await getDoc(orderRef(firestore, id)));
}
