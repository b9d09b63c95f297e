import { getTeamEmails } from '@/features/mail';
import { db } from '@/lib/firebase';
import type { OrderInput } from '../model/form';
import { placeOrder, type PlacedOrder } from './place-order';

/**
 * Submits a new order (or a draft, deleting it in the same transaction) for `userId`, with the
 * orders team's mail. Without the team e-mails (unreadable) the order is still placed.
 */
export async function createOrder(
  input: OrderInput,
  userId: string,
  draftId?: string,
): Promise<PlacedOrder> {
  const teams = await getTeamEmails(db).catch((error: unknown) => {
    console.warn('Team e-mails could not be read; the order is placed without its mail', error);
    return undefined;
  });
  return placeOrder(db, input, userId, { draftId, teams });
}
