/**
 * The COGS % trend chart of one cohort (issue 30): each location's closed periods placed at their
 * closing day on a time axis labelled by month ("Dec 2025"), and a COGS % axis from 0 to a round
 * ceiling, so a cohort that all sits near 31 % reads as a flat line at 31 %, not as "30.9…".
 */
import { addMonths, format, parseISO } from 'date-fns';
import type { CogsRow } from './cogsReport';

interface TrendSeries {
  label: string;
  /** COGS % per day of `days`, null where the location closed no period that day. */
  data: (number | null)[];
}

interface CogsTrend {
  /** The closing days (yyyy-MM-dd) of every period with a COGS %, oldest first. */
  days: string[];
  series: TrendSeries[];
  /**
   * The first day of each month the days fall in and of the month after: the month labels, and
   * the ends of the time axis (so a single period still sits between two labelled months).
   */
  monthTicks: string[];
  /** Top of the COGS % axis: at least 40 %, else the highest value rounded up to a ten. */
  maxPercent: number;
}

/** The lowest top of the COGS % axis: a quick-service COGS % is about 28-35 %. */
const MIN_AXIS_TOP = 40;

/** The trend of each location's periods (rows oldest first); periods without a COGS % left out. */
export function cogsTrend(
  cohort: readonly {
    location: { name: string };
    rows: readonly Pick<CogsRow, 'to' | 'cogsPercentBps'>[];
  }[],
): CogsTrend {
  const valued = cohort.map(({ location, rows }) => ({
    label: location.name,
    byDay: new Map(
      rows.flatMap((r) => (r.cogsPercentBps === null ? [] : [[r.to, r.cogsPercentBps / 100]])),
    ),
  }));
  const days = [...new Set(valued.flatMap((v) => [...v.byDay.keys()]))].sort();
  const series = valued
    .filter((v) => v.byDay.size > 0)
    .map((v) => ({ label: v.label, data: days.map((d) => v.byDay.get(d) ?? null) }));
  const highest = Math.max(0, ...series.flatMap((s) => s.data.map((v) => v ?? 0)));
  return {
    days,
    series,
    monthTicks: days.length === 0 ? [] : monthStarts(days[0], days[days.length - 1]),
    maxPercent: Math.max(MIN_AXIS_TOP, Math.ceil(highest / 10) * 10),
  };
}

/** The first days of the months from `from`'s to the one after `to`'s, included. */
function monthStarts(from: string, to: string): string[] {
  const months: string[] = [];
  const last = format(addMonths(parseISO(to), 1), 'yyyy-MM');
  for (let m = parseISO(`${from.slice(0, 7)}-01`); format(m, 'yyyy-MM') <= last;) {
    months.push(format(m, 'yyyy-MM-dd'));
    m = addMonths(m, 1);
  }
  return months;
}

/** A month as the axis writes it: "Dec 2025". */
export const axisMonth = (day: Date) => format(day, 'MMM yyyy');

/** A closing day as the tooltip writes it: "5 Dec 2025". */
export const tooltipDay = (day: Date) => format(day, 'd MMM yyyy');
