import { describe, expect, it } from 'vitest';
import { feesNote, monthList, periodFees, type MonthStatement } from './periodFees';

const RATES = [
  { from: '2026-01', royaltyBps: 500, adFundBps: 200 },
  { from: '2026-11', royaltyBps: 600, adFundBps: 250 },
];
const statement = (
  month: string,
  royaltyCents: number,
  adFundCents: number,
  salesNetCents: number,
  status: MonthStatement['status'] = 'confirmed',
): MonthStatement => ({ month, salesNetCents, royaltyCents, adFundCents, status });

describe('royalty and ad fund of a period', () => {
  // 20 Oct (opening count) to 10 Nov (closing count, which opens the next period).
  const period = { from: '2026-10-20', to: '2026-11-10', closed: true };
  const sales = [
    { date: '2026-10-05', netCents: 100_000 },
    { date: '2026-10-25', netCents: 50_000 },
    { date: '2026-11-01', netCents: 30_000 },
    { date: '2026-11-10', netCents: 20_000 },
  ];

  it("takes a month's statement in the share of its net sales, and the rates in force for the rest", () => {
    const fees = periodFees(period, sales, [statement('2026-10', 9_000, 3_000, 150_000)], RATES);
    // October: the period sold 50,000 of the 150,000 the statement was made from -> 1/3 of 9,000
    // and 3,000 (only the period's own days are read: 5 Oct is not needed).
    // November (no statement): the November rates, 6 % and 2.5 % of 30,000 (10 Nov is not in it).
    expect(fees.months).toEqual([
      {
        month: '2026-10',
        source: 'statement',
        status: 'confirmed',
        netSalesCents: 50_000,
        royaltyCents: 3_000,
        adFundCents: 1_000,
      },
      {
        month: '2026-11',
        source: 'rates',
        rates: { royaltyBps: 600, adFundBps: 250 },
        netSalesCents: 30_000,
        royaltyCents: 1_800,
        adFundCents: 750,
      },
    ]);
    expect(fees.royaltyCents).toBe(4_800);
    expect(fees.adFundCents).toBe(1_750);
    expect(feesNote(fees)).toBe(
      'Royalty and ad fund: Oct 2026 from the confirmed statement; Nov 2026 at the rates in force (royalty 6.00 %, ad fund 2.50 %).',
    );
  });

  it("takes the whole statement when the period covers the month's sales", () => {
    const fees = periodFees(
      { from: '2026-10-01', to: '2026-11-01', closed: true },
      sales,
      [statement('2026-10', 9_000, 3_000, 150_000, 'issued')],
      RATES,
    );
    expect([fees.royaltyCents, fees.adFundCents]).toEqual([9_000, 3_000]);
    expect(feesNote(fees)).toBe('Royalty and ad fund: Oct 2026 from the issued statement.');
  });

  it('rounds each share once to the cent', () => {
    // 50,000 of 150,000: 1,000 / 3 = 333.33 -> 333; 500 / 3 = 166.67 -> 167.
    const fees = periodFees(period, sales, [statement('2026-10', 1_000, 500, 150_000)], []);
    expect(fees.months[0]).toMatchObject({ royaltyCents: 333, adFundCents: 167 });
  });

  it('shares a statement by calendar days in a month without net sales', () => {
    // 21 to 30 Nov: 10 of November's 30 days of a statement of 3,000 and 1,200.
    const fees = periodFees(
      { from: '2026-11-21', to: '2026-12-01', closed: true },
      [],
      [statement('2026-11', 3_000, 1_200, 0)],
      RATES,
    );
    expect(fees.months).toEqual([
      expect.objectContaining({ month: '2026-11', royaltyCents: 1_000, adFundCents: 400 }),
    ]);
  });

  it('counts an open period to today included, and nothing without statements or rates', () => {
    const fees = periodFees({ from: '2026-11-10', to: '2026-11-10', closed: false }, sales, [], []);
    expect(fees).toEqual({
      royaltyCents: 0,
      adFundCents: 0,
      months: [
        {
          month: '2026-11',
          source: 'none',
          netSalesCents: 20_000,
          royaltyCents: 0,
          adFundCents: 0,
        },
      ],
    });
    expect(feesNote(fees)).toBe(
      'Royalty and ad fund: Nov 2026 at $0.00: no statement and no rates set.',
    );
  });

  it('uses the version in force in each month', () => {
    // 28 Oct to 3 Nov: 20,000 on 30 Oct at October's 5 % and 2 %, 10,000 on 2 Nov at 6 % and 2.5 %.
    const fees = periodFees(
      { from: '2026-10-28', to: '2026-11-03', closed: true },
      [
        { date: '2026-10-30', netCents: 20_000 },
        { date: '2026-11-02', netCents: 10_000 },
      ],
      [],
      RATES,
    );
    expect([fees.royaltyCents, fees.adFundCents]).toEqual([1_000 + 600, 400 + 250]);
    expect(feesNote(fees)).toBe(
      'Royalty and ad fund: Oct 2026 at the rates in force (royalty 5.00 %, ad fund 2.00 %); Nov 2026 at the rates in force (royalty 6.00 %, ad fund 2.50 %).',
    );
  });

  it('names the statements of several months and their statuses', () => {
    const fees = periodFees(
      { from: '2026-09-15', to: '2026-11-15', closed: true },
      sales,
      [
        statement('2026-10', 9_000, 3_000, 150_000),
        statement('2026-11', 4_000, 1_000, 50_000, 'issued'),
      ],
      RATES,
    );
    expect(feesNote(fees)).toBe(
      'Royalty and ad fund: Oct and Nov 2026 from the confirmed/issued statements; Sep 2026 at the rates in force (royalty 5.00 %, ad fund 2.00 %).',
    );
  });
});

describe('month list', () => {
  it('names months by year, oldest first', () => {
    expect(monthList(['2026-10'])).toBe('Oct 2026');
    expect(monthList(['2026-10', '2026-11'])).toBe('Oct and Nov 2026');
    expect(monthList(['2025-12', '2026-01', '2026-02'])).toBe('Dec 2025, Jan and Feb 2026');
  });
});
