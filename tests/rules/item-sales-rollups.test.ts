import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  listLocationItemSales,
  listTerritoryItemSales,
  listTerritoryItemTypes,
} from '../../src/features/reports/api/item-sales';
import { territoryItemSalesView } from '../../src/features/reports/model/itemSalesRollups';
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
 * item_sales_rollups, territory_item_sales_rollups and territory_item_type_rollups (issue 29):
 * read like the item_sales_daily
 * days they sum (Item Sales holders whose scope has the territory), through the item sales
 * report's own reads; written only by the server (functions/src/reports/itemSalesRollups.ts):
 * every browser write is refused, the top roles' included.
 */
const t = setupRulesTests();

const rollup = (territoryId: string, deliveryLocationId: string, cents: number) => ({
  territoryId,
  deliveryLocationId,
  locationName: `Dock ${deliveryLocationId}`,
  locationType: 'truck',
  unit: 'month',
  period: '2026-10',
  from: '2026-10-01',
  to: '2026-10-31',
  items: { cod: { qty: 10, cents } },
});
const territoryPeriod = (territoryId: string, period: string) => ({
  territoryId,
  unit: period.length === 10 ? 'day' : 'month',
  period,
  from: period.length === 10 ? period : `${period}-01`,
  to: period.length === 10 ? period : `${period}-31`,
});
const territoryRollup = (territoryId: string, period: string, cents: number) => ({
  ...territoryPeriod(territoryId, period),
  items: { cod: { qty: 10, cents } },
});
const typeRollup = (territoryId: string, period: string, cents: number) => ({
  ...territoryPeriod(territoryId, period),
  types: { truck: { cod: { qty: 10, cents } } },
  locations: { [`dl-${territoryId}`]: { name: 'Dock', type: 'truck' } },
});
const DOCS = {
  'item_sales_rollups/dl-north_2026-10': rollup(NORTH, 'dl-north', 120_000),
  'item_sales_rollups/dl-south_2026-10': rollup(SOUTH, 'dl-south', 90_000),
  [`territory_item_sales_rollups/${NORTH}_2026-10`]: territoryRollup(NORTH, '2026-10', 120_000),
  [`territory_item_sales_rollups/${NORTH}_2026-11-02`]: territoryRollup(NORTH, '2026-11-02', 5_000),
  [`territory_item_sales_rollups/${SOUTH}_2026-10`]: territoryRollup(SOUTH, '2026-10', 90_000),
  [`territory_item_type_rollups/${NORTH}_2026-10`]: typeRollup(NORTH, '2026-10', 120_000),
  [`territory_item_type_rollups/${SOUTH}_2026-10`]: typeRollup(SOUTH, '2026-10', 90_000),
};
/** October 2026 and 2 November: the month from its rollup, the day alone. */
const WITH_END_DAY = { periods: ['2026-10'], days: [{ from: '2026-11-02', to: '2026-11-02' }] };
const NORTH_DOCK = { territoryId: NORTH, deliveryLocationId: 'dl-north' };
const SOUTH_DOCK = { territoryId: SOUTH, deliveryLocationId: 'dl-south' };
/** October 2026, read as the report reads it: from the month rollups, no day. */
const OCTOBER = { periods: ['2026-10'], days: [] };
const OCTOBER_DAYS = { from: '2026-10-01', to: '2026-10-31' };
const NORTH_STAFF: Persona[] = ['franchiseeOwner', 'manager', 'employee'];

describe('item sales rollups', () => {
  for (const p of ['superAdmin', 'fulfillment'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} read the rollups of every territory and location`, async () => {
      await t.seed(DOCS);
      const rollups = await assertSucceeds(
        listTerritoryItemSales(t.db(p), { territoryIds: [NORTH, SOUTH] }, WITH_END_DAY),
      );
      // October in both territories (120,000 + 90,000 cents) and North's 2 November (5,000).
      expect(
        territoryItemSalesView(rollups).itemsOf({ from: '2026-10-01', to: '2026-11-02' }),
      ).toEqual({ cod: { qty: 30, cents: 215_000 } });
      const types = await assertSucceeds(
        listTerritoryItemTypes(t.db(p), { territoryIds: [NORTH, SOUTH] }, OCTOBER),
      );
      expect(territoryItemSalesView(types, 'truck').itemsOf(OCTOBER_DAYS)).toEqual({
        cod: { qty: 20, cents: 210_000 },
      });
      // The whole chain in one query per 30 periods (no territory filter): the same October.
      const chain = { territoryIds: [NORTH, SOUTH], wholeChain: true };
      const whole = await assertSucceeds(listTerritoryItemSales(t.db(p), chain, OCTOBER));
      expect(territoryItemSalesView(whole).itemsOf(OCTOBER_DAYS)).toEqual({
        cod: { qty: 20, cents: 210_000 },
      });
      await assertSucceeds(listTerritoryItemTypes(t.db(p), chain, OCTOBER));
      const south = await assertSucceeds(listLocationItemSales(t.db(p), SOUTH_DOCK, OCTOBER));
      expect(south.itemsOf(OCTOBER_DAYS)).toEqual({ cod: { qty: 10, cents: 90_000 } });
    });
  }

  for (const p of NORTH_STAFF) {
    it(`lets ${PERSONAS[p].who} read their territory's rollups, not another's`, async () => {
      await t.seed(DOCS);
      const rollups = await assertSucceeds(
        listTerritoryItemSales(t.db(p), { territoryIds: [NORTH] }, OCTOBER),
      );
      expect(territoryItemSalesView(rollups).itemsOf(OCTOBER_DAYS)).toEqual({
        cod: { qty: 10, cents: 120_000 },
      });
      const types = await assertSucceeds(
        listTerritoryItemTypes(t.db(p), { territoryIds: [NORTH] }, OCTOBER),
      );
      expect(territoryItemSalesView(types, 'truck').itemsOf(OCTOBER_DAYS)).toEqual({
        cod: { qty: 10, cents: 120_000 },
      });
      const dock = await assertSucceeds(listLocationItemSales(t.db(p), NORTH_DOCK, OCTOBER));
      expect(dock.itemsOf(OCTOBER_DAYS)).toEqual({ cod: { qty: 10, cents: 120_000 } });
      await assertFails(listTerritoryItemSales(t.db(p), { territoryIds: [SOUTH] }, OCTOBER));
      // The top roles' whole-chain read is refused: it would include other territories.
      const chain = { territoryIds: [NORTH], wholeChain: true };
      await assertFails(listTerritoryItemSales(t.db(p), chain, OCTOBER));
      await assertFails(listTerritoryItemTypes(t.db(p), chain, OCTOBER));
      await assertFails(listLocationItemSales(t.db(p), SOUTH_DOCK, OCTOBER));
      await assertFails(getDoc(doc(t.db(p), 'item_sales_rollups', 'dl-south_2026-10')));
      await assertFails(getDoc(doc(t.db(p), 'territory_item_sales_rollups', `${SOUTH}_2026-10`)));
      await assertFails(listTerritoryItemTypes(t.db(p), { territoryIds: [SOUTH] }, OCTOBER));
      await assertFails(getDoc(doc(t.db(p), 'territory_item_type_rollups', `${SOUTH}_2026-10`)));
    });
  }

  it('refuses a Manager without View Item Sales', async () => {
    await t.seed({
      ...DOCS,
      'users/no-item-sales': userDoc('no-item-sales', 'manager', {
        territoryIds: [NORTH],
        assignedTerritories: [NORTH],
        permissionOverrides: { itemSales: { view: false } },
      }),
    });
    const db = t.db({ uid: 'no-item-sales' });
    await assertFails(listTerritoryItemSales(db, { territoryIds: [NORTH] }, OCTOBER));
    await assertFails(listTerritoryItemTypes(db, { territoryIds: [NORTH] }, OCTOBER));
    await assertFails(listLocationItemSales(db, NORTH_DOCK, OCTOBER));
    await assertFails(getDoc(doc(db, 'item_sales_rollups', 'dl-north_2026-10')));
  });

  for (const p of ['waiting', 'disabled'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} reading rollups`, async () => {
      await t.seed(DOCS);
      await assertFails(listTerritoryItemSales(t.db(p), { territoryIds: [NORTH] }, OCTOBER));
      await assertFails(listTerritoryItemTypes(t.db(p), { territoryIds: [NORTH] }, OCTOBER));
      await assertFails(listLocationItemSales(t.db(p), NORTH_DOCK, OCTOBER));
      await assertFails(getDoc(doc(t.db(p), 'item_sales_rollups', 'dl-north_2026-10')));
    });
  }

  for (const p of ALL_PERSONAS) {
    it(`refuses ${PERSONAS[p].who} writing a rollup from the browser`, async () => {
      // A rollup that would add a million dollars of cod to the dock's November.
      await assertFails(
        setDoc(doc(t.db(p), 'item_sales_rollups/dl-north_2026-11'), {
          ...rollup(NORTH, 'dl-north', 1e8),
          period: '2026-11',
        }),
      );
      await assertFails(
        setDoc(
          doc(t.db(p), `territory_item_sales_rollups/${NORTH}_2026-11`),
          territoryRollup(NORTH, '2026-11', 1e8),
        ),
      );
      await assertFails(
        setDoc(
          doc(t.db(p), `territory_item_type_rollups/${NORTH}_2026-11`),
          typeRollup(NORTH, '2026-11', 1e8),
        ),
      );
    });
  }

  for (const p of ROLE_PERSONAS) {
    it(`refuses ${PERSONAS[p].who} changing or deleting the server's rollup`, async () => {
      await t.seed(DOCS);
      const db = t.db(p);
      await assertFails(
        updateDoc(doc(db, 'item_sales_rollups/dl-north_2026-10'), {
          'items.cod.cents': 1,
        }),
      );
      await assertFails(deleteDoc(doc(db, 'item_sales_rollups/dl-north_2026-10')));
      expect((await t.peek('item_sales_rollups/dl-north_2026-10'))?.items).toEqual({
        cod: { qty: 10, cents: 120_000 },
      });
      const territoryPath = `territory_item_sales_rollups/${NORTH}_2026-10`;
      await assertFails(updateDoc(doc(db, territoryPath), { 'items.cod.cents': 1 }));
      await assertFails(deleteDoc(doc(db, territoryPath)));
      expect((await t.peek(territoryPath))?.items).toEqual({ cod: { qty: 10, cents: 120_000 } });
      const typePath = `territory_item_type_rollups/${NORTH}_2026-10`;
      await assertFails(updateDoc(doc(db, typePath), { 'types.truck.cod.cents': 1 }));
      await assertFails(deleteDoc(doc(db, typePath)));
      expect((await t.peek(typePath))?.types).toEqual({
        truck: { cod: { qty: 10, cents: 120_000 } },
      });
    });
  }

  it('refuses a signed-out caller reading or writing a rollup', async () => {
    await t.seed(DOCS);
    await assertFails(getDoc(doc(t.anonDb(), 'item_sales_rollups/dl-north_2026-10')));
    await assertFails(getDoc(doc(t.anonDb(), `territory_item_sales_rollups/${NORTH}_2026-10`)));
    await assertFails(getDoc(doc(t.anonDb(), `territory_item_type_rollups/${NORTH}_2026-10`)));
    await assertFails(
      setDoc(doc(t.anonDb(), 'item_sales_rollups/dl-north_2026-10'), rollup(NORTH, 'dl-n', 1)),
    );
  });
});
