import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { listReportedDays } from '../../src/features/reports/api/sales-days';
import {
  ALL_PERSONAS,
  PERSONAS,
  ROLE_PERSONAS,
  setupRulesTests,
  userDoc,
  type Persona,
} from './helpers';
import { NORTH, SOUTH } from './orders-fixtures';

/**
 * territory_sales_days (issue 29): the reported days of an ISO week per location, read like the
 * sales entries they copy (Franchise Sales holders whose scope has the territory), through the
 * reports dashboard's own read; written only by the server (functions/src/reports/salesDays.ts):
 * every browser write is refused, the top roles' included.
 */
const t = setupRulesTests();

const week = (territoryId: string, locationId: string, netCents: number) => ({
  territoryId,
  period: '2026-W48',
  from: '2026-11-23',
  to: '2026-11-29',
  locations: { [locationId]: { '2026-11-24': { netCents, reported: 1 } } },
});
const DOCS = {
  [`territory_sales_days/${NORTH}_2026-W48`]: week(NORTH, 'fl-north', 120_000),
  [`territory_sales_days/${SOUTH}_2026-W48`]: week(SOUTH, 'fl-south', 90_000),
};
const TUESDAY = { from: '2026-11-24', to: '2026-11-24' };
const NORTH_STAFF: Persona[] = ['franchiseeOwner', 'manager', 'employee'];

describe('reported days per week', () => {
  for (const p of ['superAdmin', 'fulfillment'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} read the days of every territory`, async () => {
      await t.seed(DOCS);
      const days = await assertSucceeds(listReportedDays(t.db(p), [NORTH, SOUTH], TUESDAY));
      expect(days).toEqual([
        { locationId: 'fl-north', date: '2026-11-24', netCents: 120_000 },
        { locationId: 'fl-south', date: '2026-11-24', netCents: 90_000 },
      ]);
    });
  }

  for (const p of NORTH_STAFF) {
    it(`lets ${PERSONAS[p].who} read their territory's days, not another's`, async () => {
      await t.seed(DOCS);
      const days = await assertSucceeds(listReportedDays(t.db(p), [NORTH], TUESDAY));
      expect(days.map((d) => d.netCents)).toEqual([120_000]);
      await assertFails(listReportedDays(t.db(p), [SOUTH], TUESDAY));
      await assertFails(getDoc(doc(t.db(p), `territory_sales_days/${SOUTH}_2026-W48`)));
    });
  }

  it('refuses a Manager without View Franchise Sales', async () => {
    await t.seed({
      ...DOCS,
      'users/no-sales': userDoc('no-sales', 'manager', {
        territoryIds: [NORTH],
        assignedTerritories: [NORTH],
        permissionOverrides: { franchiseSales: { view: false } },
      }),
    });
    const db = t.db({ uid: 'no-sales' });
    await assertFails(listReportedDays(db, [NORTH], TUESDAY));
    await assertFails(getDoc(doc(db, `territory_sales_days/${NORTH}_2026-W48`)));
  });

  for (const p of ['waiting', 'disabled'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} reading the days`, async () => {
      await t.seed(DOCS);
      await assertFails(listReportedDays(t.db(p), [NORTH], TUESDAY));
    });
  }

  for (const p of ALL_PERSONAS) {
    it(`refuses ${PERSONAS[p].who} writing a week from the browser`, async () => {
      // A week that would report a day never reported, a million dollars of it.
      await assertFails(
        setDoc(doc(t.db(p), `territory_sales_days/${NORTH}_2026-W49`), {
          ...week(NORTH, 'fl-north', 1e8),
          period: '2026-W49',
        }),
      );
    });
  }

  for (const p of ROLE_PERSONAS) {
    it(`refuses ${PERSONAS[p].who} changing or deleting the server's week`, async () => {
      await t.seed(DOCS);
      const ref = doc(t.db(p), `territory_sales_days/${NORTH}_2026-W48`);
      await assertFails(updateDoc(ref, { locations: {} }));
      await assertFails(deleteDoc(ref));
      expect((await t.peek(`territory_sales_days/${NORTH}_2026-W48`))?.locations).toEqual(
        week(NORTH, 'fl-north', 120_000).locations,
      );
    });
  }

  it('refuses a signed-out caller reading or writing a week', async () => {
    await t.seed(DOCS);
    await assertFails(getDoc(doc(t.anonDb(), `territory_sales_days/${NORTH}_2026-W48`)));
    await assertFails(
      setDoc(doc(t.anonDb(), `territory_sales_days/${NORTH}_2026-W48`), week(NORTH, 'x', 1)),
    );
  });
});
