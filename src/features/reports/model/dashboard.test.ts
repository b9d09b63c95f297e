import type { PurchaseLine } from '../inventory/model/cogs';
import type { PeriodData } from '../inventory/model/cogsReport';
import { cogsTrendFields, locationRollups, readCogsTrend } from '../inventory/model/cogsRollups';
import type { ItemSalesDay, SalesDay } from './aggregate';
import { ItemSalesView, itemRollupsOf } from './itemSalesRollups';
import {
  axisCents,
  dashboardWeeks,
  lateSalesReports,
  latestClosedCogsPercent,
  topItems,
  weeklyNetSales,
  weeksSpan,
} from './dashboard';

const NOW = new Date(2026, 10, 23, 9, 30); // a Monday morning
const weeks = dashboardWeeks(NOW);

const sale = (locationId: string, date: string, netCents: number): SalesDay => ({
  locationId,
  locationType: 'restaurant',
  date,
  grossCents: netCents,
  discountCents: 0,
  refundCents: 0,
  netCents,
  transactions: 1,
});

const LOCATIONS = [
  { id: 'cafe', name: 'North Coast Cafe', enabled: true },
  { id: 'truck', name: 'North Truck 1', enabled: true },
  { id: 'old', name: 'Old Truck', enabled: false },
];

describe('dashboardWeeks', () => {
  it('is the last 7 complete days against the 7 before, never today', () => {
    expect(weeks).toEqual({
      current: { from: '2026-11-16', to: '2026-11-22' },
      previous: { from: '2026-11-09', to: '2026-11-15' },
      month: { from: '2026-10-24', to: '2026-11-22' },
    });
    expect(weeksSpan(weeks)).toEqual({ from: '2026-11-09', to: '2026-11-22' });
  });
});

describe('weeklyNetSales', () => {
  it('sums each week in cents and compares them, per enabled location too', () => {
    const days = [
      sale('cafe', '2026-11-22', 150_000),
      sale('cafe', '2026-11-16', 50_001),
      sale('cafe', '2026-11-15', 100_000),
      sale('truck', '2026-11-20', 30_000),
      sale('truck', '2026-11-09', 60_000),
      // Outside both weeks: today, and the day before the previous week.
      sale('cafe', '2026-11-23', 999_999),
      sale('truck', '2026-11-08', 999_999),
    ];
    const result = weeklyNetSales(days, LOCATIONS, weeks);
    expect(result.currentCents).toBe(230_001);
    expect(result.previousCents).toBe(160_000);
    // Per reported location day: 230,001 over 3 days (76,667) against 160,000 over 2 (80,000).
    expect(result.change).toBe(-4.2);
    expect(result.locations).toEqual([
      { id: 'cafe', name: 'North Coast Cafe', currentCents: 200_001, previousCents: 100_000 },
      { id: 'truck', name: 'North Truck 1', currentCents: 30_000, previousCents: 60_000 },
    ]);
  });

  it('reads no drop from days not reported yet (issue 30)', () => {
    const week = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        sale('cafe', `2026-11-${String(from + i).padStart(2, '0')}`, 10_000),
      );
    const result = weeklyNetSales([...week(9, 7), ...week(16, 5)], LOCATIONS, weeks);
    expect([result.previousCents, result.currentCents]).toEqual([70_000, 50_000]);
    expect(result.change).toBe(0);
  });

  it('has no change without sales the week before', () => {
    expect(weeklyNetSales([sale('cafe', '2026-11-20', 100)], LOCATIONS, weeks).change).toBeNull();
  });
});

describe('lateSalesReports', () => {
  it('lists the days each enabled location has not reported, most missing first', () => {
    const reportedAll = ['16', '17', '18', '19', '20', '21', '22'].map((d) =>
      sale('cafe', `2026-11-${d}`, 1),
    );
    const truck = ['16', '17', '18', '19', '20'].map((d) => sale('truck', `2026-11-${d}`, 1));
    expect(lateSalesReports([...reportedAll, ...truck], LOCATIONS, weeks.current)).toEqual([
      { id: 'truck', name: 'North Truck 1', missing: ['2026-11-21', '2026-11-22'] },
    ]);
  });

  it('counts a location with no report at all as missing the whole week', () => {
    const late = lateSalesReports([], LOCATIONS, weeks.current);
    expect(late.map((l) => [l.id, l.missing.length])).toEqual([
      ['cafe', 7],
      ['truck', 7],
    ]);
  });
});

describe('topItems', () => {
  const day = (date: string, items: ItemSalesDay['items']): ItemSalesDay => ({
    date,
    territoryId: 't',
    deliveryLocationId: 'd',
    locationName: 'Dock',
    items,
  });

  it('ranks items by revenue in the span, adding days and locations', () => {
    const days = [
      day('2026-11-20', { cod: { qty: 2, cents: 20_000 }, crab: { qty: 1, cents: 30_000 } }),
      day('2026-11-21', { cod: { qty: 3, cents: 30_000 }, shrimp: { qty: 1, cents: 5_000 } }),
      day('2026-11-10', { shrimp: { qty: 99, cents: 990_000 } }),
    ];
    const names = { cod: 'Atlantic Cod', crab: 'Snow Crab' };
    // What the dashboard reads: the rollups of these days, and every day as an end day.
    const totals = new ItemSalesView(itemRollupsOf(days), days).itemsOf(weeks.current);
    expect(topItems(totals, names, 2)).toEqual([
      { itemId: 'cod', itemDesc: 'Atlantic Cod', qty: 5, cents: 50_000 },
      { itemId: 'crab', itemDesc: 'Snow Crab', qty: 1, cents: 30_000 },
    ]);
    // An item missing from the catalogue keeps its id as its name.
    expect(topItems(totals, names)[2].itemDesc).toBe('shrimp');
  });
});

describe('axisCents', () => {
  it('shortens money for chart axes', () => {
    expect(axisCents(0)).toBe('$0');
    expect(axisCents(85_049)).toBe('$850');
    expect(axisCents(3_500_000)).toBe('$35k');
    expect(axisCents(1_250_000)).toBe('$12.5k');
    expect(axisCents(150_000_000)).toBe('$1.5M');
    expect(axisCents(-120_000)).toBe('-$1.2k');
  });
});

describe('latestClosedCogsPercent', () => {
  const CAFE = { id: 'cafe', name: 'Harbor Cafe' };
  // One item at $1.00 an each: a count of n is worth n dollars.
  const ITEMS = [{ id: 'cod', category: 'Seafood', unitsPerCase: 1, currentCasePriceCents: 100 }];
  const count = (quantity: number) => ({ cod: { state: 'counted' as const, quantity } });
  const period = (over: Partial<PeriodData>): PeriodData => ({
    id: 'oct',
    name: 'October',
    locationId: 'cafe',
    from: '2026-10-01',
    to: '2026-10-31',
    closed: true,
    opening: count(10),
    closing: count(4),
    movements: [],
    netSalesCents: 2_000,
    ...over,
  });
  /** The card's line from the trend the server keeps of these periods (as it stores and reads it). */
  const lineOf = (periods: PeriodData[], purchases: PurchaseLine[] = []) => {
    const rollups = locationRollups({ periods, purchases, sales: [] }, ITEMS, () => 'north');
    const trend = readCogsTrend(
      cogsTrendFields({ id: CAFE.id, territoryId: 'north' }, rollups),
      '2026-11-23',
    );
    return latestClosedCogsPercent(CAFE, trend);
  };

  it("is the latest closed period's COGS of its net sales, not the open one after it", () => {
    const periods = [
      period({ id: 'sep', name: 'September', from: '2026-09-01', to: '2026-10-01' }),
      period({ closing: count(9) }),
      period({
        id: 'nov',
        name: 'November',
        from: '2026-11-01',
        to: '2026-11-23',
        closed: false,
        closing: null,
      }),
    ];
    // October: $10 opened, $9 left, $1 used of $20 sold.
    expect(lineOf(periods)).toEqual({
      ...CAFE,
      missing: null,
      periodName: 'October',
      cogsPercentBps: 500,
    });
  });

  it('counts purchases of the period as goods used', () => {
    const purchases = [{ itemId: 'cod', date: '2026-10-10', cases: 4, casePriceCents: 100 }];
    // $10 + $4 bought - $4 left = $10 of $20.
    expect(lineOf([period({})], purchases)).toMatchObject({ cogsPercentBps: 5_000 });
  });

  it('says when no period is closed yet, or the location has no trend', () => {
    const open = period({ closed: false, closing: null });
    expect(lineOf([open])).toEqual({ ...CAFE, missing: 'noClosedPeriod' });
    expect(lineOf([])).toEqual({ ...CAFE, missing: 'noClosedPeriod' });
    expect(latestClosedCogsPercent(CAFE, undefined)).toEqual({
      ...CAFE,
      missing: 'noClosedPeriod',
    });
  });

  it('says when the closed period had no sales reported', () => {
    expect(lineOf([period({ netSalesCents: null })])).toEqual({
      ...CAFE,
      missing: 'noSales',
      periodName: 'October',
    });
  });

  it('says when the opening count of the closed period has gaps', () => {
    const gaps = period({ opening: { cod: { state: 'notCounted' } } });
    expect(lineOf([gaps])).toEqual({ ...CAFE, missing: 'incompleteCount', periodName: 'October' });
  });
});
