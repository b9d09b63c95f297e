import { describe, expect, it } from 'vitest';
import type { SalesDay } from './aggregate';
import { benchmarkId, buildBenchmark, cohortBenchmark, monthBounds } from './benchmarks';

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
});
