/**
 * Orders read state (issue 17, spec 01 §7): readers append only their own id; a status change
 * makes the order unread again for everyone.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { arrayUnion, doc, serverTimestamp, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { markOrdersRead } from '../../src/features/orders/api/mark-orders-read';
import { browserStatusChange } from './fixtures/browser-status-change';
import { PERSONAS, setupRulesTests, actorOf } from './helpers';
import { orderDoc, seedOrders } from './orders-fixtures';

const t = setupRulesTests();
const owner = PERSONAS.franchiseeOwner.uid;

describe('orders: mark read', () => {
  it('lets a Franchisee Owner mark an order of their territory read', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
    await assertSucceeds(markOrdersRead(t.db('franchiseeOwner'), ['order-5'], owner));
    expect((await t.peek('orders/order-5'))?.readRecipients).toEqual([owner]);
  });

  it("refuses adding someone else's id", async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
    await assertFails(markOrdersRead(t.db('franchiseeOwner'), ['order-5'], PERSONAS.manager.uid));
  });
});

describe('orders: a status change makes the order unread', () => {
  const readOrder = { ...orderDoc(5, 'pending'), readRecipients: [owner] };
  const revision = (to: string) => ({
    by: PERSONAS.fulfillment.uid,
    byName: actorOf('fulfillment').name,
    at: Timestamp.now(),
    from: 'pending',
    to,
    notes: '',
  });

  // A status change clears readRecipients on the server (tests/functions/order-status.test.ts);
  // the browser batch that did it before is refused, readers kept.
  it("refuses the browser's former status change batch, readers kept", async () => {
    await seedOrders(t, { 'order-5': readOrder });
    await assertFails(
      browserStatusChange(t.db('fulfillment'), { id: 'order-5', status: 'pending' }, 'approved', {
        actor: actorOf('fulfillment'),
      }),
    );
    expect((await t.peek('orders/order-5'))?.readRecipients).toEqual([owner]);
  });

  it('refuses a status change that keeps the readers', async () => {
    await seedOrders(t, { 'order-5': readOrder });
    await assertFails(
      updateDoc(doc(t.db('fulfillment'), 'orders/order-5'), {
        status: 'approved',
        corporateNotes: '',
        revisions: arrayUnion(revision('approved')),
        updatedAt: serverTimestamp(),
        updatedAtTimestamp: Math.floor(Date.now() / 1000),
      }),
    );
  });
});
