import { describe, expect, it } from 'vitest';
import {
  ItemSalesView,
  itemRollupDeltas,
  itemRollupFields,
  itemRollupsOf,
  itemSalesLocations,
  territoryItemRollupDeltas,
  territoryItemRollupFields,
  territoryItemTypeRollupFields,
  territoryItemRollupsOf,
  territoryItemSalesView,
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
    // 1 December alone is an end day.
    expect(view.itemsOf({ from: '2026-12-01', to: '2026-12-01' })).toEqual({
      cod: { qty: 4, cents: 4_000 },
    });
  });

  it('gives revenue per territory', () => {
    expect(Object.fromEntries(view.centsByTerritory(bounds))).toEqual({
      north: 33_000,
      gulf: 4_000,
    });
  });
});

describe('territory item rollups', () => {
  it('adds a day to its month, its ISO week and the day itself, under its type', () => {
    // Monday 30 November 2026: November, the week of 30 November to 6 December, the 30th.
    const deltas = territoryItemRollupDeltas(
      day('2026-11-30', { cod: { qty: -2, cents: -3_000 } }),
    );
    expect(deltas.map((r) => r.period)).toEqual(['2026-11', '2026-W49', '2026-11-30']);
    expect(deltas[2]).toEqual({
      territoryId: 'north',
      period: '2026-11-30',
      items: { cod: { qty: -2, cents: -3_000 } },
      types: { truck: { cod: { qty: -2, cents: -3_000 } } },
      locations: { d: { name: 'Dock', type: 'truck' } },
    });
    // A delivery location serving no franchise location counts in no type.
    const [untyped] = territoryItemRollupDeltas(
      day('2026-11-30', { cod: { qty: 1, cents: 1_500 } }, { locationType: undefined }),
    );
    expect(untyped.types).toEqual({});
    expect(untyped.locations).toEqual({ d: { name: 'Dock' } });
  });

  it('sums the days of every location of a territory, per type, by hand', () => {
    const rollups = territoryItemRollupsOf([
      day('2026-11-30', { cod: { qty: 2, cents: 3_000 } }),
      day(
        '2026-11-02',
        { cod: { qty: 1, cents: 1_500 } },
        { deliveryLocationId: 'e', locationName: 'Cafe', locationType: 'restaurant' },
      ),
      day(
        '2026-11-30',
        { crab: { qty: 4, cents: 39_600 } },
        { deliveryLocationId: 'e', locationName: 'Cafe', locationType: 'restaurant' },
      ),
      day(
        '2026-11-30',
        { cod: { qty: 5, cents: 7_500 } },
        { deliveryLocationId: 'x', locationName: 'Pier', locationType: undefined },
      ),
      // Another territory's day is its own rollups.
      day('2026-11-30', { cod: { qty: 9, cents: 13_500 } }, { territoryId: 'gulf' }),
    ]);
    const byId = new Map(rollups.map((r) => [`${r.territoryId}_${r.period}`, r]));
    expect([...byId.keys()].sort()).toEqual([
      'gulf_2026-11',
      'gulf_2026-11-30',
      'gulf_2026-W49',
      'north_2026-11',
      'north_2026-11-02',
      'north_2026-11-30',
      'north_2026-W45',
      'north_2026-W49',
    ]);
    // November: 2 + 1 + 5 cod (3,000 + 1,500 + 7,500 cents) and 4 crab; the truck's 2 cod, the
    // restaurant's 1 cod and 4 crab; the pier's 5 cod in no type.
    expect(byId.get('north_2026-11')).toEqual({
      territoryId: 'north',
      period: '2026-11',
      items: { cod: { qty: 8, cents: 12_000 }, crab: { qty: 4, cents: 39_600 } },
      types: {
        truck: { cod: { qty: 2, cents: 3_000 } },
        restaurant: { cod: { qty: 1, cents: 1_500 }, crab: { qty: 4, cents: 39_600 } },
      },
      locations: {
        d: { name: 'Dock', type: 'truck' },
        e: { name: 'Cafe', type: 'restaurant' },
        x: { name: 'Pier' },
      },
    });
    // The 30th alone: 2 + 5 cod, 4 crab.
    expect(byId.get('north_2026-11-30')?.items).toEqual({
      cod: { qty: 7, cents: 10_500 },
      crab: { qty: 4, cents: 39_600 },
    });
    expect(byId.get('north_2026-W45')?.items).toEqual({ cod: { qty: 1, cents: 1_500 } });
  });

  it('equals the sum of its increments, whatever their order', () => {
    const days = [
      day('2026-11-10', { cod: { qty: 2, cents: 3_000 } }),
      day('2026-11-10', { cod: { qty: -2, cents: -3_000 } }),
      day('2026-11-11', { crab: { qty: 1, cents: 9_900 } }, { locationType: 'restaurant' }),
    ];
    const forward = territoryItemRollupsOf(days);
    expect(territoryItemRollupsOf([...days].reverse()).map((r) => r.items)).toEqual(
      forward.map((r) => r.items),
    );
    // An order approved and taken back leaves its item at zero, as in the days.
    expect(forward.find((r) => r.period === '2026-11-10')?.items).toEqual({
      cod: { qty: 0, cents: 0 },
    });
  });

  it('stores its unit and bounds, a day its own, the types and locations apart', () => {
    const [month, day30, week] = territoryItemRollupsOf([
      day('2026-11-30', { cod: { qty: 2, cents: 3_000 } }),
    ]);
    expect(territoryItemRollupFields(day30)).toEqual({
      territoryId: 'north',
      unit: 'day',
      period: '2026-11-30',
      from: '2026-11-30',
      to: '2026-11-30',
      items: { cod: { qty: 2, cents: 3_000 } },
    });
    expect(territoryItemTypeRollupFields(day30)).toEqual({
      territoryId: 'north',
      unit: 'day',
      period: '2026-11-30',
      from: '2026-11-30',
      to: '2026-11-30',
      types: { truck: { cod: { qty: 2, cents: 3_000 } } },
      locations: { d: { name: 'Dock', type: 'truck' } },
    });
    expect(territoryItemRollupFields(month)).toMatchObject({
      unit: 'month',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(territoryItemRollupFields(week)).toMatchObject({
      unit: 'week',
      from: '2026-11-30',
      to: '2026-12-06',
    });
    expect(territoryItemTypeRollupFields({ ...week, types: {} })).not.toHaveProperty('types');
  });

  it('reads as a view of all types or one, and lists the locations read', () => {
    const rollups = territoryItemRollupsOf([
      day('2026-10-30', { cod: { qty: 1, cents: 1_000 } }),
      day('2026-11-02', { cod: { qty: 2, cents: 2_000 } }),
      day(
        '2026-11-20',
        { crab: { qty: 3, cents: 30_000 } },
        { deliveryLocationId: 'e', locationName: 'Cafe', locationType: 'restaurant' },
      ),
      day(
        '2026-12-01',
        { cod: { qty: 4, cents: 4_000 } },
        { territoryId: 'gulf', deliveryLocationId: 'g', locationName: 'Gulf Dock' },
      ),
    ]);
    // 30 October to 1 December: November whole, the days 30 October and 1 December.
    const read = rollups.filter((r) => ['2026-11', '2026-10-30', '2026-12-01'].includes(r.period));
    const bounds = { from: '2026-10-30', to: '2026-12-01' };
    expect(territoryItemSalesView(read).itemsOf(bounds)).toEqual({
      cod: { qty: 7, cents: 7_000 },
      crab: { qty: 3, cents: 30_000 },
    });
    expect(territoryItemSalesView(read, 'restaurant').itemsOf(bounds)).toEqual({
      crab: { qty: 3, cents: 30_000 },
    });
    expect(
      Object.fromEntries(territoryItemSalesView(read, 'truck').centsByTerritory(bounds)),
    ).toEqual({
      north: 3_000,
      gulf: 4_000,
    });
    expect(itemSalesLocations(read)).toEqual([
      { id: 'e', name: 'Cafe', territoryId: 'north' },
      { id: 'd', name: 'Dock', territoryId: 'north' },
      { id: 'g', name: 'Gulf Dock', territoryId: 'gulf' },
    ]);
    expect(itemSalesLocations(read, 'restaurant').map((l) => l.id)).toEqual(['e']);
  });

  it('lists a delivery location under the name of the latest period read', () => {
    const rollups = territoryItemRollupsOf([
      day('2026-11-02', { cod: { qty: 1, cents: 1_000 } }, { locationName: 'Old Dock' }),
      day('2026-11-30', { cod: { qty: 1, cents: 1_000 } }),
    ]);
    // The month (to the 30th) and the 2nd: the month is the latest.
    const read = rollups.filter((r) => ['2026-11', '2026-11-02'].includes(r.period));
    expect(itemSalesLocations(read).map((l) => l.name)).toEqual(['Dock']);
  });
});
