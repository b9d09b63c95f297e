import { describe, expect, it } from 'vitest';
import {
  cogsRollupFields,
  cogsRollupsOf,
  cogsTrendFields,
  periodsWithin,
  readCogsRollup,
  readCogsTrend,
  rollupSalesDays,
  type CogsRollup,
} from './cogsRollups';
import type { CogsDocuments } from './cogsSources';

/** A stored time as either SDK hands it over. */
const at = (iso: string) => ({ toDate: () => new Date(iso) });
const report = (status: string, from: string, to: string) => ({
  locationId: 'L1',
  territoryId: 'north',
  name: `From ${from}`,
  status,
  createdAt: at(`${from}T12:00:00Z`),
  updatedAt: at(`${to}T12:00:00Z`),
});
const line = (count: 'opening' | 'closing', itemId: string, quantity: number) => ({
  itemId,
  count,
  state: 'counted',
  quantity,
});

/**
 * One restaurant: October closed (1 to 31 Oct), November open since 31 Oct. Shrimp ($120.00 a
 * case of 10 today, Seafood) and buns ($24.00 a case of 48, Dry, first in the catalogue).
 */
const docs: CogsDocuments = {
  reports: [
    { id: 'l1-oct', data: report('closed', '2026-10-01', '2026-10-31') },
    { id: 'l1-nov', data: report('open', '2026-10-31', '2026-10-31') },
  ],
  countLines: {
    'l1-oct': [
      line('opening', 'shrimp', 20),
      line('opening', 'buns', 96),
      line('closing', 'shrimp', 10),
      line('closing', 'buns', 48),
    ],
    'l1-nov': [line('opening', 'shrimp', 10), line('opening', 'buns', 48)],
  },
  movements: {
    'l1-nov': [
      // Entered on November's period, dated 30 Oct: it counts in October.
      { id: 'm1', data: { kind: 'transferIn', itemId: 'shrimp', quantity: 2, date: '2026-10-30' } },
      {
        id: 'm2',
        data: { kind: 'waste', itemId: 'buns', quantity: 24, date: '2026-11-05', reason: 'drop' },
      },
    ],
  },
  locations: [{ id: 'L1', data: { type: 'restaurant', deliveryLocationId: 'dock-1' } }],
  orders: [
    {
      deliveryLocationId: 'dock-1',
      status: 'fulfilled',
      revisions: [{ to: 'fulfilled', at: at('2026-10-05T15:00:00Z') }],
      lines: { shrimp: '1' },
      countedSales: {
        date: '2026-10-01',
        deliveryLocationId: 'dock-1',
        items: { shrimp: { qty: 1, cents: 10_000 } },
      },
    },
  ],
  items: [
    { id: 'shrimp', data: { category: 'Seafood', unitsPerCase: 10, priceCents: 12_000, order: 2 } },
    { id: 'buns', data: { category: 'Dry', unitsPerCase: 48, priceCents: 2_400, order: 1 } },
  ],
  sales: [
    { locationId: 'L1', date: '2026-10-10', netCents: 60_000 },
    { locationId: 'L1', date: '2026-10-20', netCents: 20_000 },
    // The closing day opens November.
    { locationId: 'L1', date: '2026-10-31', netCents: 99_000 },
    { locationId: 'L1', date: '2026-11-02', netCents: 1_000 },
    // Another location's day.
    { locationId: 'L2', date: '2026-10-10', netCents: 500_000 },
  ],
};

describe('COGS rollups', () => {
  const [october, november] = cogsRollupsOf(docs, '2026-11-29');

  it("holds a closed period's row as the COGS page computes it", () => {
    // Opening on 1 Oct at current prices (no order yet): 20 shrimp x $12.00 = $240.00 and 96 buns
    // x $0.50 = $48.00. Bought 1 case at its order's $100.00. 2 shrimp in at $10.00 = $20.00.
    // Closing on 31 Oct: 10 shrimp x $10.00 = $100.00, 48 buns x $0.50 = $24.00.
    // COGS 288 + 100 + 20 - 124 = $284.00 of $800.00 net sales (10 and 20 Oct) = 35.50 %.
    expect(october).toMatchObject({ reportId: 'l1-oct', territoryId: 'north', closed: true });
    expect(october.row).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-31',
      openingCents: 28_800,
      purchasesCents: 10_000,
      transfersInCents: 2_000,
      transfersOutCents: 0,
      closingCents: 12_400,
      cogsCents: 28_400,
      netSalesCents: 80_000,
      cogsPercentBps: 3_550,
      wasteCents: 0,
      varianceCents: null,
      missing: [],
      currentPriceItems: ['buns', 'shrimp'],
    });
    // Categories in the catalogue's order: buns (Dry) come first.
    expect(Object.entries(october.row.byCategory)).toEqual([
      [
        'Dry',
        {
          openingCents: 4_800,
          purchasesCents: 0,
          transfersCents: 0,
          closingCents: 2_400,
          cogsCents: 2_400,
          wasteCents: 0,
        },
      ],
      [
        'Seafood',
        {
          openingCents: 24_000,
          purchasesCents: 10_000,
          transfersCents: 2_000,
          closingCents: 10_000,
          cogsCents: 26_000,
          wasteCents: 0,
        },
      ],
    ]);
    expect(october.salesByMonth).toEqual({ '2026-10': 80_000 });
  });

  it('holds the open period to the day it was computed, without COGS yet', () => {
    // Opening on 31 Oct: 10 shrimp x $10.00 + 48 buns x $0.50 = $124.00. Waste: 24 buns at $0.50.
    expect(november.closed).toBe(false);
    expect(november.row).toMatchObject({
      from: '2026-10-31',
      to: '2026-11-29',
      openingCents: 12_400,
      closingCents: null,
      cogsCents: null,
      cogsPercentBps: null,
      netSalesCents: 100_000,
      wasteCents: 1_200,
      missing: ['closingCount'],
    });
    expect(november.salesByMonth).toEqual({ '2026-10': 99_000, '2026-11': 1_000 });
    // The P&L's fees share each month by the period's own net sales of it.
    expect(rollupSalesDays(november)).toEqual([
      { date: '2026-10-31', netCents: 99_000 },
      { date: '2026-11-01', netCents: 1_000 },
    ]);
  });

  it('reads back what it stores, categories in order, an open period running to today', () => {
    expect(readCogsRollup(cogsRollupFields(october), '2026-11-30')).toEqual(october);
    const read = readCogsRollup(cogsRollupFields(november), '2026-11-30');
    expect(read.row.to).toBe('2026-11-30');
    expect(read).toEqual({ ...november, row: { ...november.row, to: '2026-11-30' } });
  });

  it('names the periods with a day in a range (what a rebuild recomputes)', () => {
    expect(periodsWithin(docs.reports, '2026-11-01', '2026-11-30', '2026-11-29')).toEqual(
      new Set(['l1-nov']),
    );
    expect(periodsWithin(docs.reports, '2026-10-31', '2026-10-31', '2026-11-29')).toEqual(
      new Set(['l1-oct', 'l1-nov']),
    );
  });
});

describe('COGS trend of a location (the side-by-side view)', () => {
  const [october, november] = cogsRollupsOf(docs, '2026-11-29');
  /** October's closed rollup moved `months` back, with COGS % `bps` (null: no closing count). */
  const earlier = (months: number, bps: number | null): CogsRollup => {
    const day = (d: string) => `2026-${String(10 - months).padStart(2, '0')}-${d}`;
    return {
      ...october,
      reportId: `l1-${months}`,
      row: {
        ...october.row,
        periodId: `l1-${months}`,
        from: day('01'),
        to: day('28'),
        cogsPercentBps: bps,
        closingCents: bps === null ? null : october.row.closingCents,
      },
    };
  };
  const l1 = { id: 'L1', territoryId: 'north' };

  it("keeps the latest period with a closing count and the last six periods' COGS %", () => {
    // Nine periods (given out of order): March to September, October closed, November open.
    const rollups = [
      november,
      ...[7, 6, 5, 4, 3, 2].map((m) => earlier(m, 3_000 + m)),
      october,
      earlier(1, null),
    ];
    const trend = readCogsTrend(cogsTrendFields(l1, rollups), '2026-11-30');
    expect(trend.locationId).toBe('L1');
    expect(trend.territoryId).toBe('north');
    // November has no closing count yet: October is the latest, with every figure the table shows.
    expect(trend.latest).toEqual({
      periodId: 'l1-oct',
      name: 'From 2026-10-01',
      from: '2026-10-01',
      to: '2026-10-31',
      openingCents: 28_800,
      purchasesCents: 10_000,
      transfersInCents: 2_000,
      transfersOutCents: 0,
      closingCents: 12_400,
      cogsCents: 28_400,
      cogsPercentBps: 3_550,
      netSalesCents: 80_000,
      wasteCents: 0,
      varianceCents: null,
    });
    // The last six: June to November; September and November have no COGS %.
    expect(trend.points).toEqual([
      { to: '2026-06-28', cogsPercentBps: 3_004 },
      { to: '2026-07-28', cogsPercentBps: 3_003 },
      { to: '2026-08-28', cogsPercentBps: 3_002 },
      { to: '2026-10-31', cogsPercentBps: 3_550 },
    ]);
  });

  it("runs a period still open to today, and ignores other locations' periods", () => {
    const other = { ...october, reportId: 'l2-oct', locationId: 'L2' };
    const trend = readCogsTrend(cogsTrendFields(l1, [november, other]), '2026-12-02');
    // Only November, open and without a closing count: it is the latest, to today.
    expect(trend.latest).toMatchObject({ periodId: 'l1-nov', to: '2026-12-02', cogsCents: null });
    expect(trend.points).toEqual([]);
  });

  it('stores nothing to show for a location without a period', () => {
    expect(readCogsTrend(cogsTrendFields(l1, []), '2026-11-30')).toEqual({
      locationId: 'L1',
      territoryId: 'north',
      latest: null,
      points: [],
    });
  });
});
