import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { placeOrder } from '../../src/features/orders/api/place-order';
import { MAX_ORDER_LINES } from '../../src/features/orders/model/form';
import type { OrderLine } from '../../src/features/orders/model/types';
import { PERSONAS, setupRulesTests } from './helpers';
import { input, orderDoc, seedOrders } from './orders-fixtures';

/**
 * An order holds at most MAX_ORDER_LINES (10) lines: what the order rules fit in Firestore's 1000
 * expressions per request. Before the line check was rewritten, five lines already passed the
 * limit, so a franchisee could not order five different items (README "Order lines store only
 * quantities above 0").
 */
const t = setupRulesTests();
const lines = (n: number): OrderLine[] =>
  Array.from({ length: n }, (_, i) => ({ id: `item-${i}`, quantity: i + 1 }));
const owner = () => t.db('franchiseeOwner');
const place = (n: number) =>
  placeOrder(owner(), { ...input(), items: lines(n) }, PERSONAS.franchiseeOwner.uid);
const editLines = (items: unknown[]) =>
  updateDoc(doc(owner(), 'orders', 'order-5'), {
    items,
    updatedAt: serverTimestamp(),
    updatedAtTimestamp: 1,
  });

describe('order lines and the rules’ expression limit', () => {
  it('places an order of ten lines, and refuses eleven', async () => {
    await seedOrders(t);
    expect(MAX_ORDER_LINES).toBe(10);
    await assertSucceeds(place(MAX_ORDER_LINES));
    expect((await t.peek('orders/order-61'))?.items).toHaveLength(MAX_ORDER_LINES);
    await assertFails(place(MAX_ORDER_LINES + 1));
  });

  it('saves an edit to ten lines, and refuses eleven', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
    await assertSucceeds(editLines(lines(MAX_ORDER_LINES)));
    await assertFails(editLines(lines(MAX_ORDER_LINES + 1)));
  });

  it('still refuses a bad line at any place of the ten', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
    const bad = [
      { id: 'item-x', quantity: 0 },
      { id: 'item-x', quantity: 10001 },
      { id: 'item-x', quantity: 1.5 },
      { id: 'item-x', quantity: '3' },
      { id: '', quantity: 1 },
      { id: 'a/b', quantity: 1 },
      { id: 'item-x' },
      { id: 'item-x', quantity: 1, price: 0 },
    ];
    for (const [n, line] of bad.entries()) {
      const items: unknown[] = lines(MAX_ORDER_LINES);
      items[n] = line;
      await assertFails(editLines(items));
    }
    await assertSucceeds(editLines([{ id: 'item-x', quantity: 10000 }]));
  });
});
