import { describe, expect, it } from 'vitest';
import {
  ItemSalesView,
  itemRollupDeltas,
  itemRollupFields,
  itemRollupsOf,
  type ItemSalesRecord,
} from './itemSalesRollups';

/** A delivery day of dock `d` (North territory, a truck's) with the given items. */
const day = (
  date: string,
  items: ItemSalesRecord['items'],
  over: Partial<ItemSalesRecord> = {},
): ItemSalesRecord => ({
  date,
  territoryId: 'north',
  deliveryLocationId: 'd',
  locationName: 'Dock',
  locationType: 'truck',
  items,
  ...over,
});

describe('item sales rollups', () => {
  it('adds a day to its month and its ISO week', () => {
    // Monday 30 November 2026: November, and the week of 30 November to 6 December.
    const deltas = itemRollupDeltas(day('2026-11-30', { cod: { qty: -2, cents: -3_000 } }));
    expect(deltas.map((r) => [r.deliveryLocationId, r.period, r.items])).toEqual([
      ['d', '2026-11', { cod: { qty: -2, cents: -3_000 } }],
      ['d', '2026-W49', { cod: { qty: -2, cents: -3_000 } }],
    ]);
  });

  it('sums the days of each month and week, split at the month end, by hand', () => {
    const rollups = itemRollupsOf([
      day('2026-11-30', { cod: { qty: 2, cents: 3_000 }, crab: { qty: 1, cents: 9_900 } }),
      day('2026-12-02', { cod: { qty: 5, cents: 7_500 } }),
      day('2026-11-02', { cod: { qty: 1, cents: 1_500 } }),
      // Another dock's day is its own rollups.
      day('2026-12-02', { crab: { qty: 4, cents: 39_600 } }, { deliveryLocationId: 'e' }),
    ]);
    const byId = Object.fromEntries(
      rollups.map((r) => [`${r.deliveryLocationId}_${r.period}`, r.items]),
    );
    expect(byId).toEqual({
      // 2 + 1 cod in November (3,000 + 1,500 cents), the crab of the 30th.
      'd_2026-11': { cod: { qty: 3, cents: 4_500 }, crab: { qty: 1, cents: 9_900 } },
      'd_2026-W45': { cod: { qty: 1, cents: 1_500 } },
      'd_2026-12': { cod: { qty: 5, cents: 7_500 } },
      // Monday 30 November and Wednesday 2 December are one ISO week: 2 + 5 cod, and the crab.
      'd_2026-W49': { cod: { qty: 7, cents: 10_500 }, crab: { qty: 1, cents: 9_900 } },
      'e_2026-12': { crab: { qty: 4, cents: 39_600 } },
      'e_2026-W49': { crab: { qty: 4, cents: 39_600 } },
    });
  });

  it('keeps an item whose days cancel out at zero, as the days do, and the latest place', () => {
    const [month] = itemRollupsOf([
      day('2026-11-10', { cod: { qty: 2, cents: 3_000 } }),
      day('2026-11-12', { cod: { qty: -2, cents: -3_000 } }, { locationName: 'Dock 2' }),
      day('2026-11-03', { cod: { qty: 1, cents: 1_500 } }, { locationType: undefined }),
    ]);
    expect(month).toMatchObject({ period: '2026-11', locationName: 'Dock 2' });
    // 2 - 2 + 1 cod: 1,500 cents.
    expect(month.items).toEqual({ cod: { qty: 1, cents: 1_500 } });
    const [cancelled] = itemRollupsOf([
      day('2026-11-10', { cod: { qty: 2, cents: 3_000 } }),
      day('2026-11-10', { cod: { qty: -2, cents: -3_000 } }),
    ]);
    expect(cancelled.items).toEqual({ cod: { qty: 0, cents: 0 } });
  });

  it('stores its place, period bounds and items', () => {
    const [month, week] = itemRollupsOf([day('2026-11-30', { cod: { qty: 2, cents: 3_000 } })]);
    expect(itemRollupFields(month)).toEqual({
      territoryId: 'north',
      deliveryLocationId: 'd',
      locationName: 'Dock',
      locationType: 'truck',
      unit: 'month',
      period: '2026-11',
      from: '2026-11-01',
      to: '2026-11-30',
      items: { cod: { qty: 2, cents: 3_000 } },
    });
    expect(itemRollupFields(week)).toMatchObject({
      unit: 'week',
      from: '2026-11-30',
      to: '2026-12-06',
    });
    expect(itemRollupFields({ ...week, locationType: undefined })).not.toHaveProperty(
      'locationType',
    );
  });
});

describe('ItemSalesView', () => {
  const days = [
    day('2026-10-30', { cod: { qty: 1, cents: 1_000 } }),
    day('2026-11-02', { cod: { qty: 2, cents: 2_000 } }),
    day('2026-11-20', { crab: { qty: 3, cents: 30_000 } }, { deliveryLocationId: 'e' }),
    day('2026-12-01', { cod: { qty: 4, cents: 4_000 } }, { territoryId: 'gulf' }),
  ];
  // Only the rollups and end days a read of 30 October to 1 December needs: November whole, and
  // the days 30-31 October and 1 December.
  const november = itemRollupsOf(days).filter((r) => r.period === '2026-11');
  const ends = days.filter((d) => !d.date.startsWith('2026-11'));
  const view = new ItemSalesView(november, ends);
  const bounds = { from: '2026-10-30', to: '2026-12-01' };

  it('sums the whole months from rollups and the end days from days', () => {
    expect(view.itemsOf(bounds)).toEqual({
      cod: { qty: 7, cents: 7_000 },
      crab: { qty: 3, cents: 30_000 },
    });
    expect(view.itemsOf(bounds, 'e')).toEqual({ crab: { qty: 3, cents: 30_000 } });
    // 1 December alone is an end day.
    expect(view.itemsOf({ from: '2026-12-01', to: '2026-12-01' })).toEqual({
      cod: { qty: 4, cents: 4_000 },
    });
  });

  it('gives revenue per territory and the delivery locations read', () => {
    expect(Object.fromEntries(view.centsByTerritory(bounds))).toEqual({
      north: 33_000,
      gulf: 4_000,
    });
    expect(view.locations().map((l) => l.id)).toEqual(['d', 'e']);
  });
});
