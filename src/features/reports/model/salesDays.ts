import { addDays, parseISO } from 'date-fns';
import { dayKey, type DayBounds } from './aggregate';
import {
  periodBounds,
  periodsOfDay,
  type LedgerRecord,
  type SalesRollupChange,
} from './salesRollups';

/*
 * Reported days per ISO week (issue 29): territory_sales_days/{territoryId}_{week} holds, per
 * location of the territory, the POS net sales of each reported day of one ISO week ("2026-W48"),
 * so the reports dashboard reads its rolling 14 days (the last 7 complete days, the 7 before,
 * and which of them each location reported) from two or three documents per territory, whatever
 * the number of locations. A rollup of a week cannot give a rolling week: its days can. Pure: the
 * server keeps them with these functions in the transaction of each sales entry write
 * (functions/src/reports/salesDays.ts), the rebuild and the seeds compute them from the entries.
 */

/** One location's day in a week document: POS net sales and how many entries report it (0 or 1). */
interface ReportedDay {
  netCents: number;
  reported: number;
}

/** One territory_sales_days document's identity and days (a delta when applied to a stored one). */
export interface SalesDaysWeek {
  territoryId: string;
  /** The ISO week ("2026-W48"). */
  period: string;
  /** locationId -> yyyy-MM-dd -> the day. */
  locations: Record<string, Record<string, ReportedDay>>;
}

/** A week document's id: `{territoryId}_{week}`. */
export const salesDaysId = (w: Pick<SalesDaysWeek, 'territoryId' | 'period'>) =>
  `${w.territoryId}_${w.period}`;

/** The ISO week of a day (the second of its two rollup periods). */
const weekOf = (day: string) => periodsOfDay(day)[1];

/** Adds `sign *` a record (a sales entry; an approved refund changes no reported day) into `weeks`. */
function accumulate(weeks: Map<string, SalesDaysWeek>, record: LedgerRecord, sign: 1 | -1) {
  const { netCents, days } = record.figures;
  if (netCents === 0 && days === 0) return;
  const period = weekOf(record.date);
  const id = salesDaysId({ territoryId: record.territoryId, period });
  const week = weeks.get(id) ?? { territoryId: record.territoryId, period, locations: {} };
  const location = (week.locations[record.locationId] ??= {});
  const was = location[record.date] ?? { netCents: 0, reported: 0 };
  location[record.date] = {
    netCents: was.netCents + sign * netCents,
    reported: was.reported + sign * days,
  };
  weeks.set(id, week);
}

/**
 * The deltas the week documents take for `changes` (sorted by id): the new entries' net sales and
 * reported days less the old ones'. A day whose delta is nothing is left out.
 */
export function salesDaysDeltas(changes: readonly SalesRollupChange[]): SalesDaysWeek[] {
  const weeks = new Map<string, SalesDaysWeek>();
  for (const { before, after } of changes) {
    if (before) accumulate(weeks, before, -1);
    if (after) accumulate(weeks, after, 1);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, w]) => {
      const locations = Object.fromEntries(
        Object.entries(w.locations)
          .map(
            ([id, days]) =>
              [
                id,
                Object.fromEntries(
                  Object.entries(days).filter(([, d]) => d.netCents !== 0 || d.reported !== 0),
                ),
              ] as const,
          )
          .filter(([, days]) => Object.keys(days).length > 0),
      );
      return { ...w, locations };
    })
    .filter((w) => Object.keys(w.locations).length > 0);
}

/** The week documents of a set of records, computed from scratch (the rebuild and the seeds). */
export function salesDaysOf(records: readonly LedgerRecord[]): SalesDaysWeek[] {
  const weeks = new Map<string, SalesDaysWeek>();
  for (const record of records) accumulate(weeks, record, 1);
  return [...weeks.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, w]) => w);
}

/** The stored fields of a week document (without its write time). */
export function salesDaysFields(w: SalesDaysWeek): Record<string, unknown> {
  const { from, to } = periodBounds(w.period);
  return { territoryId: w.territoryId, period: w.period, from, to, locations: w.locations };
}

/** The ISO weeks with a day in `bounds`, in order: the week documents a read of them needs. */
export function weeksOfBounds(bounds: DayBounds): string[] {
  const weeks = new Set<string>();
  for (let d = parseISO(bounds.from); dayKey(d) <= bounds.to; d = addDays(d, 1)) {
    weeks.add(weekOf(dayKey(d)));
  }
  return [...weeks];
}

/** A day a location reported, as the dashboard sums it. */
export interface ReportedNet {
  locationId: string;
  date: string;
  netCents: number;
}

/** The reported days of some week documents (a day whose entry was removed is not reported). */
export function reportedDays(weeks: readonly Pick<SalesDaysWeek, 'locations'>[]): ReportedNet[] {
  return weeks.flatMap((w) =>
    Object.entries(w.locations).flatMap(([locationId, days]) =>
      Object.entries(days)
        .filter(([, d]) => d.reported > 0)
        .map(([date, d]) => ({ locationId, date, netCents: d.netCents })),
    ),
  );
}
