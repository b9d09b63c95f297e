import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { listItemSalesFigures } from '../../src/features/reports/api/item-sales';
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
 * item_sales_rollups (issue 29): read like the item_sales_daily days they sum (Item Sales holders
 * whose scope has the territory), through the item sales report's own read; written only by the
 * server (functions/src/reports/itemSalesRollups.ts): every browser write is refused, the top
 * roles' included.
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
const DOCS = {
  'item_sales_rollups/dl-north_2026-10': rollup(NORTH, 'dl-north', 120_000),
  'item_sales_rollups/dl-south_2026-10': rollup(SOUTH, 'dl-south', 90_000),
};
/** October 2026, read as the report reads it: from the month rollups, no day. */
const OCTOBER = { periods: ['2026-10'], days: [] };
const OCTOBER_DAYS = { from: '2026-10-01', to: '2026-10-31' };
const NORTH_STAFF: Persona[] = ['franchiseeOwner', 'manager', 'employee'];

describe('item sales rollups', () => {
  for (const p of ['superAdmin', 'fulfillment'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} read the rollups of every territory`, async () => {
      await t.seed(DOCS);
      const view = await assertSucceeds(listItemSalesFigures(t.db(p), [NORTH, SOUTH], OCTOBER));
      expect(view.itemsOf(OCTOBER_DAYS, 'dl-north')).toEqual({ cod: { qty: 10, cents: 120_000 } });
      expect(view.itemsOf(OCTOBER_DAYS)).toEqual({ cod: { qty: 20, cents: 210_000 } });
    });
  }

  for (const p of NORTH_STAFF) {
    it(`lets ${PERSONAS[p].who} read their territory's rollups, not another's`, async () => {
      await t.seed(DOCS);
      const view = await assertSucceeds(listItemSalesFigures(t.db(p), [NORTH], OCTOBER, 'truck'));
      expect(view.itemsOf(OCTOBER_DAYS)).toEqual({ cod: { qty: 10, cents: 120_000 } });
      await assertFails(listItemSalesFigures(t.db(p), [SOUTH], OCTOBER));
      await assertFails(getDoc(doc(t.db(p), 'item_sales_rollups', 'dl-south_2026-10')));
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
    await assertFails(listItemSalesFigures(db, [NORTH], OCTOBER));
    await assertFails(getDoc(doc(db, 'item_sales_rollups', 'dl-north_2026-10')));
  });

  for (const p of ['waiting', 'disabled'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} reading rollups`, async () => {
      await t.seed(DOCS);
      await assertFails(listItemSalesFigures(t.db(p), [NORTH], OCTOBER));
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
    });
  }

  it('refuses a signed-out caller reading or writing a rollup', async () => {
    await t.seed(DOCS);
    await assertFails(getDoc(doc(t.anonDb(), 'item_sales_rollups/dl-north_2026-10')));
    await assertFails(
      setDoc(doc(t.anonDb(), 'item_sales_rollups/dl-north_2026-10'), rollup(NORTH, 'dl-n', 1)),
    );
  });
});
