import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { browserStatusChange } from './fixtures/browser-status-change';
import { PERSONAS, setupRulesTests, type Persona, actorOf } from './helpers';
import { NORTH, notificationDoc, orderDoc, seedOrders, SOUTH } from './orders-fixtures';

const t = setupRulesTests();
const READERS: Persona[] = ['superAdmin', 'fulfillment', 'manager', 'employee'];

describe('orderNotifications', () => {
  for (const p of READERS) {
    it(`lets ${PERSONAS[p].who} read and mark read the bell of their territory`, async () => {
      await seedOrders(t, { 'order-5': orderDoc(5, 'approved') });
      const db = t.db(p);
      await assertSucceeds(getDoc(doc(db, 'orderNotifications/order-5')));
      await assertSucceeds(
        getDocs(query(collection(db, 'orderNotifications'), where('territoryId', 'in', [NORTH]))),
      );
      await assertSucceeds(
        updateDoc(doc(db, 'orderNotifications/order-5'), {
          readRecipients: arrayUnion(PERSONAS[p].uid),
        }),
      );
    });
  }
  for (const p of ['manager', 'employee'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} the bell of another territory, by id or crafted query`, async () => {
      await seedOrders(t, { 'order-6': orderDoc(6, 'approved', 'south') });
      const db = t.db(p);
      await assertFails(getDoc(doc(db, 'orderNotifications/order-6')));
      await assertFails(
        getDocs(query(collection(db, 'orderNotifications'), where('territoryId', '==', SOUTH))),
      );
      await assertFails(getDocs(collection(db, 'orderNotifications')));
    });
  }
  it('refuses a Franchisee Owner the bells (top roles and the territory-level role only)', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'approved') });
    await assertFails(getDoc(doc(t.db('franchiseeOwner'), 'orderNotifications/order-5')));
  });
  it('refuses marking someone else read, or changing anything else while marking', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'approved') });
    const db = t.db('manager');
    await assertFails(
      updateDoc(doc(db, 'orderNotifications/order-5'), { readRecipients: arrayUnion('someone') }),
    );
    await assertFails(
      updateDoc(doc(db, 'orderNotifications/order-5'), {
        readRecipients: arrayUnion(PERSONAS.manager.uid),
        status: { isPending: false, isApproved: false, isFulfilled: true },
      }),
    );
  });
  it('lets mark-all-as-read go in one batch', async () => {
    await seedOrders(t, {
      'order-5': orderDoc(5, 'approved'),
      'order-7': orderDoc(7, 'fulfilled'),
    });
    const db = t.db('superAdmin');
    const batch = writeBatch(db);
    for (const id of ['order-5', 'order-7'])
      batch.update(doc(db, 'orderNotifications', id), {
        readRecipients: arrayUnion(PERSONAS.superAdmin.uid),
      });
    await assertSucceeds(batch.commit());
  });

  // It moves with a status change on the server (tests/functions/order-status.test.ts); the
  // browser's former status batch, notification included, is refused.
  it('refuses moving it with a browser status change', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'approved') });
    await t.seed({
      'orderNotifications/order-5': {
        ...notificationDoc('order-5', orderDoc(5, 'approved')),
        readRecipients: ['x'],
      },
    });
    await assertFails(
      browserStatusChange(t.db('fulfillment'), { id: 'order-5', status: 'approved' }, 'fulfilled', {
        actor: actorOf('fulfillment'),
      }),
    );
    const note = await t.peek('orderNotifications/order-5');
    expect(note?.status).toEqual({ isPending: false, isApproved: true, isFulfilled: false });
    expect(note?.readRecipients).toEqual(['x']);
  });

  it('refuses a notification change without its order, or not matching it', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
    const db = t.db('superAdmin');
    await assertFails(
      updateDoc(doc(db, 'orderNotifications/order-5'), {
        status: { isPending: false, isApproved: true, isFulfilled: false },
        readRecipients: [],
        lastUpdated: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      setDoc(doc(db, 'orderNotifications/order-99'), {
        ...notificationDoc('order-99', orderDoc(99, 'pending')),
        lastUpdated: serverTimestamp(),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
