import { describe, expect, it } from 'vitest';
import {
  casePriceOn,
  costOfGoods,
  cogsPercentBps,
  dayInPeriod,
  eachesFromCount,
  grossProfit,
  lineQuantity,
  periodCogs,
  profitAndLoss,
  purchasesInPeriod,
  valueCount,
  type CountLine,
  type PurchaseLine,
  type ValuedItem,
} from './cogs';

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

describe('count lines', () => {
  it('keeps blank apart from counted zero', () => {
    expect(lineQuantity({ state: 'notCounted' })).toBeNull();
    expect(lineQuantity(undefined)).toBeNull();
    expect(lineQuantity({ state: 'zero' })).toBe(0);
    expect(lineQuantity(counted(7))).toBe(7);
  });

  it('converts cases and eaches with the pack size', () => {
    expect(eachesFromCount(2, 3, 10)).toBe(23);
    expect(eachesFromCount(2, 3, 0)).toBe(5);
  });

  it('refuses to value a count with a blank line and lists it', () => {
    const value = valueCount(items, { shrimp: counted(10) }, [], '2026-10-01');
    expect(value.complete).toBe(false);
    expect(value.notCounted).toEqual(['buns']);
  });

  it('values a counted-zero line at nothing but counts it as complete', () => {
    const value = valueCount(
      items,
      { shrimp: counted(15), buns: { state: 'zero' } },
      [],
      '2026-10-01',
    );
    expect(value.complete).toBe(true);
    expect(value.totalCents).toBe(18_000);
    expect(value.byCategory).toEqual({ Seafood: 18_000, Dry: 0 });
  });
});

describe('prices', () => {
  const purchases: PurchaseLine[] = [
    { itemId: 'shrimp', date: '2026-10-03', cases: 2, casePriceCents: 11_000 },
    { itemId: 'shrimp', date: '2026-10-20', cases: 3, casePriceCents: 13_000 },
  ];

  it('uses the last order price on or before the day', () => {
    expect(casePriceOn(shrimp, purchases, '2026-10-10')).toEqual({
      casePriceCents: 11_000,
      fromOrder: true,
    });
    expect(casePriceOn(shrimp, purchases, '2026-10-20').casePriceCents).toBe(13_000);
  });

  it('falls back to the current price where no order exists, and says so', () => {
    expect(casePriceOn(shrimp, purchases, '2026-10-01')).toEqual({
      casePriceCents: 12_000,
      fromOrder: false,
    });
    const value = valueCount(
      items,
      { shrimp: counted(1), buns: counted(1) },
      purchases,
      '2026-10-01',
    );
    expect(value.currentPriceItems).toEqual(['shrimp', 'buns']);
    // 1/10 of 120.00 and 1/48 of 24.00, each rounded to whole cents.
    expect(value.totalCents).toBe(1_200 + 50);
  });

  it('sums only the purchases inside the period, at each order price', () => {
    const outside: PurchaseLine = {
      itemId: 'buns',
      date: '2026-11-01',
      cases: 9,
      casePriceCents: 1,
    };
    const october = { from: '2026-10-01', to: '2026-10-31', closed: true };
    expect(purchasesInPeriod(items, [...purchases, outside], october)).toEqual({
      totalCents: 2 * 11_000 + 3 * 13_000,
      byCategory: { Seafood: 61_000 },
    });
  });
});

describe('half-open periods', () => {
  const september = { from: '2026-09-01', to: '2026-10-01', closed: true };
  const october = { from: '2026-10-01', to: '2026-10-31', closed: true };

  it('includes the opening count day and leaves the closing count day to the next period', () => {
    expect(dayInPeriod('2026-09-01', september)).toBe(true);
    expect(dayInPeriod('2026-09-30', september)).toBe(true);
    expect(dayInPeriod('2026-10-01', september)).toBe(false);
    expect(dayInPeriod('2026-10-01', october)).toBe(true);
    expect(dayInPeriod('2026-08-31', september)).toBe(false);
  });

  it('keeps today in a period not closed yet', () => {
    const open = { from: '2026-11-01', to: '2026-11-23', closed: false };
    expect(dayInPeriod('2026-11-23', open)).toBe(true);
    expect(dayInPeriod('2026-11-24', open)).toBe(false);
  });

  it('counts a $200 delivery on the day one period closes and the next opens once, in the next', () => {
    // Two cases of shrimp at $100.00, fulfilled on Oct 1 (September's closing count day).
    const delivery: PurchaseLine = {
      itemId: 'shrimp',
      date: '2026-10-01',
      cases: 2,
      casePriceCents: 10_000,
    };
    expect(purchasesInPeriod(items, [delivery], september).totalCents).toBe(0);
    expect(purchasesInPeriod(items, [delivery], october).totalCents).toBe(20_000);
  });
});

describe('COGS formula', () => {
  it('is opening + purchases + transfers in - transfers out - closing', () => {
    expect(
      costOfGoods({
        openingCents: 100_000,
        purchasesCents: 50_000,
        transfersInCents: 5_000,
        transfersOutCents: 2_000,
        closingCents: 80_000,
      }),
    ).toBe(73_000);
  });

  it('has no value without a closing count', () => {
    expect(
      costOfGoods({
        openingCents: 1,
        purchasesCents: 1,
        transfersInCents: 0,
        transfersOutCents: 0,
        closingCents: null,
      }),
    ).toBeNull();
  });

  it('gives COGS % of net sales in basis points, none without sales', () => {
    expect(cogsPercentBps(30_000, 100_000)).toBe(3_000);
    expect(cogsPercentBps(1, 3)).toBe(3_333);
    expect(cogsPercentBps(30_000, null)).toBeNull();
    expect(cogsPercentBps(30_000, 0)).toBeNull();
    expect(cogsPercentBps(null, 100_000)).toBeNull();
  });

  it('gives gross profit and margin', () => {
    expect(grossProfit(100_000, 31_000)).toEqual({
      grossProfitCents: 69_000,
      grossMarginBps: 6_900,
    });
  });
});

describe('a period', () => {
  const base = {
    items,
    opening: { shrimp: counted(20), buns: counted(96) },
    from: '2026-10-01',
    to: '2026-10-31',
    closed: true,
    transfersInCents: 0,
    transfersOutCents: 0,
    netSalesCents: 200_000,
  };

  it('with no purchases: COGS is what the counts lost', () => {
    const result = periodCogs({
      ...base,
      closing: { shrimp: counted(5), buns: { state: 'zero' } },
      purchases: [],
    });
    // Opening: 2 cases shrimp (24 000) + 2 cases buns (4 800); closing: half a case of shrimp.
    expect(result.openingCents).toBe(28_800);
    expect(result.purchasesCents).toBe(0);
    expect(result.closingCents).toBe(6_000);
    expect(result.cogsCents).toBe(22_800);
    expect(result.cogsPercentBps).toBe(1_140);
    expect(result.missing).toEqual([]);
  });

  it('with a missing closing count: no COGS, and says why', () => {
    const result = periodCogs({ ...base, closing: null, purchases: [] });
    expect(result.cogsCents).toBeNull();
    expect(result.cogsPercentBps).toBeNull();
    expect(result.missing).toEqual(['closingCount']);
  });

  it('with a partial closing count: no COGS (blank is not zero)', () => {
    const result = periodCogs({ ...base, closing: { shrimp: counted(5) }, purchases: [] });
    expect(result.closingCents).toBeNull();
    expect(result.cogsCents).toBeNull();
  });

  it('with a price change inside the period: each count at the price of its day', () => {
    const purchases: PurchaseLine[] = [
      { itemId: 'shrimp', date: '2026-09-28', cases: 2, casePriceCents: 10_000 },
      { itemId: 'buns', date: '2026-09-28', cases: 2, casePriceCents: 2_400 },
      { itemId: 'shrimp', date: '2026-10-15', cases: 4, casePriceCents: 15_000 },
    ];
    const result = periodCogs({
      ...base,
      closing: { shrimp: counted(30), buns: counted(48) },
      purchases,
    });
    // Opening at the September price: 2 x 10 000 + 2 x 2 400.
    expect(result.openingCents).toBe(24_800);
    // Only the October order is a purchase of the period.
    expect(result.purchasesCents).toBe(60_000);
    // Closing at the new price: 3 x 15 000 + 1 x 2 400.
    expect(result.closingCents).toBe(47_400);
    expect(result.cogsCents).toBe(24_800 + 60_000 - 47_400);
    expect(result.currentPriceItems).toEqual([]);
  });

  it('without sales reported: COGS but no percentage', () => {
    const result = periodCogs({
      ...base,
      closing: { shrimp: counted(20), buns: counted(96) },
      purchases: [],
      netSalesCents: null,
    });
    expect(result.cogsCents).toBe(0);
    expect(result.cogsPercentBps).toBeNull();
    expect(result.missing).toEqual(['sales']);
  });
});

describe('profit and loss', () => {
  it('takes fees and entered expenses from gross profit', () => {
    const pl = profitAndLoss({
      netSalesCents: 1_000_000,
      cogsCents: 300_000,
      royaltyCents: 60_000,
      adFundCents: 20_000,
      otherExpensesCents: { labour: 250_000, rent: 100_000, fuel: 15_000 },
    });
    expect(pl.grossProfitCents).toBe(700_000);
    expect(pl.grossMarginBps).toBe(7_000);
    expect(pl.feesCents).toBe(80_000);
    expect(pl.otherExpensesTotalCents).toBe(365_000);
    expect(pl.netCents).toBe(255_000);
    expect(pl.netMarginBps).toBe(2_550);
  });

  it('has no margins without sales', () => {
    const pl = profitAndLoss({
      netSalesCents: 0,
      cogsCents: 100,
      royaltyCents: 0,
      adFundCents: 0,
      otherExpensesCents: {},
    });
    expect(pl.netCents).toBe(-100);
    expect(pl.netMarginBps).toBeNull();
  });
});
