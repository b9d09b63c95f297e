import { db } from '@/lib/firebase';
import type { OrderInput } from '../model/form';
import { placeOrder, type PlacedOrder } from './place-order';

/** Submits a new order (or a draft, deleting it in the same transaction) for `userId`. */
export function createOrder(
  input: OrderInput,
  userId: string,
  draftId?: string,
): Promise<PlacedOrder> {
  return placeOrder(db, input, userId, { draftId });
}
