import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { placeOrder } from '../../src/features/orders/api/place-order';
import { STATUS_TRANSITIONS } from '../../src/features/orders/model/status';
import { ORDER_STATUSES, type OrderStatus } from '../../src/features/orders/model/types';
import {
  PERSONAS,
  ROLE_PERSONAS,
  setupRulesTests,
  type Persona,
  TOP_PERSONAS as TOP,
  STAFF_PERSONAS as FRANCHISE,
} from './helpers';
import { browserStatusChange } from './fixtures/browser-status-change';
import { input, NORTH, orderDoc, seedOrders, SOUTH } from './orders-fixtures';

const t = setupRulesTests();

const actor = (p: Persona) => ({ uid: PERSONAS[p].uid, name: `Test ${PERSONAS[p].uid}` });

/**
 * A hand-made order transaction (what a crafted client could send): advances the counter unless
 * told not to and writes `orders/<id>` with the app's fields overridden by `overrides`.
 */
async function rawCreate(
  db: Firestore,
  overrides: DocumentData,
  options: { advance?: boolean; id?: (n: number) => string } = {},
) {
  await runTransaction(db, async (tx) => {
    const counter = await tx.get(doc(db, 'counters/orders'));
    const n = (counter.exists() ? (counter.get('value') as number) : 0) + 1;
    if (options.advance !== false) tx.update(counter.ref, { value: n });
    const base = orderDoc(n, 'pending', 'north', PERSONAS.franchiseeOwner.uid);
    tx.set(doc(db, 'orders', options.id ? options.id(n) : `order-${n}`), {
      ...base,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      ...overrides,
    });
  });
}

describe('orders: read', () => {
  for (const p of [...TOP, ...FRANCHISE]) {
    it(`lets ${PERSONAS[p].who} read an order of their territory`, async () => {
      await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
      await assertSucceeds(getDoc(doc(t.db(p), 'orders/order-5')));
    });
  }
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} read an order of any territory`, async () => {
      await seedOrders(t, { 'order-6': orderDoc(6, 'pending', 'south') });
      await assertSucceeds(getDoc(doc(t.db(p), 'orders/order-6')));
      await assertSucceeds(getDocs(collection(t.db(p), 'orders')));
    });
  }
  for (const p of FRANCHISE) {
    it(`refuses ${PERSONAS[p].who} an order of another territory, by id or crafted query`, async () => {
      await seedOrders(t, { 'order-6': orderDoc(6, 'pending', 'south') });
      const db = t.db(p);
      await assertFails(getDoc(doc(db, 'orders/order-6')));
      await assertFails(
        getDocs(query(collection(db, 'orders'), where('territoryId', '==', SOUTH))),
      );
      await assertFails(getDocs(collection(db, 'orders')));
      await assertFails(
        getDocs(query(collection(db, 'orders'), where('territoryId', 'in', [NORTH, SOUTH]))),
      );
    });
    it(`lets ${PERSONAS[p].who} list their territories' orders`, async () => {
      await seedOrders(t, {
        'order-5': orderDoc(5, 'pending'),
        'order-6': orderDoc(6, 'pending', 'south'),
      });
      const snap = await assertSucceeds(
        getDocs(query(collection(t.db(p), 'orders'), where('territoryId', 'in', [NORTH]))),
      );
      expect(snap.docs.map((d) => d.id)).toEqual(['order-5']);
    });
  }
  it("serves the orders list's query: my territories, a status filter and a date order", async () => {
    await seedOrders(t, {
      'order-5': orderDoc(5, 'pending'),
      'order-7': orderDoc(7, 'approved'),
      'order-6': orderDoc(6, 'pending', 'south'),
    });
    const snap = await assertSucceeds(
      getDocs(
        query(
          collection(t.db('manager'), 'orders'),
          where('territoryId', 'in', [NORTH]),
          where('status', 'in', ['pending', 'revision']),
          orderBy('createdAt', 'desc'),
        ),
      ),
    );
    expect(snap.docs.map((d) => d.id)).toEqual(['order-5']);
  });
  for (const p of ['waiting', 'disabled'] as const) {
    it(`refuses ${PERSONAS[p].who} reading orders`, async () => {
      await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
      await assertFails(getDoc(doc(t.db(p), 'orders/order-5')));
    });
  }
  it('refuses a signed-out caller reading orders', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
    await assertFails(getDoc(doc(t.anonDb(), 'orders/order-5')));
  });
});

describe('orders: create', () => {
  for (const p of ROLE_PERSONAS) {
    it(`lets ${PERSONAS[p].who} place an order in their territory, numbered by the counter`, async () => {
      await seedOrders(t);
      const placed = await assertSucceeds(placeOrder(t.db(p), input(), PERSONAS[p].uid));
      expect(placed).toEqual({ id: 'order-61', orderNumber: 61 });
      expect((await t.peek('counters/orders'))?.value).toBe(61);
      expect((await t.peek('orderNotifications/order-61'))?.status).toEqual({
        isPending: true,
        isApproved: false,
        isFulfilled: false,
      });
    });
  }
  for (const p of FRANCHISE) {
    it(`refuses ${PERSONAS[p].who} an order in another territory`, async () => {
      await seedOrders(t);
      await assertFails(placeOrder(t.db(p), input('south'), PERSONAS[p].uid));
    });
  }
  for (const p of ['waiting', 'disabled'] as const) {
    it(`refuses ${PERSONAS[p].who} placing an order`, async () => {
      await seedOrders(t);
      await assertFails(placeOrder(t.db(p), input(), PERSONAS[p].uid));
    });
  }

  it('starts the numbering at 1 when there is no counter yet', async () => {
    await seedOrders(t);
    await t.env().withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc('counters/orders').delete();
    });
    const placed = await placeOrder(t.db('franchiseeOwner'), input(), PERSONAS.franchiseeOwner.uid);
    expect(placed.orderNumber).toBe(1);
  });

  it('gives 20 orders placed at once 20 distinct numbers', async () => {
    await seedOrders(t);
    const db = t.db('franchiseeOwner');
    const placed = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(db, input(), PERSONAS.franchiseeOwner.uid)),
    );
    const numbers = new Set(placed.map((o) => o.orderNumber));
    expect(numbers.size).toBe(20);
    expect([...numbers].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => 61 + i),
    );
    expect((await t.peek('counters/orders'))?.value).toBe(80);
  });

  const owner = () => t.db('franchiseeOwner');
  const bad: [string, DocumentData][] = [
    ['an approved status', { status: 'approved' }],
    ['another author', { userId: PERSONAS.manager.uid }],
    ['another territory than its delivery location', { territoryId: SOUTH }],
    ['an unknown delivery location', { deliveryLocationId: 'dl-nowhere' }],
    [
      'a disabled delivery location',
      { deliveryLocationId: 'dl-north-off', deliveryLocation: { name: 'Closed Dock' } },
    ],
    ['a wrong delivery location name', { deliveryLocation: { name: 'Somewhere' } }],
    ['an LLC of another territory', { llcId: 'llc-south' }],
    ['an unknown LLC', { llcId: 'llc-nowhere' }],
    ['no lines', { lines: {} }],
    ['a negative quantity', { lines: { 'item-a': '-2' } }],
    ['a fractional quantity', { lines: { 'item-a': '2.5' } }],
    ['a zero quantity line', { lines: { 'item-a': '0' } }],
    ['a fractional number as quantity', { lines: { 'item-a': 3.5 } }],
    ['a bad line after good ones', { lines: { 'item-a': '1', 'item-b': '-1' } }],
    ['a line as a map', { lines: { 'item-a': { quantity: '1' } } }],
    ['lines as a list', { lines: [{ id: 'item-a', quantity: 1 }] }],
    ['an item not in the catalogue', { lines: { 'item-a': '1', 'item-gone': '1' } }],
    ['the older items list as well', { items: [{ id: 'item-a', quantity: 1 }] }],
    ['max pallets 0', { maxPallets: 0 }],
    ['max pallets 1.5', { maxPallets: 1.5 }],
    ['corporate notes', { corporateNotes: 'Approved by me' }],
    ['a revision history', { revisions: [{ by: 'x' }] }],
    ['readers already', { readRecipients: [PERSONAS.superAdmin.uid] }],
    ['enabled false', { enabled: false }],
    ['an unknown field', { discount: 10 }],
    ['over-long notes', { franchiseeNotes: 'x'.repeat(2001) }],
  ];
  for (const [what, overrides] of bad) {
    it(`refuses an order with ${what}`, async () => {
      await seedOrders(t);
      await assertFails(rawCreate(owner(), overrides));
    });
  }

  it('accepts the hand-made transaction when nothing is forged (control)', async () => {
    await seedOrders(t);
    await assertSucceeds(rawCreate(owner(), {}));
  });

  it('refuses a forged order number (not the counter value)', async () => {
    await seedOrders(t);
    await assertFails(rawCreate(owner(), { orderNumber: 99 }, { id: () => 'order-99' }));
    await assertFails(rawCreate(owner(), { orderNumber: 5 }, { id: () => 'order-5' }));
  });

  it('refuses an order that does not advance the counter', async () => {
    await seedOrders(t);
    await assertFails(
      rawCreate(owner(), { orderNumber: 60 }, { advance: false, id: () => 'order-60' }),
    );
    await assertFails(rawCreate(owner(), {}, { advance: false }));
  });

  it('refuses an order whose id is not order-<number>', async () => {
    await seedOrders(t);
    await assertFails(rawCreate(owner(), {}, { id: () => 'my-order' }));
  });

  it('refuses two orders sharing one number in one batch', async () => {
    await seedOrders(t);
    const db = owner();
    const batch = writeBatch(db);
    batch.update(doc(db, 'counters/orders'), { value: 61 });
    const order = {
      ...orderDoc(61, 'pending'),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    };
    batch.set(doc(db, 'orders/order-61'), order);
    batch.set(doc(db, 'orders/order-61b'), order);
    await assertFails(batch.commit());
  });
});

describe('orders: edit', () => {
  const edit = (db: Firestore, id: string, fields: DocumentData) =>
    updateDoc(doc(db, 'orders', id), {
      updatedAt: serverTimestamp(),
      updatedAtTimestamp: 1,
      ...fields,
    });

  for (const p of ['franchiseeOwner', 'manager', 'superAdmin'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} edit a pending order of their territory`, async () => {
      await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
      await assertSucceeds(
        edit(t.db(p), 'order-5', {
          lines: { 'item-a': '7' },
          maxPallets: 3,
          overnightShipping: true,
          franchiseeNotes: 'Back door',
        }),
      );
    });
  }
  it('refuses an Employee (no Edit Orders) editing an order', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
    await assertFails(edit(t.db('employee'), 'order-5', { maxPallets: 2 }));
  });
  it('refuses a Franchisee Owner editing an order of another territory', async () => {
    await seedOrders(t, { 'order-6': orderDoc(6, 'pending', 'south') });
    await assertFails(edit(t.db('franchiseeOwner'), 'order-6', { maxPallets: 2 }));
  });
  for (const status of ['approved', 'fulfilled', 'deleted'] as OrderStatus[]) {
    it(`refuses editing an ${status} order`, async () => {
      await seedOrders(t, { 'order-5': orderDoc(5, status) });
      await assertFails(edit(t.db('franchiseeOwner'), 'order-5', { maxPallets: 2 }));
    });
  }
  const forged: [string, DocumentData][] = [
    ['its number', { orderNumber: 77 }],
    [
      'its territory',
      {
        territoryId: SOUTH,
        deliveryLocationId: 'dl-south',
        deliveryLocation: { name: 'South Dock' },
      },
    ],
    ['its author', { userId: PERSONAS.franchiseeOwner.uid + 'x' }],
    ['its LLC', { llcId: 'llc-south' }],
    ['its status to approved', { status: 'approved' }],
    ['its corporate notes', { corporateNotes: 'ok' }],
    ['its readers', { readRecipients: [PERSONAS.superAdmin.uid] }],
    [
      'a delivery location of another territory',
      { deliveryLocationId: 'dl-south', deliveryLocation: { name: 'South Dock' } },
    ],
    ['a negative quantity', { lines: { 'item-a': '-1' } }],
    ['no lines', { lines: {} }],
    ['an added item not in the catalogue', { lines: { 'item-a': '1', 'item-gone': '1' } }],
  ];
  for (const [what, fields] of forged) {
    it(`refuses an edit changing ${what}`, async () => {
      await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
      await assertFails(edit(t.db('franchiseeOwner'), 'order-5', fields));
    });
  }
  it('lets the owner save a revision order back to pending with a revision entry', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'revision') });
    await assertSucceeds(
      edit(t.db('franchiseeOwner'), 'order-5', {
        status: 'pending',
        lines: { 'item-a': '1' },
        revisions: arrayUnion({
          by: PERSONAS.franchiseeOwner.uid,
          byName: actor('franchiseeOwner').name,
          at: Timestamp.now(),
          from: 'revision',
          to: 'pending',
          notes: '',
        }),
      }),
    );
  });
  it('refuses revision -> pending without a revision entry, or with someone else as author', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'revision') });
    const db = t.db('franchiseeOwner');
    await assertFails(edit(db, 'order-5', { status: 'pending' }));
    await assertFails(
      edit(db, 'order-5', {
        status: 'pending',
        revisions: [
          {
            by: PERSONAS.superAdmin.uid,
            byName: 'x',
            at: Timestamp.now(),
            from: 'revision',
            to: 'pending',
            notes: '',
          },
        ],
      }),
    );
  });
});

describe("orders: status changes are the server's (changeOrderStatus callable)", () => {
  // Every row of model/status.ts, as its own permission holder: allowed through the callable
  // (tests/functions/order-status.test.ts walks the table there), refused as a browser write.
  for (const { from, to, permission } of STATUS_TRANSITIONS) {
    const holder: Persona = permission === 'orders.setStatus' ? 'superAdmin' : 'fulfillment';
    it(`refuses even ${PERSONAS[holder].who} (${permission}) moving an order ${from} -> ${to} from the browser`, async () => {
      await seedOrders(t, { 'order-5': orderDoc(5, from) });
      await assertFails(
        browserStatusChange(t.db(holder), { id: 'order-5', status: from }, to, {
          notes: 'Looks fine',
          actor: actor(holder),
        }),
      );
      const stored = await t.peek('orders/order-5');
      expect(stored?.status).toBe(from);
      expect(stored?.revisions).toEqual([]);
    });
    for (const p of FRANCHISE) {
      it(`refuses ${PERSONAS[p].who} moving an order ${from} -> ${to}`, async () => {
        await seedOrders(t, { 'order-5': orderDoc(5, from) });
        await assertFails(
          browserStatusChange(t.db(p), { id: 'order-5', status: from }, to, { actor: actor(p) }),
        );
      });
    }
  }

  const table = new Set(STATUS_TRANSITIONS.map((tr) => `${tr.from}>${tr.to}`));
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      // revision -> pending is not a status action: it is what saving an edit does (editing tests).
      if (table.has(`${from}>${to}`) || (from === 'revision' && to === 'pending')) continue;
      it(`refuses everyone ${from} -> ${to} (not in the table)`, async () => {
        await seedOrders(t, { 'order-5': orderDoc(5, from) });
        const db = t.db('superAdmin');
        await assertFails(
          updateDoc(doc(db, 'orders/order-5'), {
            status: to,
            enabled: to !== 'deleted',
            updatedAt: serverTimestamp(),
            updatedAtTimestamp: 1,
            revisions: arrayUnion({
              by: PERSONAS.superAdmin.uid,
              byName: 'S',
              at: Timestamp.now(),
              from,
              to,
              notes: '',
            }),
          }),
        );
      });
    }
  }

  it('refuses approving with corporate notes from the browser', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
    await assertFails(
      browserStatusChange(t.db('superAdmin'), { id: 'order-5', status: 'pending' }, 'approved', {
        notes: 'Ship Tuesday',
        actor: actor('superAdmin'),
      }),
    );
    expect((await t.peek('orders/order-5'))?.corporateNotes).toBe('');
    const note = await t.peek('orderNotifications/order-5');
    expect(note?.status).toEqual({ isPending: true, isApproved: false, isFulfilled: false });
  });

  it('refuses an Unfulfill from the browser, with or without rewriting the notes', async () => {
    await seedOrders(t, {
      'order-5': { ...orderDoc(5, 'fulfilled'), corporateNotes: 'Approved.' },
    });
    const db = t.db('fulfillment');
    const unfulfill = (extra: DocumentData) =>
      updateDoc(doc(db, 'orders/order-5'), {
        status: 'approved',
        updatedAt: serverTimestamp(),
        updatedAtTimestamp: 1,
        revisions: arrayUnion({
          by: PERSONAS.fulfillment.uid,
          byName: actor('fulfillment').name,
          at: Timestamp.now(),
          from: 'fulfilled',
          to: 'approved',
          notes: '',
        }),
        ...extra,
      });
    await assertFails(unfulfill({ corporateNotes: '' }));
    await assertFails(unfulfill({}));
    await assertFails(
      browserStatusChange(db, { id: 'order-5', status: 'fulfilled' }, 'approved', {
        actor: actor('fulfillment'),
      }),
    );
    const stored = await t.peek('orders/order-5');
    expect(stored?.status).toBe('fulfilled');
    expect(stored?.corporateNotes).toBe('Approved.');
  });

  it('refuses a status change from a stale status (someone changed it meanwhile)', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'approved') });
    await assertFails(
      browserStatusChange(t.db('superAdmin'), { id: 'order-5', status: 'pending' }, 'approved', {
        actor: actor('superAdmin'),
      }),
    );
  });

  it('refuses a revision entry in another name, or timed long ago', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
    const db = t.db('superAdmin');
    const change = (entry: DocumentData) =>
      updateDoc(doc(db, 'orders/order-5'), {
        status: 'approved',
        updatedAt: serverTimestamp(),
        updatedAtTimestamp: 1,
        revisions: [
          {
            byName: actor('superAdmin').name,
            from: 'pending',
            to: 'approved',
            notes: '',
            at: Timestamp.now(),
            by: PERSONAS.superAdmin.uid,
            ...entry,
          },
        ],
      });
    await assertFails(change({ by: PERSONAS.fulfillment.uid }));
    // Issue 10: byName is the author's real name, not any free string.
    await assertFails(change({ byName: 'Gulf Shore Grill' }));
    await assertFails(change({ at: Timestamp.fromDate(new Date('2026-01-01')) }));
    await assertFails(change({ to: 'fulfilled' }));
    // Even a well-formed entry in the caller's own name: approving is the server's now.
    await assertFails(change({}));
    expect((await t.peek('orders/order-5'))?.status).toBe('pending');
  });

  it('refuses deleting an order document (deleted is a status)', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
    await assertFails(deleteDoc(doc(t.db('superAdmin'), 'orders/order-5')));
  });
});

describe('orders: marking read', () => {
  it('lets a reader add themselves to readRecipients', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
    await assertSucceeds(
      updateDoc(doc(t.db('manager'), 'orders/order-5'), {
        readRecipients: arrayUnion(PERSONAS.manager.uid),
      }),
    );
  });
  it('refuses adding someone else, or marking an order of another territory', async () => {
    await seedOrders(t, {
      'order-5': orderDoc(5, 'pending'),
      'order-6': orderDoc(6, 'pending', 'south'),
    });
    const db = t.db('manager');
    await assertFails(
      updateDoc(doc(db, 'orders/order-5'), { readRecipients: arrayUnion(PERSONAS.employee.uid) }),
    );
    await assertFails(
      updateDoc(doc(db, 'orders/order-6'), { readRecipients: arrayUnion(PERSONAS.manager.uid) }),
    );
  });
});
