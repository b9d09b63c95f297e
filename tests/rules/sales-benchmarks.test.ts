import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { getBenchmark, publishBenchmarks } from '../../src/features/reports/api/benchmarks';
import type { SalesBenchmark } from '../../src/features/reports/model/benchmarks';
import { PERSONAS, setupRulesTests, type Persona } from './helpers';

/** sales_benchmarks (issue 13 "system median"), written through the app's publishBenchmarks. */
const t = setupRulesTests();

const NOV: SalesBenchmark = {
  from: '2026-11-01',
  to: '2026-11-30',
  cohorts: {
    restaurant: { medianNetCents: 1_500_000, medianAverageCheckCents: 2_450, locationCount: 2 },
    truck: { medianNetCents: 600_000, medianAverageCheckCents: 1_380, locationCount: 2 },
  },
};

describe('sales_benchmarks', () => {
  for (const p of ['superAdmin', 'fulfillment'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} publish and republish benchmarks`, async () => {
      await assertSucceeds(publishBenchmarks(t.db(p), [NOV], PERSONAS[p].uid));
      await assertSucceeds(publishBenchmarks(t.db(p), [NOV], PERSONAS[p].uid));
    });
  }

  for (const p of ['franchiseeOwner', 'manager', 'employee', 'waiting', 'disabled'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} publishing`, async () => {
      await assertFails(publishBenchmarks(t.db(p), [NOV], PERSONAS[p].uid));
    });
  }

  it('lets every active user read a published benchmark, not a waiting or disabled one', async () => {
    await publishBenchmarks(t.db('superAdmin'), [NOV], PERSONAS.superAdmin.uid);
    for (const p of ['franchiseeOwner', 'manager', 'employee', 'fulfillment'] as Persona[]) {
      const read = await assertSucceeds(getBenchmark(t.db(p), NOV));
      expect(read?.cohorts.truck?.medianNetCents).toBe(600_000);
    }
    for (const p of ['waiting', 'disabled'] as Persona[]) {
      await assertFails(getBenchmark(t.db(p), NOV));
    }
  });

  it('refuses location figures, a single-location cohort, a wrong id or another publisher', async () => {
    const db = t.db('superAdmin');
    const uid = PERSONAS.superAdmin.uid;
    const write = (id: string, data: Record<string, unknown>) =>
      setDoc(doc(db, 'sales_benchmarks', id), {
        from: NOV.from,
        to: NOV.to,
        cohorts: NOV.cohorts,
        publishedBy: uid,
        publishedAt: serverTimestamp(),
        ...data,
      });
    const id = '2026-11-01_2026-11-30';
    await assertSucceeds(write(id, {}));
    await assertFails(write(id, { locations: { 'fl-north': 1_000 } }));
    await assertFails(write(id, { cohorts: { ...NOV.cohorts, 'fl-north': NOV.cohorts.truck } }));
    await assertFails(
      write(id, {
        cohorts: {
          truck: { ...NOV.cohorts.truck, locationIds: ['fl-north'] },
        },
      }),
    );
    await assertFails(
      write(id, { cohorts: { truck: { ...NOV.cohorts.truck, locationCount: 1 } } }),
    );
    await assertFails(write('2026-11-01_2026-11-29', {}));
    await assertFails(write(id, { publishedBy: PERSONAS.fulfillment.uid }));
  });
});
