/**
 * The Expired orders bell (issue 17, spec 01 §4): its query of the user's own expired orders is
 * one the orders read rule allows when scoped to the user's territories, and refused unscoped.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { getExpiredOrders } from '../../src/features/orders/bells/api/get-expired-orders';
import type { OrderStatus } from '../../src/features/orders/model/types';
import { ORDER_EXPIRY_DAYS } from '../../src/lib/config';
import { NORTH_TERRITORY, PERSONAS, setupRulesTests } from './helpers';
import { orderDoc, seedOrders } from './orders-fixtures';

const t = setupRulesTests();
const owner = PERSONAS.franchiseeOwner.uid;
const DAY = 24 * 60 * 60;

function aged(n: number, status: OrderStatus, ageDays: number, userId = owner): DocumentData {
  return {
    ...orderDoc(n, status, 'north', userId),
    updatedAtTimestamp: Math.floor(Date.now() / 1000) - ageDays * DAY,
  };
}

describe('orders: the Expired orders bell query', () => {
  it('gives a Franchisee Owner their own expired orders of their territories, and only those', async () => {
    await seedOrders(t, {
      'order-1': aged(1, 'revision', ORDER_EXPIRY_DAYS + 5),
      'order-2': aged(2, 'pending', ORDER_EXPIRY_DAYS - 1),
      'order-3': aged(3, 'approved', ORDER_EXPIRY_DAYS + 5),
      'order-4': aged(4, 'pending', ORDER_EXPIRY_DAYS + 5, PERSONAS.manager.uid),
    });
    const items = await assertSucceeds(
      getExpiredOrders(t.db('franchiseeOwner'), owner, {
        kind: 'territories',
        territoryIds: [NORTH_TERRITORY],
      }),
    );
    expect(items.map((i) => i.id)).toEqual(['order-1']);
  });

  it('refuses the same query without the territory filter to a Franchisee Owner', async () => {
    await seedOrders(t, { 'order-1': aged(1, 'revision', ORDER_EXPIRY_DAYS + 5) });
    await assertFails(getExpiredOrders(t.db('franchiseeOwner'), owner, { kind: 'all' }));
  });
});
