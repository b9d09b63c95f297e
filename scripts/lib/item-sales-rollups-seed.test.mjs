import { describe, expect, it } from 'vitest';
import { buildData, loadModel } from '../seed.mjs';
import { itemSalesRollupRows } from './item-sales-rollups-seed.mjs';

const model = await loadModel();

describe('seeded item sales rollups', () => {
  it('sums the seeded item sales days of each delivery location month and ISO week', () => {
    const docs = buildData(model, new Date(2026, 10, 23, 10));
    const of = (name) => docs.filter(([c]) => c === name).map(([, id, d]) => ({ id, ...d }));
    const rollups = new Map(of('item_sales_rollups').map((r) => [r.id, r]));
    const days = of('item_sales_daily');
    expect(days.length).toBeGreaterThan(100);
    // Every delivery location month: the sum of its days, summed here by hand, item by item.
    const expected = new Map();
    for (const day of days) {
      const key = `${day.deliveryLocationId}_${day.date.slice(0, 7)}`;
      const items = expected.get(key) ?? {};
      for (const [itemId, t] of Object.entries(day.items)) {
        const sum = items[itemId] ?? { qty: 0, cents: 0 };
        items[itemId] = { qty: sum.qty + t.qty, cents: sum.cents + t.cents };
      }
      expected.set(key, items);
    }
    for (const [key, items] of expected) {
      expect(rollups.get(key)?.items, key).toEqual(items);
      expect(rollups.get(key)?.unit).toBe('month');
    }
    // The weeks hold the same days: their cents add up to the months'.
    const cents = (unit) =>
      of('item_sales_rollups')
        .filter((r) => r.unit === unit)
        .flatMap((r) => Object.values(r.items))
        .reduce((s, t) => s + t.cents, 0);
    expect(cents('week')).toBe(cents('month'));
  });

  it('sums every territory month of the seeded days, and each day alone, by hand', () => {
    const docs = buildData(model, new Date(2026, 10, 23, 10));
    const of = (name) => docs.filter(([c]) => c === name).map(([, id, d]) => ({ id, ...d }));
    const rollups = new Map(of('territory_item_sales_rollups').map((r) => [r.id, r]));
    // The types of each, apart: under the same id, without the items of all types.
    const typed = new Map(of('territory_item_type_rollups').map((r) => [r.id, r]));
    expect([...typed.keys()]).toEqual([...rollups.keys()]);
    const expected = new Map();
    const add = (key, items) => {
      const sum = expected.get(key) ?? {};
      for (const [itemId, t] of Object.entries(items)) {
        const was = sum[itemId] ?? { qty: 0, cents: 0 };
        sum[itemId] = { qty: was.qty + t.qty, cents: was.cents + t.cents };
      }
      expected.set(key, sum);
    };
    for (const day of of('item_sales_daily')) {
      add(`${day.territoryId}_${day.date.slice(0, 7)}`, day.items);
      add(`${day.territoryId}_${day.date}`, day.items);
      if (day.locationType)
        add(`${day.territoryId}_${day.date.slice(0, 7)}/${day.locationType}`, day.items);
    }
    expect(expected.size).toBeGreaterThan(20);
    for (const [key, items] of expected) {
      const [id, type] = key.split('/');
      expect(type ? typed.get(id)?.types[type] : rollups.get(id)?.items, key).toEqual(items);
    }
    expect([...rollups.values()].some((r) => 'types' in r || 'locations' in r)).toBe(false);
    expect([...typed.values()].some((r) => 'items' in r)).toBe(false);
  });

  it('writes nothing without item sales', () => {
    expect(itemSalesRollupRows([['orders', 'o1', {}]], model.itemSalesRollups, null)).toEqual([]);
  });
});
