import { endOfMonth, parseISO } from 'date-fns';
import { COHORTS, type CohortBenchmark, type SalesBenchmark } from '@/data/salesLedger';
import {
  dayKey,
  inBounds,
  sumAdjustments,
  type DayBounds,
  type SalesAdjustment,
  type SalesDay,
} from './aggregate';
import { averageCheckCents, median, netAfterAdjustments } from './salesMath';

// The published shape and its cohorts are stored (src/data/salesLedger.ts).
export { type SalesBenchmark };

/**
 * System benchmarks (issue 13): what a franchisee may see of the whole system, the median net
 * sales and median average check per cohort over a period, never a location's own figures. A top
 * role publishes them (sales_benchmarks/{from}_{to}); the rules refuse location ids in them.
 */

/**
 * Fewest reporting locations a cohort needs to be published. With one, the median would be that
 * location's figure; raise it to 3 once every cohort has 3 locations (with 2 the median is their
 * mean, README "System median for franchisees").
 */
const BENCHMARK_MIN_LOCATIONS = 2;

export const benchmarkId = (bounds: DayBounds) => `${bounds.from}_${bounds.to}`;

/** A calendar month (its first day, yyyy-MM-dd) as day bounds. */
export function monthBounds(firstDay: string): DayBounds {
  return { from: firstDay, to: dayKey(endOfMonth(parseISO(firstDay))) };
}

/** The cohort's medians over the locations that reported in `bounds`, or null when too few did. */
export function cohortBenchmark(
  days: readonly SalesDay[],
  adjustments: readonly SalesAdjustment[],
  bounds: DayBounds,
): CohortBenchmark | null {
  const perLocation = new Map<string, { net: number; transactions: number }>();
  for (const d of days) {
    if (!inBounds(d.date, bounds)) continue;
    const t = perLocation.get(d.locationId) ?? { net: 0, transactions: 0 };
    t.net += d.netCents;
    t.transactions += d.transactions;
    perLocation.set(d.locationId, t);
  }
  if (perLocation.size < BENCHMARK_MIN_LOCATIONS) return null;
  const nets: number[] = [];
  const checks: number[] = [];
  for (const [locationId, t] of perLocation) {
    const net = netAfterAdjustments(t.net, sumAdjustments(adjustments, locationId, bounds));
    nets.push(net);
    checks.push(averageCheckCents(net, t.transactions));
  }
  return {
    medianNetCents: median(nets) ?? 0,
    medianAverageCheckCents: median(checks) ?? 0,
    locationCount: perLocation.size,
  };
}

/** The benchmark of a period over every location's days (what a top role can read). */
export function buildBenchmark(
  days: readonly SalesDay[],
  adjustments: readonly SalesAdjustment[],
  bounds: DayBounds,
): SalesBenchmark {
  const cohorts: SalesBenchmark['cohorts'] = {};
  for (const cohort of COHORTS) {
    const own = days.filter((d) => d.locationType === cohort);
    const ids = new Set(own.map((d) => d.locationId));
    const value = cohortBenchmark(
      own,
      adjustments.filter((a) => ids.has(a.locationId)),
      bounds,
    );
    if (value) cohorts[cohort] = value;
  }
  return { ...bounds, cohorts };
}
