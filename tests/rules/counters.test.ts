import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  increment,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { PERSONAS, ROLE_PERSONAS, setupRulesTests, userDoc } from './helpers';

const t = setupRulesTests();

const INACTIVE = ['waiting', 'disabled'] as const;
const COUNTERS = ['orders', 'complianceReports'] as const;
const counterRef = (db: Firestore, id: string) => doc(db, 'counters', id);

async function seedCounters(value = 60) {
  await t.seed({ 'counters/orders': { value }, 'counters/complianceReports': { value } });
}

/**
 * A bare bump: read the counter and advance it in a transaction WITHOUT the document that takes
 * the number. Refused since issue 10 (hole 3); the real number-taking transactions are tested in
 * orders.test.ts (place an order) and compliance-reports.test.ts (Submit, Publish).
 */
function nextNumber(db: Firestore, id: string) {
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(counterRef(db, id));
    const value = snap.exists() ? (snap.get('value') as number) + 1 : 1;
    if (snap.exists()) tx.update(snap.ref, { value, updatedAt: serverTimestamp() });
    else tx.set(snap.ref, { value, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
    return value;
  });
}

describe('counters/{id}', () => {
  for (const p of ROLE_PERSONAS) {
    const who = PERSONAS[p].who;
    it(`lets ${who} read a counter`, async () => {
      await seedCounters();
      await assertSucceeds(getDoc(counterRef(t.db(p), 'orders')));
    });

    for (const id of COUNTERS) {
      it(`refuses ${who} advancing the ${id} counter without the numbered document`, async () => {
        await seedCounters();
        await assertFails(nextNumber(t.db(p), id));
        expect((await t.peek(`counters/${id}`))?.value).toBe(60);
      });

      it(`refuses ${who} starting the ${id} counter without the numbered document`, async () => {
        await assertFails(nextNumber(t.db(p), id));
      });
    }

    it(`refuses ${who} a compliance bump naming a report that is not published by it`, async () => {
      await seedCounters();
      await t.seed({ 'compliance_reports/r1': { status: 'published', serialNo: 61 } });
      await assertFails(
        updateDoc(counterRef(t.db(p), 'complianceReports'), { value: 61, reportId: 'r1' }),
      );
    });
  }

  for (const p of INACTIVE) {
    const who = PERSONAS[p].who;
    it(`refuses ${who} reading or advancing a counter`, async () => {
      await seedCounters();
      await assertFails(getDoc(counterRef(t.db(p), 'orders')));
      await assertFails(updateDoc(counterRef(t.db(p), 'orders'), { value: 61 }));
    });
  }

  it('refuses a signed-out caller reading or advancing a counter', async () => {
    await seedCounters();
    await assertFails(getDoc(counterRef(t.anonDb(), 'orders')));
    await assertFails(updateDoc(counterRef(t.anonDb(), 'orders'), { value: 61 }));
    await assertFails(setDoc(counterRef(t.anonDb(), 'complianceReports'), { value: 1 }));
  });

  it('refuses an Employee whose Create Orders was revoked the orders counter', async () => {
    await seedCounters();
    await t.seed({
      'users/employee': {
        ...userDoc('employee', 'employee', {
          permissionOverrides: { orders: { create: false } },
        }),
      },
    });
    const db = t.db('employee');
    await assertFails(updateDoc(counterRef(db, 'orders'), { value: 61 }));
  });

  it('refuses a Manager whose Create Compliance Reports was revoked the compliance counter', async () => {
    await seedCounters();
    await t.seed({
      'users/manager': userDoc('manager', 'manager', {
        permissionOverrides: { complianceReports: { create: false } },
      }),
    });
    await assertFails(updateDoc(counterRef(t.db('manager'), 'complianceReports'), { value: 61 }));
  });

  const badMoves: [string, Record<string, unknown>][] = [
    ['skipping a number', { value: 62 }],
    ['going back', { value: 59 }],
    ['staying put with a new timestamp', { value: 60, updatedAt: serverTimestamp() }],
    ['a string value', { value: '61' }],
    ['a fractional value', { value: 60.5 }],
    ['an extra field', { value: 61, owner: 'me' }],
  ];
  for (const [label, change] of badMoves) {
    it(`refuses a Super Admin ${label} on a counter`, async () => {
      await seedCounters();
      await assertFails(updateDoc(counterRef(t.db('superAdmin'), 'orders'), change));
    });
  }

  it('refuses a Manager advancing a counter with increment(1) and no order', async () => {
    await seedCounters();
    await assertFails(updateDoc(counterRef(t.db('manager'), 'orders'), { value: increment(1) }));
  });

  it('refuses a Manager advancing a counter with increment(5)', async () => {
    await seedCounters();
    await assertFails(updateDoc(counterRef(t.db('manager'), 'orders'), { value: increment(5) }));
  });

  it('refuses a Super Admin creating a counter that does not start at 1', async () => {
    await assertFails(setDoc(counterRef(t.db('superAdmin'), 'orders'), { value: 100 }));
  });

  it('refuses a Super Admin a counter the app does not use', async () => {
    await assertFails(setDoc(counterRef(t.db('superAdmin'), 'invoices'), { value: 1 }));
  });

  it('refuses a Super Admin deleting or resetting a counter', async () => {
    await seedCounters();
    await assertFails(deleteDoc(counterRef(t.db('superAdmin'), 'orders')));
    await assertFails(setDoc(counterRef(t.db('superAdmin'), 'orders'), { value: 1 }));
  });
});
