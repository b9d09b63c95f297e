import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, increment, serverTimestamp, setDoc, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { writeStatusChange } from '../../src/features/orders/api/write-status-change';
import { readStoredLines } from '../../src/data/orderLines';
import {
  addItemSalesWrites,
  orderDay,
  type SoldOrder,
} from '../../src/features/reports/api/item-sales-writes';
import { emailOf, PERSONAS, setupRulesTests, type Persona, actorOf } from './helpers';
import { AT, orderDoc, seedOrders } from './orders-fixtures';

/**
 * item_sales_daily kept up to date in the order status-change batch (issue 13): the app's own
 * writeStatusChange with the reports feature's addItemSalesWrites, as change-order-status.ts
 * calls them.
 */
const t = setupRulesTests();
const DAY_ID = `${orderDay(AT)}_dl-north`;
const ITEMS = {
  'items/item-a': { price: 10, salePrice: 8, isOnSale: true },
  'items/item-b': { price: 2.5, salePrice: 0, isOnSale: false },
};

/** The order as the app holds it (stored `lines` read back into `items`, as the converter does). */
function sold(id: string, stored: DocumentData): SoldOrder {
  return {
    id,
    ...(stored as Omit<SoldOrder, 'id' | 'items'>),
    items: readStoredLines(stored.lines),
  };
}

async function change(
  p: Persona,
  id: string,
  stored: DocumentData,
  to: 'approved' | 'revision' | 'fulfilled',
) {
  const db = t.db(p);
  return writeStatusChange(db, { id, status: stored.status }, to, {
    actor: actorOf(p),
    notes: '',
    extraWrites: (batch) => addItemSalesWrites(db, batch, sold(id, stored), to),
  });
}

describe('item_sales_daily: kept in the status-change batch', () => {
  for (const p of ['superAdmin', 'fulfillment'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} approve an order and count its lines, and take them off again`, async () => {
      const pending = orderDoc(5, 'pending');
      await seedOrders(t, { 'order-5': pending });
      await t.seed(ITEMS);
      await assertSucceeds(change(p, 'order-5', pending, 'approved'));
      const day = await t.peek(`item_sales_daily/${DAY_ID}`);
      // item-a: 3 cases at the sale price 8.00; item-b: 12 cases at 2.50.
      expect(day?.items).toEqual({
        'item-a': { qty: 3, cents: 2_400 },
        'item-b': { qty: 12, cents: 3_000 },
      });
      expect(day?.lastOrderId).toBe('order-5');

      const approved = (await t.peek('orders/order-5')) as DocumentData;
      await assertSucceeds(change(p, 'order-5', approved, 'fulfilled'));
      const fulfilled = (await t.peek('orders/order-5')) as DocumentData;
      expect((await t.peek(`item_sales_daily/${DAY_ID}`))?.items['item-a'].qty).toBe(3);
      await assertSucceeds(change(p, 'order-5', { ...fulfilled, status: 'fulfilled' }, 'approved'));
      const back = (await t.peek('orders/order-5')) as DocumentData;
      await assertSucceeds(change(p, 'order-5', back, 'revision'));
      expect((await t.peek(`item_sales_daily/${DAY_ID}`))?.items).toEqual({
        'item-a': { qty: 0, cents: 0 },
        'item-b': { qty: 0, cents: 0 },
      });
    });
  }

  for (const p of ['franchiseeOwner', 'manager', 'employee'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} (no Set Order Status) the approval and its totals`, async () => {
      const pending = orderDoc(5, 'pending');
      await seedOrders(t, { 'order-5': pending });
      await t.seed(ITEMS);
      await assertFails(change(p, 'order-5', pending, 'approved'));
      expect(await t.peek(`item_sales_daily/${DAY_ID}`)).toBeUndefined();
    });
  }

  it('refuses totals written outside a status change of the named order', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'approved') });
    const db = t.db('superAdmin');
    await assertFails(
      setDoc(doc(db, 'item_sales_daily', DAY_ID), {
        date: orderDay(AT),
        territoryId: 'territory-north',
        deliveryLocationId: 'dl-north',
        locationName: 'North Dock',
        lastOrderId: 'order-5',
        items: { 'item-a': { qty: 100, cents: 1 } },
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('refuses totals filed under another delivery location than the order', async () => {
    const pending = orderDoc(5, 'pending');
    await seedOrders(t, { 'order-5': pending });
    await t.seed(ITEMS);
    const db = t.db('superAdmin');
    await assertFails(
      writeStatusChange(db, { id: 'order-5', status: 'pending' }, 'approved', {
        actor: actorOf('superAdmin'),
        notes: '',
        extraWrites: (batch) =>
          addItemSalesWrites(
            db,
            batch,
            { ...sold('order-5', pending), deliveryLocationId: 'dl-south' },
            'approved',
          ),
      }),
    );
  });
});

/** Franchise locations served by the fixtures' delivery locations (the COGS link). */
const SERVED = {
  'franchise_locations/location-north-truck': {
    name: 'North Truck',
    territoryId: 'territory-north',
    type: 'truck',
    enabled: true,
    deliveryLocationId: 'dl-north',
  },
  'franchise_locations/location-north-cafe': {
    name: 'North Cafe',
    territoryId: 'territory-north',
    type: 'restaurant',
    enabled: true,
    deliveryLocationId: 'dl-north-off',
  },
};

/** An approval of order-5 whose day totals claim `typed` (a hand-made, otherwise valid write). */
function approveClaiming(typed: Record<string, string>) {
  const db = t.db('superAdmin');
  return writeStatusChange(db, { id: 'order-5', status: 'pending' }, 'approved', {
    actor: actorOf('superAdmin'),
    notes: '',
    extraWrites: async (batch) => {
      batch.set(
        doc(db, 'item_sales_daily', DAY_ID),
        {
          date: orderDay(AT),
          territoryId: 'territory-north',
          deliveryLocationId: 'dl-north',
          locationName: 'North Dock',
          ...typed,
          lastOrderId: 'order-5',
          items: { 'item-a': { qty: increment(3), cents: increment(2_400) } },
          updatedAt: serverTimestamp(),
        },
        { merge: true },
      );
    },
  });
}

describe('item_sales_daily: location type (item sales filter)', () => {
  it('files the totals under the type of the franchise location the delivery location serves', async () => {
    const pending = orderDoc(5, 'pending');
    await seedOrders(t, { 'order-5': pending });
    await t.seed({ ...ITEMS, ...SERVED });
    await assertSucceeds(change('superAdmin', 'order-5', pending, 'approved'));
    const day = await t.peek(`item_sales_daily/${DAY_ID}`);
    expect(day).toMatchObject({
      franchiseLocationId: 'location-north-truck',
      locationType: 'truck',
    });
  });

  it('writes no type when no franchise location is linked to the delivery location', async () => {
    const pending = orderDoc(5, 'pending');
    await seedOrders(t, { 'order-5': pending });
    await t.seed(ITEMS);
    await assertSucceeds(change('superAdmin', 'order-5', pending, 'approved'));
    const day = await t.peek(`item_sales_daily/${DAY_ID}`);
    expect(day?.items['item-a']).toEqual({ qty: 3, cents: 2_400 });
    expect(day).not.toHaveProperty('locationType');
    expect(day).not.toHaveProperty('franchiseLocationId');
  });

  it('fits the whole approval batch of the app: status, notification, mail and typed totals', async () => {
    const pending = orderDoc(5, 'pending');
    await seedOrders(t, { 'order-5': pending });
    const teams = { orders: 'orders@team.test', fulfillment: 'ship@team.test', compliance: '' };
    await t.seed({
      ...ITEMS,
      ...SERVED,
      'team_contacts/orders': { email: teams.orders, phone: '' },
      'team_contacts/fulfillment': { email: teams.fulfillment, phone: '' },
    });
    const db = t.db('fulfillment');
    await assertSucceeds(
      writeStatusChange(db, { id: 'order-5', status: 'pending' }, 'approved', {
        actor: actorOf('fulfillment'),
        notes: '',
        mail: {
          teams,
          franchisee: { email: emailOf(PERSONAS.franchiseeOwner.uid), optedOut: false },
          orderNumber: 5,
          locationName: 'North Dock',
          revisionsBefore: 0,
        },
        extraWrites: (batch) => addItemSalesWrites(db, batch, sold('order-5', pending), 'approved'),
      }),
    );
    expect(await t.peek('mail/orderApproved-order-5-1')).toBeDefined();
    expect((await t.peek(`item_sales_daily/${DAY_ID}`))?.locationType).toBe('truck');
  });

  it("accepts the served location's own type and refuses another", async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
    await t.seed({ ...ITEMS, ...SERVED });
    await assertFails(
      approveClaiming({ franchiseLocationId: 'location-north-truck', locationType: 'restaurant' }),
    );
    await assertSucceeds(
      approveClaiming({ franchiseLocationId: 'location-north-truck', locationType: 'truck' }),
    );
  });

  it('refuses a type without its location, or from a location serving another delivery point', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
    await t.seed({ ...ITEMS, ...SERVED });
    await assertFails(approveClaiming({ locationType: 'truck' }));
    // The cafe is a restaurant, but it receives at dl-north-off, not at the order's dl-north.
    await assertFails(
      approveClaiming({ franchiseLocationId: 'location-north-cafe', locationType: 'restaurant' }),
    );
    await assertFails(
      approveClaiming({ franchiseLocationId: 'location-missing', locationType: 'truck' }),
    );
  });
});
