import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { placeOrder } from '../../src/features/orders/api/place-order';
import { createDraft, updateDraft } from '../../src/features/orders/api/save-draft';
import { toStoredLines } from '../../src/data/orderLines';
import {
  personaDoc,
  PERSONAS,
  setupRulesTests,
  type Persona,
  STAFF_PERSONAS as STAFF,
} from './helpers';
import { AT, catalogueIndex, input, NORTH, seedOrders, SOUTH } from './orders-fixtures';

const t = setupRulesTests();

function draft(userId: string, overrides: DocumentData = {}): DocumentData {
  const i = input();
  return {
    overnightShipping: false,
    lines: toStoredLines(i.items),
    maxPallets: 1,
    franchiseeNotes: '',
    corporateNotes: '',
    territoryId: NORTH,
    deliveryLocationId: i.deliveryLocationId,
    userId,
    territory: { name: i.territoryName },
    deliveryLocation: { name: i.deliveryLocationName },
    createdAt: AT,
    updatedAt: AT,
    updatedAtTimestamp: AT.seconds,
    ...overrides,
  };
}

const stamped = (d: DocumentData) => ({
  ...d,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

describe('draft_orders', () => {
  for (const p of STAFF) {
    const uid = PERSONAS[p].uid;
    it(`lets ${PERSONAS[p].who} create, read, edit and delete their own draft`, async () => {
      await seedOrders(t);
      const db = t.db(p);
      await assertSucceeds(setDoc(doc(db, 'draft_orders/d1'), stamped(draft(uid))));
      await assertSucceeds(getDoc(doc(db, 'draft_orders/d1')));
      await assertSucceeds(
        getDocs(query(collection(db, 'draft_orders'), where('userId', '==', uid))),
      );
      await assertSucceeds(
        updateDoc(doc(db, 'draft_orders/d1'), { maxPallets: 3, updatedAt: serverTimestamp() }),
      );
      await assertSucceeds(deleteDoc(doc(db, 'draft_orders/d1')));
    });
    it(`refuses ${PERSONAS[p].who} someone else's draft`, async () => {
      await seedOrders(t);
      await t.seed({ 'draft_orders/other': draft(PERSONAS.superAdmin.uid) });
      const db = t.db(p);
      await assertFails(getDoc(doc(db, 'draft_orders/other')));
      await assertFails(getDocs(collection(db, 'draft_orders')));
      await assertFails(
        updateDoc(doc(db, 'draft_orders/other'), { maxPallets: 2, updatedAt: serverTimestamp() }),
      );
      await assertFails(deleteDoc(doc(db, 'draft_orders/other')));
    });
    it(`refuses ${PERSONAS[p].who} a draft in another territory or in another name`, async () => {
      await seedOrders(t);
      const db = t.db(p);
      await assertFails(
        setDoc(
          doc(db, 'draft_orders/d2'),
          stamped(
            draft(uid, {
              territoryId: SOUTH,
              deliveryLocationId: 'dl-south',
              territory: { name: 'South Bay' },
              deliveryLocation: { name: 'South Dock' },
            }),
          ),
        ),
      );
      await assertFails(
        setDoc(doc(db, 'draft_orders/d3'), stamped(draft(PERSONAS.manager.uid + 'x'))),
      );
    });
  }

  // Draft Orders Delete taken away (issue 30): the author keeps drafting and submitting, but a
  // draft is no longer thrown away by hand.
  for (const p of STAFF) {
    const uid = PERSONAS[p].uid;
    const withoutDelete = async () => {
      await seedOrders(t);
      const me = personaDoc(p);
      await t.seed({
        [`users/${uid}`]: {
          ...me,
          permissions: {
            ...me.permissions,
            draftOrders: { ...me.permissions.draftOrders, delete: false },
          },
        },
        'draft_orders/mine': draft(uid),
      });
    };
    it(`refuses ${PERSONAS[p].who} without Draft Orders Delete deleting their own draft`, async () => {
      await withoutDelete();
      await assertFails(deleteDoc(doc(t.db(p), 'draft_orders/mine')));
      expect(await t.peek('draft_orders/mine')).toBeDefined();
    });
    it(`lets ${PERSONAS[p].who} without Draft Orders Delete submit their draft`, async () => {
      await withoutDelete();
      await assertSucceeds(placeOrder(t.db(p), input(), uid, { draftId: 'mine' }));
      expect(await t.peek('draft_orders/mine')).toBeUndefined();
    });
  }

  for (const p of ['superAdmin', 'fulfillment'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} read and delete anyone's draft but not edit it`, async () => {
      await seedOrders(t);
      await t.seed({ 'draft_orders/other': draft(PERSONAS.franchiseeOwner.uid) });
      const db = t.db(p);
      await assertSucceeds(getDoc(doc(db, 'draft_orders/other')));
      await assertFails(
        updateDoc(doc(db, 'draft_orders/other'), { maxPallets: 2, updatedAt: serverTimestamp() }),
      );
      await assertSucceeds(deleteDoc(doc(db, 'draft_orders/other')));
    });
  }

  for (const p of ['waiting', 'disabled'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} drafts`, async () => {
      await seedOrders(t);
      await assertFails(setDoc(doc(t.db(p), 'draft_orders/d1'), stamped(draft(PERSONAS[p].uid))));
      await t.seed({ 'draft_orders/left': draft(PERSONAS[p].uid) });
      await assertFails(deleteDoc(doc(t.db(p), 'draft_orders/left')));
    });
  }

  const bad: [string, DocumentData][] = [
    ['a negative quantity', { lines: { 'item-a': '-1' } }],
    ['a fractional quantity', { lines: { 'item-a': '1.5' } }],
    ['a quantity stored as a fraction', { lines: { 'item-a': 1.5 } }],
    ['an item not active in the catalogue', { lines: { 'item-a': '1', 'item-gone': '2' } }],
    ['no delivery location', { deliveryLocationId: '' }],
    ['an unknown delivery location', { deliveryLocationId: 'dl-nowhere' }],
    ['max pallets 0', { maxPallets: 0 }],
    ['an LLC (drafts carry none)', { llcId: 'llc-north' }],
    ['a status', { status: 'pending' }],
    ['corporate notes', { corporateNotes: 'x' }],
  ];
  for (const [what, overrides] of bad) {
    it(`refuses a draft with ${what}`, async () => {
      await seedOrders(t);
      const uid = PERSONAS.franchiseeOwner.uid;
      await assertFails(
        setDoc(doc(t.db('franchiseeOwner'), 'draft_orders/d1'), stamped(draft(uid, overrides))),
      );
    });
  }

  it('refuses a draft written with the older items list instead of lines', async () => {
    await seedOrders(t);
    const uid = PERSONAS.franchiseeOwner.uid;
    const older = draft(uid, { items: input().items });
    delete older.lines;
    await assertFails(setDoc(doc(t.db('franchiseeOwner'), 'draft_orders/d1'), stamped(older)));
  });

  it('lets a draft without lines be saved (a draft is work in progress)', async () => {
    await seedOrders(t);
    const uid = PERSONAS.franchiseeOwner.uid;
    await assertSucceeds(
      setDoc(doc(t.db('franchiseeOwner'), 'draft_orders/d1'), stamped(draft(uid, { lines: {} }))),
    );
  });

  it('saves drafts through the app: added items must be active, kept ones may be inactive', async () => {
    await seedOrders(t);
    const db = t.db('franchiseeOwner');
    const uid = PERSONAS.franchiseeOwner.uid;
    const id = await assertSucceeds(createDraft(db, input(), uid));
    expect((await t.peek(`draft_orders/${id}`))?.lines).toEqual({ 'item-a': '3', 'item-b': '12' });
    const withItem = (itemId: string) => ({
      ...input(),
      items: [...input().items, { id: itemId, quantity: 1 }],
    });
    await assertFails(createDraft(db, withItem('item-gone'), uid));
    // item-b is deactivated after the draft was saved: the draft still saves with it...
    await t.seed({ 'item_catalogue_index/active': catalogueIndex(['item-a', 'item-c']) });
    await assertSucceeds(updateDraft(db, id, { ...input(), franchiseeNotes: 'later' }));
    // ...but no inactive item can be added, and an active one can.
    await assertFails(updateDraft(db, id, withItem('item-gone')));
    await assertSucceeds(updateDraft(db, id, withItem('item-c')));
  });

  it('submits a draft: the order is created and the draft removed in one transaction', async () => {
    await seedOrders(t);
    const uid = PERSONAS.employee.uid;
    await t.seed({ 'draft_orders/mine': draft(uid) });
    const placed = await assertSucceeds(
      placeOrder(t.db('employee'), input(), uid, { draftId: 'mine' }),
    );
    expect(placed.orderNumber).toBe(61);
    expect(await t.peek('draft_orders/mine')).toBeUndefined();
    expect((await t.peek('orders/order-61'))?.status).toBe('pending');
  });

  it("refuses submitting someone else's draft (nothing is written)", async () => {
    await seedOrders(t);
    await t.seed({ 'draft_orders/theirs': draft(PERSONAS.manager.uid) });
    await assertFails(
      placeOrder(t.db('employee'), input(), PERSONAS.employee.uid, { draftId: 'theirs' }),
    );
    expect(await t.peek('orders/order-61')).toBeUndefined();
    expect((await t.peek('counters/orders'))?.value).toBe(60);
  });
});
