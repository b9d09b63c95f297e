import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  serverTimestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { placeOrder } from '../../src/features/orders/api/place-order';
import { writeStatusChange } from '../../src/features/orders/api/write-status-change';
import type { OrderLine } from '../../src/features/orders/model/types';
import { PERSONAS, setupRulesTests } from './helpers';
import { input, orderDoc, seedOrders } from './orders-fixtures';

/**
 * Order lines name active catalogue items (issue 10, hole 7): firestore.rules read
 * item_catalogue_index/active once per request (linesInCatalogue) and refuse a line of an unknown
 * or inactive item, or an item ordered twice. An edit may keep a line whose item was deactivated
 * since, not add one; a status change does not look at the lines.
 */
const t = setupRulesTests();

/** Ids item-0..item-(n-1), all active in the index seeded below. */
const MANY = Array.from({ length: 30 }, (_, i) => `item-${i}`);
const lines = (ids: readonly string[]): OrderLine[] => ids.map((id) => ({ id, quantity: 1 }));

/** The orders fixtures with the index holding item-a, item-b, item-c and item-0..item-29. */
const seedWith = (orders: Record<string, DocumentData> = {}) =>
  seedOrders(t, orders).then(() =>
    t.seed({
      'item_catalogue_index/active': {
        ids: ['item-a', 'item-b', 'item-c', ...MANY],
        changed: ['item-a'],
      },
    }),
  );

const place = (items: OrderLine[]) =>
  placeOrder(t.db('franchiseeOwner'), { ...input(), items }, PERSONAS.franchiseeOwner.uid);

const edit = (db: Firestore, id: string, items: OrderLine[]) =>
  updateDoc(doc(db, 'orders', id), {
    items,
    updatedAt: serverTimestamp(),
    updatedAtTimestamp: 1,
  });

describe('orders: lines name active catalogue items (issue 10)', () => {
  it('places an order of active items, and one of 30 lines (within the rules’ limits)', async () => {
    await seedWith();
    await assertSucceeds(place(lines(['item-a', 'item-c'])));
    await assertSucceeds(place(lines(MANY)));
    expect((await t.peek('orders/order-62'))?.items).toHaveLength(30);
  });

  it('refuses a line of an unknown item, or of an item not active', async () => {
    await seedWith();
    await assertFails(place(lines(['item-a', 'item-ghost'])));
    await assertFails(place(lines(['item-z'])));
    // An id shaped like the rules' padding is no item either.
    await assertFails(place(lines(['item-a', '/29'])));
  });

  it('refuses an item ordered twice', async () => {
    await seedWith();
    await assertFails(
      place([
        { id: 'item-a', quantity: 1 },
        { id: 'item-a', quantity: 4 },
      ]),
    );
    await assertFails(place(lines([...MANY.slice(0, 29), 'item-0'])));
  });

  it('refuses an order when the catalogue index is missing', async () => {
    await seedOrders(t);
    await t.env().withSecurityRulesDisabled(async (ctx) => {
      await deleteDoc(doc(ctx.firestore() as unknown as Firestore, 'item_catalogue_index/active'));
    });
    await assertFails(place(lines(['item-a'])));
  });

  it('lets an edit keep a line whose item was deactivated since, but not add one', async () => {
    const stored = { ...orderDoc(5, 'pending'), items: lines(['item-a', 'item-z']) };
    await seedWith({ 'order-5': stored });
    const db = t.db('franchiseeOwner');
    await assertSucceeds(
      edit(db, 'order-5', [
        { id: 'item-a', quantity: 9 },
        { id: 'item-z', quantity: 2 },
      ]),
    );
    await assertFails(edit(db, 'order-5', lines(['item-a', 'item-z', 'item-y'])));
    await assertFails(edit(db, 'order-5', lines(['item-z', 'item-z'])));
    await assertSucceeds(edit(db, 'order-5', lines(MANY)));
  });

  it('lets a status change pass on an order whose item was deactivated since', async () => {
    await seedWith({ 'order-5': { ...orderDoc(5, 'pending'), items: lines(['item-z']) } });
    await assertSucceeds(
      writeStatusChange(t.db('superAdmin'), { id: 'order-5', status: 'pending' }, 'approved', {
        actor: { uid: PERSONAS.superAdmin.uid, name: `Test ${PERSONAS.superAdmin.uid}` },
      }),
    );
  });
});
