import { describe, expect, it } from 'vitest';
import {
  daysIn,
  itemSalesRows,
  itemTrend,
  sumAdjustments,
  previousPeriod,
  samePeriodLastYear,
  trendBounds,
  trendBuckets,
  type DayBounds,
  type ItemSalesDay,
} from './aggregate';
import { ItemSalesView, itemRollupsOf } from './itemSalesRollups';

const range = { from: new Date(2026, 10, 16), to: new Date(2026, 10, 22, 23, 59) };

const itemDay = (date: string, items: ItemSalesDay['items']): ItemSalesDay => ({
  date,
  territoryId: 't',
  deliveryLocationId: 'd',
  locationName: 'Dock',
  items,
});

describe('report periods', () => {
  it('lists the days of bounds across a month end, and none when they are reversed', () => {
    expect(daysIn({ from: '2026-10-30', to: '2026-11-02' })).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(daysIn({ from: '2026-11-02', to: '2026-11-01' })).toEqual([]);
  });

  it('compares a week with the week before and the same dates a year earlier', () => {
    expect(previousPeriod(range).from).toEqual(new Date(2026, 10, 9));
    expect(samePeriodLastYear(range).from).toEqual(new Date(2025, 10, 16));
  });

  it('gives 12 week or month starts ending with the current one', () => {
    const weeks = trendBuckets('week', new Date(2026, 10, 23));
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toBe('2026-11-23');
    expect(weeks[0]).toBe('2026-09-07');
    expect(trendBuckets('month', new Date(2026, 10, 23))[0]).toBe('2025-12-01');
  });
});

describe('item sales', () => {
  const days = [
    itemDay('2026-11-17', { a: { qty: 3, cents: 3000 }, b: { qty: 1, cents: 5000 } }),
    itemDay('2026-11-20', { a: { qty: 1, cents: 1000 } }),
    itemDay('2026-11-10', { a: { qty: 2, cents: 2000 } }),
    itemDay('2025-11-18', { a: { qty: 8, cents: 8000 } }),
  ];
  const items = [
    { id: 'a', itemDesc: 'Fries', sku: 'FF' },
    { id: 'b', itemDesc: 'Buns', sku: 'BN' },
    { id: 'c', itemDesc: 'Cups', sku: 'CP' },
  ];
  // What the report reads: the rollups of these days, and every day as an end day.
  const view = new ItemSalesView(itemRollupsOf(days), days);
  const totalsOf = (b: DayBounds) => view.itemsOf(b);

  it('sums per item with shares and changes, listing unsold items at 0', () => {
    const rows = itemSalesRows(totalsOf, items, range);
    expect(rows.map((r) => [r.itemId, r.qty, r.cents, r.qtyShare, r.revenueShare])).toEqual([
      ['b', 1, 5000, 20, 55.6],
      ['a', 4, 4000, 80, 44.4],
      ['c', 0, 0, 0, 0],
    ]);
    const fries = rows.find((r) => r.itemId === 'a');
    expect(fries).toMatchObject({ previousQty: 2, qtyChange: 100, lastYearQty: 8 });
    expect(fries?.lastYearChange).toBe(-50);
  });

  it('leaves the comparisons empty, not zero, until the comparison periods are read', () => {
    const rows = itemSalesRows(totalsOf, items, range, false);
    expect(rows.map((r) => [r.itemId, r.qty, r.revenueShare])).toEqual([
      ['b', 1, 55.6],
      ['a', 4, 44.4],
      ['c', 0, 0],
    ]);
    expect(rows.find((r) => r.itemId === 'a')).toMatchObject({
      previousQty: null,
      qtyChange: null,
      lastYearQty: null,
      lastYearChange: null,
    });
  });

  it('buckets an item by week for the trend', () => {
    const now = new Date(2026, 10, 23);
    const trend = itemTrend(totalsOf, 'a', trendBounds(trendBuckets('week', now), now));
    expect(trend.slice(-3)).toEqual([2, 4, 0]);
  });
});

describe('franchise sales', () => {
  it('sums the approved refunds of a location within the bounds', () => {
    const refunds = [
      { locationId: 'x', date: '2026-11-18', amountCents: 2_000 },
      { locationId: 'x', date: '2026-11-01', amountCents: 999 },
      { locationId: 'y', date: '2026-11-17', amountCents: 1_000 },
    ];
    expect(
      sumAdjustments(
        refunds.map((r, i) => ({ ...r, approvalId: `a${i}` })),
        'x',
        { from: '2026-11-16', to: '2026-11-22' },
      ),
    ).toBe(2_000);
  });
});
