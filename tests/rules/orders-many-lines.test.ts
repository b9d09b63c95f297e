import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { placeOrder } from '../../src/features/orders/api/place-order';
import { orderFromSnapshot, orderRef } from '../../src/data/orders';
import { updateOrder } from '../../src/features/orders/api/update-order';
import { browserStatusChange } from './fixtures/browser-status-change';
import { MAX_ORDER_LINES } from '../../src/features/orders/model/form';
import { toStoredLines } from '../../src/data/orderLines';
import type { OrderLine } from '../../src/features/orders/model/types';
import { actorOf, PERSONAS, setupRulesTests, type Persona } from './helpers';
import { catalogueIndex, input, orderDoc, seedOrders } from './orders-fixtures';

/**
 * Order lines are the map `lines` {itemId: "<quantity>"}, checked with whole-map operations, so
 * an order holds up to MAX_ORDER_LINES lines (README "Order lines are a map checked against the
 * item catalogue index"): every one an active item of the catalogue index, none twice, each
 * quantity whole 1..10000. Before, the rules checked lines one by one and stopped at 10.
 */
const t = setupRulesTests();
const OWNER = PERSONAS.franchiseeOwner.uid;
const itemIds = (n: number) => Array.from({ length: n }, (_, i) => `item-${1000 + i}`);
const lines = (n: number): OrderLine[] =>
  itemIds(n).map((id, i) => ({ id, quantity: ((i * 37) % 10000) + 1 }));

/** The base data, order-5 (pending, item-a and item-b) and MAX_ORDER_LINES + 1 active items. */
async function seedCatalogue(orders: Record<string, DocumentData> = {}) {
  await seedOrders(t, { 'order-5': orderDoc(5, 'pending'), ...orders });
  await t.seed({
    'item_catalogue_index/active': catalogueIndex([
      'item-a',
      'item-b',
      ...itemIds(MAX_ORDER_LINES + 1),
    ]),
  });
}

const place = (items: OrderLine[]) =>
  placeOrder(t.db('franchiseeOwner'), { ...input(), items }, OWNER);

/** The app's edit (updateOrder) of `id` by `who`, with `items` as its new lines. */
async function edit(items: OrderLine[], who: Persona = 'franchiseeOwner', id = 'order-5') {
  const db = t.db(who);
  const order = orderFromSnapshot(await getDoc(orderRef(db, id)));
  if (!order) throw new Error(`${id} is not readable`);
  await updateOrder(db, order, { ...input(), items }, actorOf(who));
}

/** A hand-made write of `lines` (the app never writes a bad quantity). */
const writeLines = (stored: unknown) =>
  updateDoc(doc(t.db('franchiseeOwner'), 'orders', 'order-5'), {
    lines: stored,
    updatedAt: serverTimestamp(),
    updatedAtTimestamp: 1,
  });

describe('order lines: the cap', () => {
  it(`places an order of ${MAX_ORDER_LINES} lines with the app, and refuses one more`, async () => {
    await seedCatalogue();
    expect(MAX_ORDER_LINES).toBeGreaterThanOrEqual(50);
    await assertSucceeds(place(lines(MAX_ORDER_LINES)));
    const stored = await t.peek('orders/order-61');
    expect(stored?.lines).toEqual(toStoredLines(lines(MAX_ORDER_LINES)));
    expect(stored?.items).toBeUndefined();
    await assertFails(place(lines(MAX_ORDER_LINES + 1)));
    expect(await t.peek('orders/order-62')).toBeUndefined();
  });

  for (const who of ['franchiseeOwner', 'superAdmin'] as Persona[]) {
    it(`saves ${PERSONAS[who].who}'s edit to ${MAX_ORDER_LINES} lines, and refuses one more`, async () => {
      await seedCatalogue();
      await assertSucceeds(edit(lines(MAX_ORDER_LINES), who));
      expect(Object.keys((await t.peek('orders/order-5'))?.lines ?? {})).toHaveLength(
        MAX_ORDER_LINES,
      );
      await assertFails(edit(lines(MAX_ORDER_LINES + 1), who));
    });
  }
});

describe('order lines: quantities', () => {
  const bad: [string, unknown][] = [
    ['0', '0'],
    ['10001', '10001'],
    ['1.5', '1.5'],
    ['-1', '-1'],
    ['empty', ''],
    ['a leading zero', '01'],
    ['a space', ' 1'],
    ['two quantities in one', '1,2'],
    ['a fraction as a number', 2.5],
    ['a boolean', true],
    ['null', null],
  ];
  // First, middle and last of the map's keys (item ids sort as the map stores them).
  const places = [0, Math.floor(MAX_ORDER_LINES / 2), MAX_ORDER_LINES - 1];

  it('refuses a bad quantity at any place of a full order', async () => {
    await seedCatalogue();
    const ids = itemIds(MAX_ORDER_LINES);
    const full = toStoredLines(lines(MAX_ORDER_LINES));
    for (const at of places) {
      for (const [what, value] of bad) {
        await assertFails(writeLines({ ...full, [ids[at]]: value })).catch((error: unknown) => {
          throw new Error(`quantity ${what} at line ${at} was not refused: ${String(error)}`);
        });
      }
      await assertSucceeds(writeLines({ ...full, [ids[at]]: '10000' }));
    }
    await assertSucceeds(writeLines({ [ids[0]]: '1' }));
    // join() writes a whole number as its digits: a hand-written number in range passes (and
    // reads as that quantity); out of range it does not.
    await assertSucceeds(writeLines({ ...full, [ids[0]]: 3 }));
    await assertFails(writeLines({ ...full, [ids[0]]: 10001 }));
  });

  it("refuses the app's placeOrder with a quantity out of range", async () => {
    await seedCatalogue();
    for (const quantity of [0, 10001, 1.5, -2]) {
      const items = lines(MAX_ORDER_LINES);
      items[items.length - 1] = { ...items[items.length - 1], quantity };
      await assertFails(place(items));
    }
    await assertSucceeds(place([{ id: 'item-a', quantity: 10000 }]));
  });

  it('refuses lines that are not a map of text', async () => {
    await seedCatalogue();
    await assertFails(writeLines([{ id: 'item-a', quantity: 1 }]));
    await assertFails(writeLines({ 'item-a': { quantity: '1' } }));
    await assertFails(writeLines('item-a:1'));
    await assertFails(writeLines({}));
  });
});

describe('order lines: the item catalogue', () => {
  it('refuses a new order naming an item that is not active, anywhere in its lines', async () => {
    await seedCatalogue();
    const items = lines(MAX_ORDER_LINES - 1);
    await assertFails(place([...items, { id: 'item-gone', quantity: 1 }]));
    await assertFails(place([{ id: 'item-gone', quantity: 1 }, ...items]));
    // Deactivating an item takes it out of the index: it can no longer be ordered.
    await t.seed({ 'item_catalogue_index/active': catalogueIndex(['item-b']) });
    await assertFails(place([{ id: 'item-a', quantity: 1 }]));
    await assertSucceeds(place([{ id: 'item-b', quantity: 1 }]));
  });

  it('cannot name an item twice: the app refuses before writing, the stored map has one key', async () => {
    await seedCatalogue();
    await expect(
      place([
        { id: 'item-a', quantity: 1 },
        { id: 'item-a', quantity: 2 },
      ]),
    ).rejects.toThrow('An order cannot name item item-a twice');
    expect(await t.peek('orders/order-61')).toBeUndefined();
    expect((await t.peek('counters/orders'))?.value).toBe(60);
  });

  it('keeps an order whose item was deactivated since: edits that keep it pass', async () => {
    await seedCatalogue();
    // item-b (on order-5) is deactivated after the order was placed.
    await t.seed({ 'item_catalogue_index/active': catalogueIndex(['item-a', 'item-c']) });
    const kept = [
      { id: 'item-a', quantity: 3 },
      { id: 'item-b', quantity: 5 },
    ];
    await assertSucceeds(edit(kept, 'superAdmin'));
    await assertFails(edit([...kept, { id: 'item-gone', quantity: 1 }], 'superAdmin'));
    await assertSucceeds(edit([...kept, { id: 'item-c', quantity: 1 }], 'superAdmin'));
    expect((await t.peek('orders/order-5'))?.lines).toEqual({
      'item-a': '3',
      'item-b': '5',
      'item-c': '1',
    });
    // Its status changes (approve, fulfil) are the server's, which reads no catalogue index
    // (tests/functions/order-status.test.ts); browsers may not make them at all.
    await assertFails(
      browserStatusChange(t.db('superAdmin'), { id: 'order-5', status: 'pending' }, 'approved', {
        actor: actorOf('superAdmin'),
      }),
    );
  });

  it('reads an order stored with the older items list; an edit stores the map in its place', async () => {
    const older = orderDoc(9, 'pending');
    delete older.lines;
    older.items = [
      { id: 'item-a', quantity: 2 },
      { id: 'item-b', quantity: 4 },
    ];
    await seedCatalogue({ 'order-9': older });
    const order = orderFromSnapshot(await getDoc(orderRef(t.db('superAdmin'), 'order-9')));
    expect(order?.items).toEqual(older.items);
    await assertSucceeds(edit([{ id: 'item-a', quantity: 6 }], 'superAdmin', 'order-9'));
    const stored = await t.peek('orders/order-9');
    expect(stored?.lines).toEqual({ 'item-a': '6' });
    expect(stored?.items).toBeUndefined();
  });
});
