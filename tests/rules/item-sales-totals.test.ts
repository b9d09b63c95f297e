import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { orderDay } from '../../src/features/reports/api/item-sales-writes';
import { browserStatusChange } from './fixtures/browser-status-change';
import { PERSONAS, ROLE_PERSONAS, setupRulesTests, actorOf, type Persona } from './helpers';
import { AT, orderDoc, seedOrders } from './orders-fixtures';

/**
 * item_sales_daily is read-only for browsers (issue 26): the server's changeOrderStatus callable
 * writes it in the transaction that changes an order's status (tests/functions/order-status.test.ts
 * checks what it writes). What a browser could do before, each refused here for every role, the
 * top roles included: count an approval's lines in its own batch (any day, any amount), or write,
 * overwrite or remove a day on its own.
 */
const t = setupRulesTests();
const DAY_ID = `${orderDay(AT)}_dl-north`;
const DAY = {
  date: orderDay(AT),
  territoryId: 'territory-north',
  deliveryLocationId: 'dl-north',
  locationName: 'North Dock',
};

describe('item_sales_daily: no browser writes', () => {
  for (const p of ROLE_PERSONAS) {
    it(`refuses ${PERSONAS[p].who} an approval batch that counts its own totals`, async () => {
      await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
      await assertFails(
        browserStatusChange(t.db(p), { id: 'order-5', status: 'pending' }, 'approved', {
          actor: actorOf(p),
          itemSales: { dayId: DAY_ID, fields: DAY, items: { 'item-a': [3, 2_400] } },
        }),
      );
      expect(await t.peek(`item_sales_daily/${DAY_ID}`)).toBeUndefined();
      expect((await t.peek('orders/order-5'))?.status).toBe('pending');
    });
  }

  for (const p of ['superAdmin', 'fulfillment'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} creating, inflating, emptying or deleting a day`, async () => {
      await seedOrders(t, { 'order-5': orderDoc(5, 'approved') });
      const db = t.db(p);
      const written = { ...DAY, lastOrderId: 'order-5', updatedAt: serverTimestamp() };
      // 100 times over on a day of its own.
      await assertFails(
        setDoc(doc(db, 'item_sales_daily', DAY_ID), {
          ...written,
          items: { 'item-a': { qty: 300, cents: 240_000 } },
        }),
      );
      await t.seed({
        [`item_sales_daily/${DAY_ID}`]: { ...DAY, items: { 'item-a': { qty: 3, cents: 2_400 } } },
      });
      await assertFails(
        updateDoc(doc(db, 'item_sales_daily', DAY_ID), {
          'items.item-a.qty': increment(297),
          updatedAt: serverTimestamp(),
        }),
      );
      // What a fulfil's batch could do before: overwrite the day with no items.
      await assertFails(setDoc(doc(db, 'item_sales_daily', DAY_ID), { ...written, items: {} }));
      await assertFails(deleteDoc(doc(db, 'item_sales_daily', DAY_ID)));
      expect((await t.peek(`item_sales_daily/${DAY_ID}`))?.items).toEqual({
        'item-a': { qty: 3, cents: 2_400 },
      });
    });
  }
});

describe('item_sales_daily: reading', () => {
  it('lets Item Sales holders read the days of their territories only', async () => {
    await t.seed({
      [`item_sales_daily/${DAY_ID}`]: { ...DAY, items: {} },
      'item_sales_daily/2026-01-01_dl-south': {
        ...DAY,
        territoryId: 'territory-south',
        deliveryLocationId: 'dl-south',
        items: {},
      },
    });
    await assertSucceeds(getDoc(doc(t.db('manager'), 'item_sales_daily', DAY_ID)));
    await assertSucceeds(getDoc(doc(t.db('superAdmin'), 'item_sales_daily', DAY_ID)));
    await assertFails(getDoc(doc(t.db('manager'), 'item_sales_daily', '2026-01-01_dl-south')));
    await assertFails(getDoc(doc(t.db('waiting'), 'item_sales_daily', DAY_ID)));
  });
});
