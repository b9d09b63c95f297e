import { endOfMonth, parseISO } from 'date-fns';
import type { CohortBenchmark, CohortCogsBenchmark, SalesBenchmark } from '@/data/salesLedger';
import { COHORTS, type Cohort } from '@/domain/cohorts';
import { DATE_RANGE_PRESETS, presetRange, type FixedDateRangePreset } from '@/lib/dateRanges';
import {
  dayKey,
  inBounds,
  sumAdjustments,
  toBounds,
  trendBuckets,
  type DayBounds,
  type SalesAdjustment,
  type SalesDay,
} from './aggregate';
import { averageCheckCents, median, netAfterAdjustments } from './salesMath';

// The published shape and its cohorts are stored (src/data/salesLedger.ts).
export { type SalesBenchmark };

/**
 * System benchmarks (issues 13 and 26): what a franchisee may see of the whole system, the median
 * net sales, median average check and median COGS % per cohort over a period, never a location's
 * own figures.
 * Only the server writes them (functions/src/reports/benchmarks.ts: a daily job, a top role's
 * "Recompute now" and `node scripts/run-job.mjs benchmarks`), for the standard periods of a day
 * (standardPeriods), as sales_benchmarks/{from}_{to}; browsers only read them.
 */

/**
 * Fewest reporting locations a cohort needs to be published. With one, the median would be that
 * location's figure; raise it to 3 once every cohort has 3 locations (with 2 the median is their
 * mean, README "System median for franchisees").
 */
export const BENCHMARK_MIN_LOCATIONS = 2;

/**
 * The franchisor's time zone: the app's default user zone, 'EST' (DEFAULT_TIMEZONE in
 * src/data/users.ts), as the IANA zone the daily job is scheduled in and dates its run by.
 */
export const FRANCHISOR_TIME_ZONE = 'America/New_York';

/** The calendar day (yyyy-MM-dd) `at` falls on in the franchisor's time zone. */
export function franchisorDay(at: Date): string {
  // en-CA formats a date as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: FRANCHISOR_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

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

/**
 * One closed inventory period's COGS % of a location (as the COGS page computes it, with
 * inventory/model/cogsSources.ts closedPeriodFigures): what the COGS median is taken from.
 */
export interface PeriodCogsFigure {
  locationId: string;
  locationType: Cohort;
  /** yyyy-MM-dd of its closing count. */
  closedOn: string;
  cogsPercentBps: number;
}

/**
 * The median COGS % of a cohort's locations over `bounds`, or null when too few have one: each
 * location counts once, with its latest period closed in `bounds` (closing count day in it), as
 * the COGS page's side-by-side view takes each location's latest closed period.
 */
export function cohortCogsBenchmark(
  periods: readonly PeriodCogsFigure[],
  bounds: DayBounds,
): CohortCogsBenchmark | null {
  const latest = new Map<string, PeriodCogsFigure>();
  for (const p of periods) {
    if (!inBounds(p.closedOn, bounds)) continue;
    const seen = latest.get(p.locationId);
    if (!seen || p.closedOn > seen.closedOn) latest.set(p.locationId, p);
  }
  if (latest.size < BENCHMARK_MIN_LOCATIONS) return null;
  return {
    medianCogsBps: median([...latest.values()].map((p) => p.cogsPercentBps)) ?? 0,
    locationCount: latest.size,
  };
}

/** The benchmark of a period over every location's days (what a top role can read). */
export function buildBenchmark(
  days: readonly SalesDay[],
  adjustments: readonly SalesAdjustment[],
  bounds: DayBounds,
  periods: readonly PeriodCogsFigure[] = [],
): SalesBenchmark {
  const cohorts: SalesBenchmark['cohorts'] = {};
  const cogs: SalesBenchmark['cogs'] = {};
  for (const cohort of COHORTS) {
    const own = days.filter((d) => d.locationType === cohort);
    const ids = new Set(own.map((d) => d.locationId));
    const value = cohortBenchmark(
      own,
      adjustments.filter((a) => ids.has(a.locationId)),
      bounds,
    );
    if (value) cohorts[cohort] = value;
    const cogsValue = cohortCogsBenchmark(
      periods.filter((p) => p.locationType === cohort),
      bounds,
    );
    if (cogsValue) cogs[cohort] = cogsValue;
  }
  return { ...bounds, cohorts, cogs };
}

const FIXED_PRESETS = DATE_RANGE_PRESETS.filter((p): p is FixedDateRangePreset => p !== 'custom');

/**
 * The standard periods of day `asOf` (yyyy-MM-dd): every fixed period of the sales report's
 * period select on that day (today, yesterday, this week, last 7/30/90 days, week/month/year to
 * date, last month, last year) and the 12 whole months of its trend chart (the current one
 * included), each once, oldest `from` first. These are exactly the days the report asks for.
 */
export function standardPeriods(asOf: string): DayBounds[] {
  const day = parseISO(asOf);
  const all = [
    ...FIXED_PRESETS.map((p) => toBounds(presetRange(p, day))),
    ...trendBuckets('month', day).map(monthBounds),
  ];
  const unique = new Map(all.map((b) => [benchmarkId(b), b]));
  return [...unique.values()].sort(
    (a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to),
  );
}

/** One sales_benchmarks document as the server stores it: medians and counts, nothing else. */
interface BenchmarkDocument {
  id: string;
  data: SalesBenchmark & { asOf: string };
}

/**
 * The sales_benchmarks documents of day `asOf`: one per standard period, each with the cohorts
 * that have enough reporting locations. Pure, so the same day and data give the same documents
 * (the job is idempotent) and the seed writes exactly what the job would.
 */
export function benchmarkDocuments(
  days: readonly SalesDay[],
  adjustments: readonly SalesAdjustment[],
  asOf: string,
  periods: readonly PeriodCogsFigure[] = [],
): BenchmarkDocument[] {
  return standardPeriods(asOf).map((bounds) => ({
    id: benchmarkId(bounds),
    data: { ...buildBenchmark(days, adjustments, bounds, periods), asOf },
  }));
}

/** The first and last day any standard period of `asOf` covers (what the job reads). */
export function standardSpan(asOf: string): DayBounds {
  const periods = standardPeriods(asOf);
  return {
    from: periods[0].from,
    to: periods.reduce((to, p) => (p.to > to ? p.to : to), periods[0].to),
  };
}
