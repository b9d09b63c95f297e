/**
 * How the COGS and P&L screens and exports write their figures: money from cents, shares from
 * basis points, and a dash with a reason where a figure is missing (never a made-up zero).
 */
import type { SalesBenchmark } from '@/data/salesLedger';
import type { Cohort } from '@/domain/cohorts';
import { BENCHMARK_MIN_LOCATIONS } from '../../model/benchmarks';
import { formatBps, formatCents } from '../../model/salesMath';
import { monthList } from './periodFees';

export const NO_SALES = 'No sales reported';
export const NOT_CLOSED = 'Not closed yet';

export const money = (cents: number | null, missing = '—') =>
  cents === null ? missing : formatCents(cents);

export const share = (bps: number | null, missing = '—') =>
  bps === null ? missing : formatBps(bps);

/** Cents as a plain decimal for CSV ("1234.50"); '' where missing. */
export const csvMoney = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** Basis points as a plain % for CSV ("41.20"); '' where missing. */
export const csvShare = (bps: number | null) => (bps === null ? '' : (bps / 100).toFixed(2));

/**
 * Why a period's purchases are $0.00, or null when they are not (issue 30): purchases are the
 * orders fulfilled at the location's delivery location, so either none is linked or none was
 * fulfilled in the period, and the stock it used came from its counts and transfers.
 */
export function zeroPurchasesReason(
  row: { purchasesCents: number; name: string; from: string; to: string },
  location: { name: string; deliveryLocationId?: string },
): string | null {
  if (row.purchasesCents !== 0) return null;
  if (!location.deliveryLocationId) {
    return `${location.name}: purchases are $0.00 because no delivery location is linked to it, so its orders cannot be read.`;
  }
  return `${location.name}: purchases are $0.00 because no order was fulfilled at its delivery location in ${row.name} (${row.from} to ${row.to}); what it used came from the stock already counted.`;
}

const COHORT_NAMES: Record<Cohort, string> = { restaurant: 'restaurants', truck: 'trucks' };

/**
 * The system median line beside a period's own COGS %: the server's median COGS % of the
 * location's cohort over the month its period closed in (sales_benchmarks of that month), or why
 * there is none. `benchmark` is undefined while loading, null when no document exists.
 */
export function systemMedianLine(
  benchmark: Pick<SalesBenchmark, 'cogs'> | null | undefined,
  cohort: Cohort,
  closingDay: string,
): { label: string; value: string; note: string } {
  const label = `System median COGS % (${COHORT_NAMES[cohort]})`;
  const month = monthList([closingDay.slice(0, 7)]);
  if (benchmark === undefined) return { label, value: 'Loading…', note: '' };
  const figures = benchmark?.cogs[cohort];
  if (!figures) {
    return {
      label,
      value: 'Too few locations',
      note: `No system median for ${month}: fewer than ${BENCHMARK_MIN_LOCATIONS} ${COHORT_NAMES[cohort]} closed an inventory period with sales in that month.`,
    };
  }
  return {
    label,
    value: share(figures.medianCogsBps),
    note: `System median: the median COGS % of the ${figures.locationCount} ${COHORT_NAMES[cohort]} whose latest inventory period closed in ${month}, computed by the server; no other location's own figure is shown.`,
  };
}
