import {
  type FirestoreError,
  getDocFromServer,
  runTransaction,
  serverTimestamp,
  type Firestore,
} from 'firebase/firestore';
import type { OrderInput } from '../model/form';
import { notificationFlags } from '../model/status';
import { orderCounterRef } from '@/data/counters';
import { draftOrderRef, orderNotificationRef, orderRef } from '@/data/orders';

/** Document id of order number `n`: the rules require it, so two orders never share a number. */
function orderIdFor(orderNumber: number): string {
  return `order-${orderNumber}`;
}

export interface PlacedOrder {
  id: string;
  orderNumber: number;
}

// Transactions that lose the race on counters/orders: the SDK retries "aborted" itself, but the
// rules may refuse the stale write first (value must be the stored value + 1), which surfaces
// as permission-denied. Those are retried when the counter moved meanwhile.
const MAX_ROUNDS = 40;
const PLAIN_RETRIES = 5;

function pause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Creates an order in ONE transaction (spec 01 §4): advances counters/orders by one (or starts it
 * at 1), writes `orders/order-<n>` as pending with that number, its notification (pending,
 * unread) and, when submitting a draft, deletes the draft. Takes the Firestore instance so the
 * order-number benchmark and the rules tests run exactly this code. The orders team's mail is the
 * server's (createOrder asks for it once the order is placed).
 */
export async function placeOrder(
  firestore: Firestore,
  input: OrderInput,
  userId: string,
  options: { draftId?: string } = {},
): Promise<PlacedOrder> {
  let seen: number | undefined;
  for (let round = 1; ; round++) {
    try {
      return await runTransaction(
        firestore,
        async (tx) => {
          const counter = await tx.get(orderCounterRef(firestore));
          const current = counter.exists() ? Number(counter.data().value) : 0;
          seen = current;
          const orderNumber = current + 1;
          const id = orderIdFor(orderNumber);
          if (counter.exists()) {
            tx.update(counter.ref, { value: orderNumber, updatedAt: serverTimestamp() });
          } else {
            tx.set(counter.ref, {
              value: orderNumber,
              createdAt: serverTimestamp(),
              updatedAt: serverTimestamp(),
            });
          }
          tx.set(orderRef(firestore, id), {
            orderNumber,
            status: 'pending',
            overnightShipping: input.overnightShipping,
            items: input.items,
            maxPallets: input.maxPallets,
            franchiseeNotes: input.franchiseeNotes,
            corporateNotes: '',
            territoryId: input.territoryId,
            deliveryLocationId: input.deliveryLocationId,
            llcId: input.llcId,
            enabled: true,
            userId,
            revisions: [],
            readRecipients: [],
            territory: { name: input.territoryName },
            deliveryLocation: { name: input.deliveryLocationName },
            createdAt: serverTimestamp(),
            updatedAt: serverTimestamp(),
            updatedAtTimestamp: Math.floor(Date.now() / 1000),
          });
          tx.set(orderNotificationRef(firestore, id), {
            orderId: id,
            orderNumber,
            status: notificationFlags('pending'),
            territoryId: input.territoryId,
            name: input.deliveryLocationName,
            territoryName: input.territoryName,
            isOvernightShipping: input.overnightShipping,
            readRecipients: [],
            lastUpdated: serverTimestamp(),
            createdAt: serverTimestamp(),
            updatedAt: serverTimestamp(),
          });
          if (options.draftId) tx.delete(draftOrderRef(firestore, options.draftId));
          return { id, orderNumber };
        },
        { maxAttempts: 10 },
      );
    } catch (error) {
      if (round >= MAX_ROUNDS || !(await lostTheRace(firestore, error, seen, round))) throw error;
      await pause(20 + Math.random() * 80 * Math.min(round, 5));
    }
  }
}

/** A refused or aborted commit because another order took the number we read. */
async function lostTheRace(
  firestore: Firestore,
  error: unknown,
  seen: number | undefined,
  round: number,
): Promise<boolean> {
  // Duck-typed: a FirestoreError from another copy of the SDK (tests) fails instanceof.
  const code = (error as Partial<FirestoreError> | null)?.code;
  if (code === 'aborted' || code === 'failed-precondition') return true;
  if (code !== 'permission-denied' || seen === undefined) return false;
  // A competing commit may still be landing when the counter is re-read: the first few refusals
  // are retried regardless (a real refusal then surfaces after about a second).
  if (round <= PLAIN_RETRIES) return true;
  try {
    const counter = await getDocFromServer(orderCounterRef(firestore));
    return (counter.exists() ? Number(counter.data().value) : 0) !== seen;
  } catch {
    return false;
  }
}
