import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { getBenchmark } from '../../src/features/reports/api/benchmarks';
import type { SalesBenchmark } from '../../src/features/reports/model/benchmarks';
import { ALL_PERSONAS, PERSONAS, setupRulesTests, type Persona } from './helpers';

/**
 * sales_benchmarks (issues 13, 26): only the server writes them (functions/src/reports/
 * benchmarks.ts, tests/functions/benchmarks.test.ts); every browser write is refused, the top
 * roles' included, whatever the figures; every active user reads them.
 */
const t = setupRulesTests();

const NOV: SalesBenchmark = {
  from: '2026-11-01',
  to: '2026-11-30',
  cohorts: {
    restaurant: { medianNetCents: 1_500_000, medianAverageCheckCents: 2_450, locationCount: 2 },
    truck: { medianNetCents: 600_000, medianAverageCheckCents: 1_380, locationCount: 2 },
  },
  cogs: { truck: { medianCogsBps: 3_120, locationCount: 2 } },
};
const ID = '2026-11-01_2026-11-30';
const PATH = `sales_benchmarks/${ID}`;

describe('sales_benchmarks', () => {
  for (const p of ALL_PERSONAS) {
    it(`refuses ${PERSONAS[p].who} writing a benchmark from the browser`, async () => {
      const db = t.db(p);
      // What the old browser "Publish benchmarks" wrote, valid figures and all.
      await assertFails(
        setDoc(doc(db, PATH), {
          ...NOV,
          publishedBy: PERSONAS[p].uid,
          publishedAt: serverTimestamp(),
        }),
      );
      await assertFails(setDoc(doc(db, PATH), { ...NOV, asOf: '2026-11-29' }));
    });
  }

  for (const p of ['superAdmin', 'fulfillment', 'franchiseeOwner'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} changing or deleting the server's benchmark`, async () => {
      await t.seed({ [PATH]: { ...NOV, asOf: '2026-11-29' } });
      const db = t.db(p);
      await assertFails(
        updateDoc(doc(db, PATH), { 'cohorts.truck.medianNetCents': 1, asOf: '2026-11-29' }),
      );
      await assertFails(deleteDoc(doc(db, PATH)));
      expect((await t.peek(PATH))?.cohorts.truck.medianNetCents).toBe(600_000);
    });
  }

  it('refuses a signed-out caller writing a benchmark', async () => {
    await assertFails(setDoc(doc(t.anonDb(), PATH), { ...NOV, asOf: '2026-11-29' }));
  });

  it('lets every active user read a benchmark, not a waiting or disabled one', async () => {
    await t.seed({ [PATH]: { ...NOV, asOf: '2026-11-29' } });
    for (const p of [
      'superAdmin',
      'franchiseeOwner',
      'manager',
      'employee',
      'fulfillment',
    ] as Persona[]) {
      const read = await assertSucceeds(getBenchmark(t.db(p), NOV));
      expect(read?.cohorts.truck?.medianNetCents).toBe(600_000);
    }
    for (const p of ['waiting', 'disabled'] as Persona[]) {
      await assertFails(getBenchmark(t.db(p), NOV));
    }
  });
});
