/**
 * Expired orders (issue 17): the franchisee who placed an order deletes it once it is expired
 * (pending or "Revision Requested", unchanged for more than ORDER_EXPIRY_DAYS), together with
 * its notification; nothing else removes an order.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { deleteExpiredOrder } from '../../src/features/orders/api/delete-expired-order';
import type { OrderStatus } from '../../src/features/orders/model/types';
import { ORDER_EXPIRY_DAYS } from '../../src/lib/config';
import { PERSONAS, setupRulesTests, type Persona } from './helpers';
import { orderDoc, seedOrders } from './orders-fixtures';

const t = setupRulesTests();

const DAY = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** order-5 in `status`, last changed `ageDays` ago, placed by `author`. */
function aged(status: OrderStatus, ageDays: number, author: Persona = 'franchiseeOwner') {
  const order: DocumentData = {
    ...orderDoc(5, status, 'north', PERSONAS[author].uid),
    updatedAtTimestamp: nowSeconds() - ageDays * DAY,
  };
  return { 'order-5': order };
}

describe('orders: deleting an expired order', () => {
  for (const status of ['pending', 'revision'] as const) {
    it(`lets the franchisee delete their own ${status} order after ${ORDER_EXPIRY_DAYS} days`, async () => {
      await seedOrders(t, aged(status, ORDER_EXPIRY_DAYS + 1));
      await assertSucceeds(deleteExpiredOrder(t.db('franchiseeOwner'), 'order-5'));
      expect(await t.peek('orders/order-5')).toBeUndefined();
      expect(await t.peek('orderNotifications/order-5')).toBeUndefined();
    });
  }

  it('refuses it before the order has expired', async () => {
    await seedOrders(t, aged('pending', ORDER_EXPIRY_DAYS - 1));
    await assertFails(deleteExpiredOrder(t.db('franchiseeOwner'), 'order-5'));
  });

  for (const status of ['approved', 'fulfilled', 'deleted'] as const) {
    it(`refuses it for an old ${status} order (never expired)`, async () => {
      await seedOrders(t, aged(status, 90));
      await assertFails(deleteExpiredOrder(t.db('franchiseeOwner'), 'order-5'));
    });
  }

  for (const p of ['superAdmin', 'fulfillment', 'manager', 'employee'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} deleting someone else's expired order`, async () => {
      await seedOrders(t, aged('pending', 90));
      await assertFails(deleteExpiredOrder(t.db(p), 'order-5'));
    });
  }

  it('refuses the order without its notification, and the notification alone', async () => {
    await seedOrders(t, aged('pending', 90));
    const db = t.db('franchiseeOwner');
    await assertFails(deleteDoc(doc(db, 'orders/order-5')));
    await assertFails(deleteDoc(doc(t.db('superAdmin'), 'orderNotifications/order-5')));
  });

  it('lets a Manager delete their own expired order', async () => {
    await seedOrders(t, aged('revision', 45, 'manager'));
    await assertSucceeds(deleteExpiredOrder(t.db('manager'), 'order-5'));
  });
});
