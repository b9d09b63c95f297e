import {
  addMonths,
  differenceInCalendarDays,
  differenceInCalendarMonths,
  endOfMonth,
  isFirstDayOfMonth,
  isLastDayOfMonth,
  parseISO,
  startOfMonth,
  subDays,
} from 'date-fns';
import type { SalesFigures } from '@/data/shapes/salesLedger';
import type { DateRange } from '@/lib/dateRanges';
import { dayKey, previousPeriod, toBounds, type DayBounds } from './aggregate';
import { averageCheckCents, changePct, netAfterAdjustments } from './salesMath';

/*
 * What the franchise sales report compares (issue 30: no false drops) and how, so a comparison
 * reads the same rollups as the period itself (issue 29):
 * - a range of whole calendar months against the same number of months just before and the same
 *   months a year earlier (month rollups);
 * - any other range against the same number of days just before and the same weekdays 52 weeks
 *   earlier, so an ISO week compares with ISO weeks (week rollups) and a weekend with a weekend;
 * - net sales per reported day, so a day not reported (yet) never reads as a drop.
 */

/** The period a report shows and the two it compares it with. */
interface ComparedRanges {
  current: DayBounds;
  previous: DayBounds;
  lastYear: DayBounds;
}

const WEEKS_52 = 52 * 7;

export function comparedRanges(range: DateRange): ComparedRanges {
  const current = toBounds(range);
  if (isFirstDayOfMonth(range.from) && isLastDayOfMonth(range.to)) {
    const months = differenceInCalendarMonths(range.to, range.from) + 1;
    const monthsBack = (n: number): DayBounds => ({
      from: dayKey(startOfMonth(addMonths(range.from, -n))),
      to: dayKey(endOfMonth(addMonths(range.to, -n))),
    });
    return { current, previous: monthsBack(months), lastYear: monthsBack(12) };
  }
  return {
    current,
    previous: toBounds(previousPeriod(range)),
    lastYear: {
      from: dayKey(subDays(range.from, WEEKS_52)),
      to: dayKey(subDays(range.to, WEEKS_52)),
    },
  };
}

/**
 * How many days of `bounds` one location could have reported by `today` (yyyy-MM-dd): its days
 * before today (a day is reported once it is over).
 */
export function reportableDays(bounds: DayBounds, today: string): number {
  const last = bounds.to < today ? bounds.to : dayKey(subDays(parseISO(today), 1));
  if (last < bounds.from) return 0;
  return differenceInCalendarDays(parseISO(last), parseISO(bounds.from)) + 1;
}

/** What a change per reported day reads of a period's figures. */
type PerDayFigures = Pick<SalesFigures, 'netCents' | 'adjustmentCents' | 'days'>;

/** Net sales (after approved refunds) per reported day; null with no day reported. */
function netPerDay(f: PerDayFigures): number | null {
  return f.days > 0 ? netAfterAdjustments(f.netCents, f.adjustmentCents) / f.days : null;
}

/** The change of net sales per reported day, in %; null when either side reported no day. */
export function perDayChange(current: PerDayFigures, before: PerDayFigures): number | null {
  const now = netPerDay(current);
  const then = netPerDay(before);
  return now === null || then === null ? null : changePct(now, then);
}

/** One row of the report: the figures of a location, a territory or a total over a period. */
export interface SalesRow {
  netCents: number;
  approvedRefundsCents: number;
  transactions: number;
  averageCheckCents: number;
  /** Days (location days for several locations) not reported of those reportable. */
  missingDays: number;
  reportableDays: number;
  previousChange: number | null;
  lastYearChange: number | null;
}

/**
 * A row from its figures: the current period's, and the previous and last year's when compared
 * (a location listed for the current period only has no changes). `locations` is how many
 * locations were expected to report (a location 1, a territory its enabled locations).
 */
export function salesRow(
  current: SalesFigures,
  compared: { previous: SalesFigures; lastYear: SalesFigures } | null,
  expected: { bounds: DayBounds; today: string; locations: number },
): SalesRow {
  const netCents = netAfterAdjustments(current.netCents, current.adjustmentCents);
  const reportable = reportableDays(expected.bounds, expected.today) * expected.locations;
  return {
    netCents,
    approvedRefundsCents: current.adjustmentCents,
    transactions: current.transactions,
    averageCheckCents: averageCheckCents(netCents, current.transactions),
    missingDays: Math.max(0, reportable - current.days),
    reportableDays: reportable,
    previousChange: compared ? perDayChange(current, compared.previous) : null,
    lastYearChange: compared ? perDayChange(current, compared.lastYear) : null,
  };
}

/** "2 of 6 days not reported" (or "location days" over several locations); null when none is missing. */
export function missingDaysText(row: SalesRow, severalLocations: boolean): string | null {
  if (row.missingDays === 0) return null;
  return `${row.missingDays} of ${row.reportableDays} ${severalLocations ? 'location days' : 'days'} not reported`;
}

/** A chart point: net sales of a period, or null (a gap) when no day of it was reported. */
export const chartPoint = (f: SalesFigures): number | null =>
  f.days > 0 ? netAfterAdjustments(f.netCents, f.adjustmentCents) : null;

/** "2025-12-01" (a trend month's first day) as "Dec 2025". */
export function monthLabel(firstDay: string): string {
  return parseISO(firstDay).toLocaleDateString('en-US', { month: 'short', year: 'numeric' });
}
