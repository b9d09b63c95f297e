import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { listSalesFigures } from '../../src/features/reports/api/sales-rollups';
import { ALL_PERSONAS, PERSONAS, ROLE_PERSONAS, setupRulesTests, type Persona } from './helpers';
import { NORTH, SOUTH } from './orders-fixtures';

/**
 * sales_rollups and territory_sales_rollups (issue 29): read like the sales entries they sum (Franchise
 * Sales holders whose scope has the territory), through the franchise sales report's own read;
 * chain_sales_rollups (every territory's figures of a period) only by those whose scope is the
 * whole chain (the top roles); all written only by the server
 * (functions/src/reports/salesRollups.ts): every browser write is refused, the top roles' included.
 */
const t = setupRulesTests();

const figures = (netCents: number) => ({
  grossCents: netCents,
  discountCents: 0,
  refundCents: 0,
  netCents,
  transactions: 10,
  days: 3,
  adjustmentCents: 0,
});
const rollup = (territoryId: string, locationId: string, netCents: number) => ({
  territoryId,
  locationId,
  unit: 'month',
  period: '2026-10',
  from: '2026-10-01',
  to: '2026-10-31',
  ...figures(netCents),
});
const DOCS = {
  'sales_rollups/fl-north_2026-10': rollup(NORTH, 'fl-north', 120_000),
  'sales_rollups/fl-south_2026-10': rollup(SOUTH, 'fl-south', 90_000),
  [`territory_sales_rollups/${NORTH}_2026-10`]: {
    territoryId: NORTH,
    unit: 'month',
    period: '2026-10',
    from: '2026-10-01',
    to: '2026-10-31',
    ...figures(120_000),
  },
  // Week 41 (5 to 11 October) with its days: what a short range's end days are read from.
  [`territory_sales_rollups/${NORTH}_2026-W41`]: {
    territoryId: NORTH,
    unit: 'week',
    period: '2026-W41',
    from: '2026-10-05',
    to: '2026-10-11',
    ...figures(30_000),
    byDay: { '2026-10-07': { ...figures(10_000), days: 1 }, '2026-10-08': figures(20_000) },
  },
  // North's and South's October in one document, as the top roles' "All territories" reads it.
  'chain_sales_rollups/2026-10': {
    unit: 'month',
    period: '2026-10',
    from: '2026-10-01',
    to: '2026-10-31',
    territories: { [NORTH]: figures(120_000), [SOUTH]: figures(90_000) },
  },
};
const OCTOBER_DAYS = { from: '2026-10-01', to: '2026-10-31' };
/** October 2026 of every territory from the chain rollup. */
const chainOf = (ids: string[]) => ({
  territories: { ids, bounds: [OCTOBER_DAYS], chain: true },
  locations: { territoryIds: [], bounds: [] },
});
/** October 2026 of some territories' locations, read as the report reads it: month rollups. */
const locationsOf = (territoryIds: string[]) => ({
  territories: { ids: [], bounds: [] },
  locations: { territoryIds, bounds: [OCTOBER_DAYS] },
});
/** October 2026 of some territories as totals: their territory rollups. */
const territoriesOf = (ids: string[], bounds = OCTOBER_DAYS) => ({
  territories: { ids, bounds: [bounds] },
  locations: { territoryIds: [], bounds: [] },
});
/** Wednesday 7 October alone: no whole week, read from the days of week 41. */
const A_DAY = { from: '2026-10-07', to: '2026-10-07' };
const NORTH_STAFF: Persona[] = ['franchiseeOwner', 'manager', 'employee'];

describe('sales rollups', () => {
  for (const p of ['superAdmin', 'fulfillment'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} read the rollups of every territory`, async () => {
      await t.seed(DOCS);
      const view = await assertSucceeds(listSalesFigures(t.db(p), locationsOf([NORTH, SOUTH])));
      expect(view.figuresOf('fl-north', OCTOBER_DAYS).netCents).toBe(120_000);
      expect(view.figuresOf('fl-south', OCTOBER_DAYS).netCents).toBe(90_000);
      const totals = await assertSucceeds(listSalesFigures(t.db(p), territoriesOf([NORTH])));
      expect(totals.territoryFiguresOf(NORTH, OCTOBER_DAYS).netCents).toBe(120_000);
      const day = await assertSucceeds(listSalesFigures(t.db(p), territoriesOf([NORTH], A_DAY)));
      expect(day.territoryFiguresOf(NORTH, A_DAY).netCents).toBe(10_000);
      const chain = await assertSucceeds(listSalesFigures(t.db(p), chainOf([NORTH, SOUTH])));
      expect(chain.territoryFiguresOf(NORTH, OCTOBER_DAYS).netCents).toBe(120_000);
      expect(chain.territoryFiguresOf(SOUTH, OCTOBER_DAYS).netCents).toBe(90_000);
    });
  }

  for (const p of NORTH_STAFF) {
    it(`lets ${PERSONAS[p].who} read their territory's rollups, not another's`, async () => {
      await t.seed(DOCS);
      const view = await assertSucceeds(listSalesFigures(t.db(p), locationsOf([NORTH])));
      expect(view.figuresOf('fl-north', OCTOBER_DAYS)).toMatchObject({
        netCents: 120_000,
        days: 3,
      });
      const totals = await assertSucceeds(listSalesFigures(t.db(p), territoriesOf([NORTH])));
      expect(totals.territoryFiguresOf(NORTH, OCTOBER_DAYS)).toMatchObject({ days: 3 });
      const day = await assertSucceeds(listSalesFigures(t.db(p), territoriesOf([NORTH], A_DAY)));
      expect(day.territoryFiguresOf(NORTH, A_DAY)).toMatchObject({ netCents: 10_000, days: 1 });
      await assertFails(listSalesFigures(t.db(p), locationsOf([SOUTH])));
      await assertFails(listSalesFigures(t.db(p), territoriesOf([SOUTH])));
      await assertFails(listSalesFigures(t.db(p), territoriesOf([SOUTH], A_DAY)));
      await assertFails(getDoc(doc(t.db(p), 'sales_rollups', 'fl-south_2026-10')));
      // The chain rollup names every territory's sales, their own territory's included.
      await assertFails(listSalesFigures(t.db(p), chainOf([NORTH])));
      await assertFails(getDoc(doc(t.db(p), 'chain_sales_rollups', '2026-10')));
    });
  }

  for (const p of ['waiting', 'disabled'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} reading rollups`, async () => {
      await t.seed(DOCS);
      await assertFails(listSalesFigures(t.db(p), locationsOf([NORTH])));
      await assertFails(listSalesFigures(t.db(p), territoriesOf([NORTH])));
      await assertFails(listSalesFigures(t.db(p), territoriesOf([NORTH], A_DAY)));
      await assertFails(listSalesFigures(t.db(p), chainOf([NORTH])));
    });
  }

  for (const p of ALL_PERSONAS) {
    it(`refuses ${PERSONAS[p].who} writing a rollup from the browser`, async () => {
      const db = t.db(p);
      // A rollup that would add a million dollars to the location's October.
      await assertFails(
        setDoc(doc(db, 'sales_rollups/fl-north_2026-11'), rollup(NORTH, 'fl-north', 1e8)),
      );
      await assertFails(
        setDoc(doc(db, `territory_sales_rollups/${NORTH}_2026-11`), {
          territoryId: NORTH,
          period: '2026-11',
          ...figures(1e8),
        }),
      );
      await assertFails(
        setDoc(doc(db, 'chain_sales_rollups/2026-11'), {
          period: '2026-11',
          territories: { [NORTH]: figures(1e8) },
        }),
      );
    });
  }

  for (const p of ROLE_PERSONAS) {
    it(`refuses ${PERSONAS[p].who} changing or deleting the server's rollup`, async () => {
      await t.seed(DOCS);
      const db = t.db(p);
      await assertFails(updateDoc(doc(db, 'sales_rollups/fl-north_2026-10'), { netCents: 1 }));
      await assertFails(deleteDoc(doc(db, 'sales_rollups/fl-north_2026-10')));
      await assertFails(
        updateDoc(doc(db, `territory_sales_rollups/${NORTH}_2026-10`), { netCents: 1 }),
      );
      await assertFails(deleteDoc(doc(db, `territory_sales_rollups/${NORTH}_2026-10`)));
      // A day of a week: the end days of every short range read there.
      await assertFails(
        updateDoc(doc(db, `territory_sales_rollups/${NORTH}_2026-W41`), {
          'byDay.2026-10-07.netCents': 1e8,
        }),
      );
      await assertFails(
        updateDoc(doc(db, 'chain_sales_rollups/2026-10'), {
          [`territories.${NORTH}.netCents`]: 1e8,
        }),
      );
      await assertFails(deleteDoc(doc(db, 'chain_sales_rollups/2026-10')));
      expect((await t.peek('sales_rollups/fl-north_2026-10'))?.netCents).toBe(120_000);
      expect((await t.peek('chain_sales_rollups/2026-10'))?.territories).toMatchObject({
        [NORTH]: { netCents: 120_000 },
      });
    });
  }

  it('refuses a signed-out caller reading or writing a rollup', async () => {
    await t.seed(DOCS);
    await assertFails(getDoc(doc(t.anonDb(), 'sales_rollups/fl-north_2026-10')));
    await assertFails(
      setDoc(doc(t.anonDb(), 'sales_rollups/fl-north_2026-10'), rollup(NORTH, 'fl-north', 1)),
    );
  });
});
