import { subDays } from 'date-fns';
import { dayKey, daysIn, inBounds, type DayBounds } from './aggregate';
import type { ItemTotalsMap } from './itemSalesRollups';
import type { ReportedNet } from './salesDays';
import type { CogsTrend } from '../inventory/model/cogsRollups';
import { perDayChange } from './salesComparison';

/**
 * The figures of the reports dashboard (/app/reports/dashboard, issue 14), pure so each is unit
 * tested. A dashboard week is the last 7 complete days (yesterday and the 6 before), compared
 * with the 7 days before them: today is never complete, and a calendar week that began this
 * morning would compare nothing with something.
 */
interface DashboardWeeks {
  current: DayBounds;
  previous: DayBounds;
  /**
   * The last 30 complete days, the span of the top items (the item sales report's default
   * period): deliveries come weekly or less, so one week often has none.
   */
  month: DayBounds;
}

export function dashboardWeeks(now: Date): DashboardWeeks {
  return {
    current: { from: dayKey(subDays(now, 7)), to: dayKey(subDays(now, 1)) },
    previous: { from: dayKey(subDays(now, 14)), to: dayKey(subDays(now, 8)) },
    month: { from: dayKey(subDays(now, 30)), to: dayKey(subDays(now, 1)) },
  };
}

/** The whole span the dashboard reads, both weeks in one query. */
export const weeksSpan = (w: DashboardWeeks): DayBounds => ({
  from: w.previous.from,
  to: w.current.to,
});

interface DashboardLocation {
  id: string;
  name: string;
  enabled: boolean;
}

interface WeeklyNetSales {
  currentCents: number;
  previousCents: number;
  /**
   * Change of net sales per reported location day against the previous week, in %: days not
   * reported yet never read as a drop (issue 30, as on the franchise sales page). Null when
   * either week has no reported day.
   */
  change: number | null;
  /** Per enabled location, best week first. */
  locations: { id: string; name: string; currentCents: number; previousCents: number }[];
}

/** POS net sales of the reported days within `bounds`. */
const netIn = (days: readonly ReportedNet[], bounds: DayBounds) =>
  days.reduce((sum, d) => (inBounds(d.date, bounds) ? sum + d.netCents : sum), 0);

/**
 * The week's POS net sales and reported location days, for the change per reported day the
 * franchise sales page also shows. The card reads no refunds (approved later, per request), so
 * none are taken off here.
 */
const weekFigures = (days: readonly ReportedNet[], bounds: DayBounds) => ({
  netCents: netIn(days, bounds),
  adjustmentCents: 0,
  days: days.filter((d) => inBounds(d.date, bounds)).length,
});

/** Net sales of the week against the week before, in total and per location. */
export function weeklyNetSales(
  days: readonly ReportedNet[],
  locations: readonly DashboardLocation[],
  weeks: DashboardWeeks,
): WeeklyNetSales {
  const current = weekFigures(days, weeks.current);
  const previous = weekFigures(days, weeks.previous);
  const rows = locations
    .filter((l) => l.enabled)
    .map((l) => {
      const own = days.filter((d) => d.locationId === l.id);
      return {
        id: l.id,
        name: l.name,
        currentCents: netIn(own, weeks.current),
        previousCents: netIn(own, weeks.previous),
      };
    })
    .sort((a, b) => b.currentCents - a.currentCents || a.name.localeCompare(b.name));
  return {
    currentCents: current.netCents,
    previousCents: previous.netCents,
    change: perDayChange(current, previous),
    locations: rows,
  };
}

interface LateLocation {
  id: string;
  name: string;
  /** The days of the week without a sales report, oldest first. */
  missing: string[];
}

/**
 * Enabled locations that have not reported every day of `bounds` (sales are reported per day),
 * most days missing first.
 */
export function lateSalesReports(
  days: readonly Pick<ReportedNet, 'locationId' | 'date'>[],
  locations: readonly DashboardLocation[],
  bounds: DayBounds,
): LateLocation[] {
  const wanted = daysIn(bounds);
  const reported = new Set(days.map((d) => `${d.locationId}|${d.date}`));
  return locations
    .filter((l) => l.enabled)
    .map((l) => ({
      id: l.id,
      name: l.name,
      missing: wanted.filter((day) => !reported.has(`${l.id}|${day}`)),
    }))
    .filter((l) => l.missing.length > 0)
    .sort((a, b) => b.missing.length - a.missing.length || a.name.localeCompare(b.name));
}

interface TopItem {
  itemId: string;
  itemDesc: string;
  qty: number;
  cents: number;
}

/** The `n` items with the most revenue of `totals` (cases and cents of a span's item sales). */
export function topItems(
  totals: Readonly<ItemTotalsMap>,
  names: Readonly<Record<string, string>>,
  n = 5,
): TopItem[] {
  return Object.entries(totals)
    .map(([itemId, t]) => ({ itemId, itemDesc: names[itemId] ?? itemId, ...t }))
    .filter((i) => i.cents > 0 || i.qty > 0)
    .sort((a, b) => b.cents - a.cents || b.qty - a.qty || a.itemDesc.localeCompare(b.itemDesc))
    .slice(0, n);
}

/** The COGS % card's line of one location: its latest closed period, or why there is none. */
export type LocationCogsPercent = { id: string; name: string } & (
  | { missing: 'noClosedPeriod' }
  | { missing: 'noSales' | 'incompleteCount'; periodName: string }
  | { missing: null; periodName: string; cogsPercentBps: number }
);

/**
 * COGS % of net sales of a location's latest closed period: the row its COGS trend keeps for the
 * COGS page's side-by-side view (the latest period with a closing count, which only a closed
 * period has), so the card and the report it links to show the same period. A trend whose latest
 * row has no closing count (only an open period, or none) has no closed period to show; a closed
 * one without a percentage says why: no sales reported in it, or an opening count with gaps.
 */
export function latestClosedCogsPercent(
  location: { id: string; name: string },
  trend: Pick<CogsTrend, 'latest'> | undefined,
): LocationCogsPercent {
  const row = trend?.latest;
  const { id, name } = location;
  if (!row || row.closingCents === null) return { id, name, missing: 'noClosedPeriod' };
  if (row.cogsPercentBps === null) {
    const noSales = row.netSalesCents === null || row.netSalesCents <= 0;
    return { id, name, missing: noSales ? 'noSales' : 'incompleteCount', periodName: row.name };
  }
  return { id, name, missing: null, periodName: row.name, cogsPercentBps: row.cogsPercentBps };
}

/** Short axis labels for money: "$850", "$12k", "$1.5M" (whole dollars; cents in tooltips). */
export function axisCents(cents: number): string {
  const dollars = cents / 100;
  const abs = Math.abs(dollars);
  const sign = dollars < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}$${+(abs / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${sign}$${+(abs / 1_000).toFixed(1)}k`;
  return `${sign}$${Math.round(abs)}`;
}
