import { describe, expect, it } from 'vitest';
import type { CountLine, PurchaseLine, ValuedItem } from './cogs';
import {
  cogsRow,
  locationTrend,
  medianCogsBps,
  movementTotals,
  pnlColumn,
  previousPeriodOf,
  purchaseLines,
  samePeriodLastYear,
  usageVarianceCents,
  type PeriodData,
} from './cogsReport';

const shrimp: ValuedItem = {
  id: 'shrimp',
  category: 'Seafood',
  unitsPerCase: 10,
  currentCasePriceCents: 12_000,
};
const buns: ValuedItem = {
  id: 'buns',
  category: 'Dry',
  unitsPerCase: 48,
  currentCasePriceCents: 2_400,
};
const items = [shrimp, buns];
const counted = (quantity: number): CountLine => ({ state: 'counted', quantity });

const period = (over: Partial<PeriodData> = {}): PeriodData => ({
  id: 'p2',
  name: 'October',
  locationId: 'loc',
  from: '2026-10-01',
  to: '2026-10-31',
  closed: true,
  opening: { shrimp: counted(20), buns: counted(96) },
  closing: { shrimp: counted(10), buns: counted(48) },
  movements: [],
  netSalesCents: 100_000,
  ...over,
});

// One case of shrimp bought at 100.00 (10 eaches at 10.00), two cases of buns at 24.00.
const purchases: PurchaseLine[] = [
  { itemId: 'shrimp', date: '2026-10-05', cases: 1, casePriceCents: 10_000 },
  { itemId: 'buns', date: '2026-10-05', cases: 2, casePriceCents: 2_400 },
];

describe('transfers and waste', () => {
  it('values each movement at the order price of its day, by kind', () => {
    const totals = movementTotals(
      [
        { kind: 'transferIn', itemId: 'shrimp', quantity: 5, date: '2026-10-06' },
        { kind: 'transferOut', itemId: 'buns', quantity: 24, date: '2026-10-06' },
        { kind: 'waste', itemId: 'shrimp', quantity: 2, date: '2026-10-02' },
      ],
      items,
      purchases,
    );
    // 5 x 10.00 (order price); 24 x 0.50; 2 x 12.00 (before the order: current price).
    expect(totals).toEqual({
      transfersInCents: 5_000,
      transfersOutCents: 1_200,
      wasteCents: 2_400,
    });
  });

  it('counts a transfer only once the receiving location accepted it (issue 28)', () => {
    // The attack: 5,000 units "sent" to another truck lowered the sender's COGS at once.
    const sent = {
      kind: 'transferOut' as const,
      itemId: 'buns',
      quantity: 5_000,
      date: '2026-10-06',
    };
    const totals = (status: 'pending' | 'accepted' | 'refused') =>
      movementTotals([{ ...sent, status }], items, purchases).transfersOutCents;
    expect(totals('pending')).toBe(0);
    expect(totals('refused')).toBe(0);
    // 5,000 x 0.50 once accepted.
    expect(totals('accepted')).toBe(250_000);
  });
});

describe('a COGS row', () => {
  it('adds transfers into COGS and splits it by category', () => {
    const row = cogsRow(
      period({
        movements: [{ kind: 'transferIn', itemId: 'shrimp', quantity: 10, date: '2026-10-06' }],
      }),
      null,
      items,
      purchases,
    );
    // Opening: shrimp 20 x 12.00 (no order yet on Oct 1) = 240.00; buns 96 x 0.50 = 48.00.
    expect(row.openingCents).toBe(28_800);
    expect(row.purchasesCents).toBe(14_800);
    expect(row.transfersInCents).toBe(10_000);
    // Closing at the Oct 5 order price: shrimp 10 x 10.00 = 100.00; buns 48 x 0.50 = 24.00.
    expect(row.closingCents).toBe(12_400);
    expect(row.cogsCents).toBe(28_800 + 14_800 + 10_000 - 12_400);
    expect(row.cogsPercentBps).toBe(4_120);
    expect(row.byCategory.Seafood).toEqual({
      openingCents: 24_000,
      purchasesCents: 10_000,
      transfersCents: 10_000,
      closingCents: 10_000,
      cogsCents: 34_000,
      wasteCents: 0,
    });
    expect(row.byCategory.Dry.cogsCents).toBe(4_800 + 4_800 - 2_400);
    expect(row.currentPriceItems).toEqual(['shrimp', 'buns']);
  });

  it('has no COGS % without sales and no COGS without a closing count', () => {
    const noSales = cogsRow(period({ netSalesCents: null }), null, items, purchases);
    expect(noSales.cogsPercentBps).toBeNull();
    expect(noSales.missing).toEqual(['sales']);
    const open = cogsRow(period({ closing: null, closed: false }), null, items, purchases);
    expect(open.cogsCents).toBeNull();
    expect(open.varianceCents).toBeNull();
    expect([open.byCategory.Seafood.cogsCents, open.byCategory.Dry.cogsCents]).toEqual([
      null,
      null,
    ]);
  });
});

describe('variance against expected usage', () => {
  const september = period({
    id: 'p1',
    from: '2026-09-01',
    to: '2026-10-01',
    // Used 10 shrimp and 30 buns in 30 days, nothing bought.
    opening: { shrimp: counted(30), buns: counted(126) },
    closing: { shrimp: counted(20), buns: counted(96) },
  });

  it('is null without a previous period to take a usage rate from', () => {
    expect(usageVarianceCents(period(), null, items, purchases)).toBeNull();
  });

  it('values the closing count less the expected stock at the closing price', () => {
    // Shrimp: 20 + 10 received - 10 used (1/day x 30) = 20 expected, 10 counted: -10 x 10.00.
    // Buns: 96 + 96 received - 30 used = 162 expected, 48 counted: -114 x 0.50.
    expect(usageVarianceCents(period(), september, items, purchases)).toBe(-10_000 - 5_700);
  });

  it('does not count recorded waste as unexplained', () => {
    const withWaste = period({
      movements: [{ kind: 'waste', itemId: 'shrimp', quantity: 10, date: '2026-10-10' }],
    });
    expect(usageVarianceCents(withWaste, september, items, purchases)).toBe(-5_700);
  });
});

describe('trend and comparisons', () => {
  const periods = [1, 2, 3, 4, 5, 6, 7].map((m) =>
    period({ id: `p${m}`, from: `2026-0${m}-01`, to: `2026-0${m}-28` }),
  );

  it('keeps the last six periods oldest first', () => {
    expect(locationTrend(periods, items, []).map((r) => r.periodId)).toEqual([
      'p2',
      'p3',
      'p4',
      'p5',
      'p6',
      'p7',
    ]);
  });

  it('finds the previous period and the same period last year', () => {
    const lastYear = period({ id: 'ly', from: '2025-03-05' });
    const all = [...periods, lastYear];
    expect(previousPeriodOf(all, '2026-03-01')?.id).toBe('p2');
    expect(samePeriodLastYear(all, '2026-03-01')?.id).toBe('ly');
    expect(samePeriodLastYear(all, '2026-07-01')).toBeNull();
  });

  it('takes the median COGS % of the rows that have one', () => {
    const row = (bps: number | null) => ({
      ...cogsRow(period(), null, items, []),
      cogsPercentBps: bps,
    });
    expect(medianCogsBps([row(3000), row(null), row(2000), row(2600)])).toBe(2600);
    expect(medianCogsBps([row(null)])).toBeNull();
  });
});

describe('purchases of fulfilled orders', () => {
  it('prices two orders of one item on one day each at what its own approval counted', () => {
    const lines = purchaseLines(
      [
        {
          fulfilledDay: '2026-10-03',
          lines: [{ id: 'shrimp', quantity: 2 }],
          // Approved at $100.00 a case: 2 cases, $200.00.
          counted: { shrimp: { qty: 2, cents: 20_000 } },
        },
        {
          fulfilledDay: '2026-10-03',
          lines: [{ id: 'shrimp', quantity: 1 }],
          // Approved later that day at $130.00 a case.
          counted: { shrimp: { qty: 1, cents: 13_000 } },
        },
      ],
      items,
    );
    expect(lines).toEqual([
      { itemId: 'shrimp', date: '2026-10-03', cases: 2, casePriceCents: 10_000 },
      { itemId: 'shrimp', date: '2026-10-03', cases: 1, casePriceCents: 13_000 },
    ]);
    // The closing count of Oct 3 takes the last order's price, not the day's $110.00 average.
    const closing = cogsRow(
      period({ from: '2026-09-01', to: '2026-10-03', closing: { shrimp: counted(10) } }),
      null,
      [shrimp],
      lines,
    );
    expect(closing.closingCents).toBe(13_000);
  });

  it('prices an order approved before counted figures were recorded at the catalogue price', () => {
    const lines = purchaseLines(
      [
        {
          fulfilledDay: '2026-10-03',
          lines: [
            { id: 'shrimp', quantity: 2 },
            { id: 'buns', quantity: 1 },
          ],
          counted: null,
        },
      ],
      items,
    );
    // The catalogue's current case prices: shrimp $120.00, buns $24.00.
    expect(lines).toEqual([
      { itemId: 'shrimp', date: '2026-10-03', cases: 2, casePriceCents: 12_000 },
      { itemId: 'buns', date: '2026-10-03', cases: 1, casePriceCents: 2_400 },
    ]);
  });
});

describe('a day on which one period closes and the next opens', () => {
  const september = period({
    id: 'sep',
    from: '2026-09-01',
    to: '2026-10-01',
    opening: { shrimp: counted(20) },
    closing: { shrimp: counted(20) },
    // Entered on September before its closing count that day: it belongs to October.
    movements: [{ kind: 'transferIn', itemId: 'shrimp', quantity: 5, date: '2026-10-01' }],
  });
  const october = period({
    id: 'oct',
    opening: { shrimp: counted(20) },
    closing: { shrimp: counted(20) },
  });
  // A $200 delivery (2 cases at $100.00) fulfilled on Oct 1.
  const delivery = [{ itemId: 'shrimp', date: '2026-10-01', cases: 2, casePriceCents: 10_000 }];

  it('counts its delivery and its transfers in the period that opens, never in both', () => {
    const [sep, oct] = locationTrend([october, september], items, delivery);
    expect([sep.periodId, oct.periodId]).toEqual(['sep', 'oct']);
    expect(sep.purchasesCents).toBe(0);
    expect(oct.purchasesCents).toBe(20_000);
    // 5 shrimp at the Oct 1 order price, $10.00 each.
    expect(sep.transfersInCents).toBe(0);
    expect(oct.transfersInCents).toBe(5_000);
  });
});

describe('profit and loss column', () => {
  it("takes the period's royalty and ad fund, less other expenses", () => {
    const row = { ...cogsRow(period(), null, items, purchases), cogsCents: 30_000 };
    const pnl = pnlColumn(
      row,
      { royaltyCents: 6_000, adFundCents: 2_000 },
      { labour: 20_000, rent: 5_000 },
    );
    expect(pnl).toMatchObject({
      grossProfitCents: 70_000,
      grossMarginBps: 7_000,
      royaltyCents: 6_000,
      adFundCents: 2_000,
      otherExpensesTotalCents: 25_000,
      netCents: 70_000 - 8_000 - 25_000,
    });
  });

  it('is null without COGS or without sales', () => {
    const open = cogsRow(period({ closing: null }), null, items, purchases);
    expect(pnlColumn(open, null, {})).toBeNull();
    const noSales = cogsRow(period({ netSalesCents: null }), null, items, purchases);
    expect(pnlColumn(noSales, null, {})).toBeNull();
  });

  it('counts no royalty or ad fund for a location with neither statements nor rates', () => {
    const row = { ...cogsRow(period(), null, items, purchases), cogsCents: 30_000 };
    expect(pnlColumn(row, null, {})).toMatchObject({ feesCents: 0, netCents: 70_000 });
  });
});

describe('items of a period', () => {
  it('values the items of the opening count only', () => {
    const trend = locationTrend(
      [period({ opening: { shrimp: counted(20) }, closing: { shrimp: counted(10) } })],
      items,
      purchases,
    );
    // Buns were not on that sheet: the period is complete without them.
    expect(trend[0].cogsCents).toBe(24_000 + 14_800 - 10_000);
  });
});
