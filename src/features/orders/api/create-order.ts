import { notifyEvent } from '@/features/mail';
import { db } from '@/lib/firebase';
import type { OrderInput } from '../model/form';
import { placeOrder, type PlacedOrder } from './place-order';

/**
 * Submits a new order (or a draft, deleting it in the same transaction) for `userId`, then asks
 * the server for the orders team's mail (notifyEvent: the server checks the order and writes the
 * mail; the order is placed whatever happens to it).
 */
export async function createOrder(
  input: OrderInput,
  userId: string,
  draftId?: string,
): Promise<PlacedOrder> {
  const placed = await placeOrder(db, input, userId, { draftId });
  notifyEvent(db, 'orderSubmitted', placed.id);
  return placed;
}
