import { describe, expect, it } from 'vitest';
import type { SalesDay } from './aggregate';
import {
  benchmarkDocuments,
  benchmarkId,
  buildBenchmark,
  cohortBenchmark,
  cohortCogsBenchmark,
  franchisorDay,
  monthBounds,
  standardPeriods,
  standardSpan,
} from './benchmarks';

const day = (
  locationId: string,
  locationType: 'truck' | 'restaurant',
  date: string,
  net: number,
  transactions: number,
): SalesDay => ({
  locationId,
  locationType,
  date,
  grossCents: net,
  discountCents: 0,
  refundCents: 0,
  netCents: net,
  transactions,
});

const NOV = { from: '2026-11-01', to: '2026-11-30' };

describe('system benchmarks', () => {
  const days = [
    day('r1', 'restaurant', '2026-11-02', 10_000, 10),
    day('r1', 'restaurant', '2026-11-03', 10_000, 10),
    day('r2', 'restaurant', '2026-11-02', 30_000, 10),
    day('r3', 'restaurant', '2026-11-02', 50_000, 25),
    day('r3', 'restaurant', '2026-10-31', 99_000, 1),
    day('t1', 'truck', '2026-11-02', 5_000, 5),
  ];

  it('takes the median net and average check of the locations that reported', () => {
    expect(cohortBenchmark(days.slice(0, 5), [], NOV)).toEqual({
      medianNetCents: 30_000,
      medianAverageCheckCents: 2_000,
      locationCount: 3,
    });
  });

  it('counts approved refunds before taking the median', () => {
    const refund = { approvalId: 'a', locationId: 'r2', date: '2026-11-05', amountCents: 15_000 };
    expect(cohortBenchmark(days.slice(0, 5), [refund], NOV)?.medianNetCents).toBe(20_000);
  });

  it('publishes no cohort with fewer than 2 locations and names no location', () => {
    const benchmark = buildBenchmark(days, [], NOV);
    expect(Object.keys(benchmark.cohorts)).toEqual(['restaurant']);
    expect(JSON.stringify(benchmark)).not.toMatch(/r1|r2|r3|t1/);
    expect(benchmark).toMatchObject(NOV);
  });

  it('names periods by their days and bounds whole months', () => {
    expect(benchmarkId(NOV)).toBe('2026-11-01_2026-11-30');
    expect(monthBounds('2026-02-01')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('takes the mean of the middle two for an even count of locations', () => {
    // r1 20,000 / 20 = 1,000; r2 30,000 / 10 = 3,000 -> median net 25,000, check 2,000.
    expect(cohortBenchmark(days.slice(0, 3), [], NOV)).toEqual({
      medianNetCents: 25_000,
      medianAverageCheckCents: 2_000,
      locationCount: 2,
    });
    // Four locations 10,000 / 20,000 / 30,000 / 50,000: (20,000 + 30,000) / 2 = 25,000.
    const four = [...days.slice(0, 4), day('r4', 'restaurant', '2026-11-09', 20_000, 8)];
    expect(cohortBenchmark(four, [], NOV)?.medianNetCents).toBe(25_000);
    // Checks 1,000, 3,000, 2,000, 2,500 -> (2,000 + 2,500) / 2 = 2,250.
    expect(cohortBenchmark(four, [], NOV)?.medianAverageCheckCents).toBe(2_250);
  });

  it('stores no median for a cohort below 2 reporting locations', () => {
    expect(cohortBenchmark(days.slice(5), [], NOV)).toBeNull();
    expect(cohortBenchmark(days.slice(0, 2), [], NOV)).toBeNull();
    expect(cohortBenchmark([], [], NOV)).toBeNull();
  });

  it('takes a refund off the net of its own location and period only', () => {
    // r3 loses 45,000 (50,000 -> 5,000): nets 20,000, 30,000, 5,000 -> median 20,000; checks
    // 20,000 / 20 = 1,000, 30,000 / 10 = 3,000, 5,000 / 25 = 200 -> 1,000. r2's refund is December.
    const refunds = [
      { approvalId: 'a', locationId: 'r3', date: '2026-11-20', amountCents: 45_000 },
      { approvalId: 'b', locationId: 'r2', date: '2026-12-01', amountCents: 29_000 },
    ];
    expect(cohortBenchmark(days.slice(0, 5), refunds, NOV)).toEqual({
      medianNetCents: 20_000,
      medianAverageCheckCents: 1_000,
      locationCount: 3,
    });
  });

  it('lists the standard periods of a day: the report presets and the 12 trend months', () => {
    // Sunday 29 November 2026.
    const ids = standardPeriods('2026-11-29').map(benchmarkId);
    expect(ids).toEqual([
      '2025-01-01_2025-12-31', // last year
      '2025-12-01_2025-12-31', // the first of the 12 trend months
      '2026-01-01_2026-01-31',
      '2026-01-01_2026-11-29', // year to date
      '2026-02-01_2026-02-28',
      '2026-03-01_2026-03-31',
      '2026-04-01_2026-04-30',
      '2026-05-01_2026-05-31',
      '2026-06-01_2026-06-30',
      '2026-07-01_2026-07-31',
      '2026-08-01_2026-08-31',
      '2026-09-01_2026-09-30',
      '2026-09-01_2026-11-29', // last 90 days: 29 + 31 + 30 days
      '2026-10-01_2026-10-31', // also last month
      '2026-10-31_2026-11-29', // last 30 days
      '2026-11-01_2026-11-29', // month to date
      '2026-11-01_2026-11-30', // the current trend month, whole
      '2026-11-23_2026-11-29', // last 7 days, this week and week to date
      '2026-11-28_2026-11-28', // yesterday
      '2026-11-29_2026-11-29', // today
    ]);
    expect(standardSpan('2026-11-29')).toEqual({ from: '2025-01-01', to: '2026-11-30' });
  });

  it('writes the same documents for the same day and data, with no location in them', () => {
    const first = benchmarkDocuments(days, [], '2026-11-29');
    expect(benchmarkDocuments(days, [], '2026-11-29')).toEqual(first);
    const nov = first.find((d) => d.id === '2026-11-01_2026-11-30');
    expect(nov?.data).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      asOf: '2026-11-29',
      cohorts: {
        restaurant: { medianNetCents: 30_000, medianAverageCheckCents: 2_000, locationCount: 3 },
      },
      cogs: {},
    });
    expect(JSON.stringify(first)).not.toMatch(/r1|r2|r3|t1/);
  });

  it("dates a run by the franchisor's calendar day (New York)", () => {
    // 03:30 UTC on 1 December is still 30 November in New York (UTC-5).
    expect(franchisorDay(new Date('2026-12-01T03:30:00Z'))).toBe('2026-11-30');
    expect(franchisorDay(new Date('2026-12-01T05:30:00Z'))).toBe('2026-12-01');
  });
});

describe('system median of COGS %', () => {
  const figure = (
    locationId: string,
    locationType: 'truck' | 'restaurant',
    closedOn: string,
    cogsPercentBps: number,
  ) => ({ locationId, locationType, closedOn, cogsPercentBps });
  const OCT = { from: '2026-10-01', to: '2026-10-31' };

  it("takes each location's latest period closed in the period, then the median", () => {
    const periods = [
      // r1 closed twice in October: its latest (25 Oct, 30.00 %) counts, not 12 Oct.
      figure('r1', 'restaurant', '2026-10-12', 9_000),
      figure('r1', 'restaurant', '2026-10-25', 3_000),
      figure('r2', 'restaurant', '2026-10-31', 3_300),
      figure('r3', 'restaurant', '2026-10-01', 2_800),
      // Closed on 1 November: not an October period.
      figure('r4', 'restaurant', '2026-11-01', 1_000),
    ];
    // 2,800, 3,000, 3,300 -> 3,000.
    expect(cohortCogsBenchmark(periods, OCT)).toEqual({ medianCogsBps: 3_000, locationCount: 3 });
    // Adding r4 for Oct-Nov: 1,000, 2,800, 3,000, 3,300 -> (2,800 + 3,000) / 2 = 2,900.
    expect(cohortCogsBenchmark(periods, { from: '2026-10-01', to: '2026-11-30' })).toEqual({
      medianCogsBps: 2_900,
      locationCount: 4,
    });
  });

  it('publishes no COGS median below 2 locations, and keeps cohorts apart', () => {
    const periods = [
      figure('r1', 'restaurant', '2026-10-25', 3_000),
      figure('r1', 'restaurant', '2026-10-05', 3_100),
      figure('t1', 'truck', '2026-10-20', 2_500),
      figure('t2', 'truck', '2026-10-22', 3_550),
    ];
    // One restaurant (twice): none. Trucks: (2,500 + 3,550) / 2 = 3,025.
    expect(cohortCogsBenchmark(periods.slice(0, 2), OCT)).toBeNull();
    expect(buildBenchmark([], [], OCT, periods)).toEqual({
      ...OCT,
      cohorts: {},
      cogs: { truck: { medianCogsBps: 3_025, locationCount: 2 } },
    });
  });

  it("writes each standard period's COGS median into its document, naming no location", () => {
    const periods = [
      figure('t1', 'truck', '2026-10-20', 2_500),
      figure('t2', 'truck', '2026-11-22', 3_550),
      figure('t3', 'truck', '2026-11-25', 3_100),
    ];
    const docs = Object.fromEntries(
      benchmarkDocuments([], [], '2026-11-29', periods).map((d) => [d.id, d.data.cogs]),
    );
    // November: t2 and t3 -> (3,550 + 3,100) / 2 = 3,325; October: t1 alone -> none.
    expect(docs['2026-11-01_2026-11-30']).toEqual({
      truck: { medianCogsBps: 3_325, locationCount: 2 },
    });
    expect(docs['2026-10-01_2026-10-31']).toEqual({});
    // Last 90 days (1 Sep - 29 Nov): 2,500, 3,100, 3,550 -> 3,100.
    expect(docs['2026-09-01_2026-11-29']).toEqual({
      truck: { medianCogsBps: 3_100, locationCount: 3 },
    });
    expect(JSON.stringify(docs)).not.toMatch(/t1|t2|t3/);
  });
});
