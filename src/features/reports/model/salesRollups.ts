import {
  addDays,
  endOfISOWeek,
  endOfMonth,
  getISOWeek,
  getISOWeekYear,
  getISODay,
  parseISO,
  setISOWeek,
  startOfISOWeek,
} from 'date-fns';
import type { ChainSalesRollup, SalesFigures } from '@/data/shapes/salesLedger';
import { dayKey, daysIn, type DayBounds } from './aggregate';

/*
 * Sales rollups (issue 29): per location and per territory, the totals of the franchise sales of
 * one calendar month (period "2026-11") or one ISO week (period "2026-W48", the ISO week-numbering
 * year: 2025-12-29 is in "2026-W01"), so a report reads one document per location and period
 * instead of every day under it. Pure: the server keeps them with these functions in the
 * transaction of each write (functions/src/reports/salesRollups.ts), the seeds and the rebuild
 * compute them from the day records with them, and the app sums what it read with them.
 */

export const NO_SALES: SalesFigures = {
  grossCents: 0,
  discountCents: 0,
  refundCents: 0,
  netCents: 0,
  transactions: 0,
  days: 0,
  adjustmentCents: 0,
};

const FIGURE_FIELDS = Object.keys(NO_SALES) as (keyof SalesFigures)[];

/** `a + sign * b`, field by field. */
function addFigures(a: SalesFigures, b: SalesFigures, sign: 1 | -1 = 1): SalesFigures {
  const sum = { ...a };
  for (const f of FIGURE_FIELDS) sum[f] = a[f] + sign * b[f];
  return sum;
}

const isZero = (f: SalesFigures) => FIGURE_FIELDS.every((k) => f[k] === 0);

// ------------------------------------------------------------------ periods

type RollupUnit = 'month' | 'week';

const WEEK = /^(\d{4})-W(\d{2})$/;

/** The calendar month of a yyyy-MM-dd day: "2026-11". */
const monthPeriod = (day: string) => day.slice(0, 7);

/** The ISO week of a yyyy-MM-dd day: "2026-W48" (the week's ISO year, which may differ). */
function weekPeriod(day: string): string {
  const date = parseISO(day);
  return `${getISOWeekYear(date)}-W${String(getISOWeek(date)).padStart(2, '0')}`;
}

const unitOf = (period: string): RollupUnit => (WEEK.test(period) ? 'week' : 'month');

/** The first and last day of a period. */
export function periodBounds(period: string): DayBounds {
  const week = WEEK.exec(period);
  if (week) {
    // January 4th is always in ISO week 1 of its year.
    const monday = startOfISOWeek(setISOWeek(parseISO(`${week[1]}-01-04`), Number(week[2])));
    return { from: dayKey(monday), to: dayKey(endOfISOWeek(monday)) };
  }
  const first = parseISO(`${period}-01`);
  return { from: dayKey(first), to: dayKey(endOfMonth(first)) };
}

/** The two rollup periods a day counts in: its month and its ISO week. */
export const periodsOfDay = (day: string): [string, string] => [monthPeriod(day), weekPeriod(day)];

/** Rollup periods to read, and runs of days (yyyy-MM-dd bounds) to read one by one. */
export interface ReadPlan {
  periods: string[];
  days: DayBounds[];
}

/**
 * How a report reads `bounds`: whole months inside it from month rollups, then whole ISO weeks
 * inside what is left from week rollups, and the days left at the ends one by one (`days`:
 * contiguous runs). Sums over the result's parts add every day of `bounds` exactly once.
 */
export function coverBounds(bounds: DayBounds): ReadPlan {
  const periods: string[] = [];
  const days: DayBounds[] = [];
  let cursor = parseISO(bounds.from);
  const last = bounds.to;
  while (dayKey(cursor) <= last) {
    const day = dayKey(cursor);
    const monthEnd = dayKey(endOfMonth(cursor));
    const weekEnd = dayKey(endOfISOWeek(cursor));
    if (day.endsWith('-01') && monthEnd <= last) {
      periods.push(monthPeriod(day));
      cursor = addDays(parseISO(monthEnd), 1);
    } else if (getISODay(cursor) === 1 && weekEnd <= last) {
      periods.push(weekPeriod(day));
      cursor = addDays(parseISO(weekEnd), 1);
    } else {
      const run = days.at(-1);
      if (run && dayKey(addDays(parseISO(run.to), 1)) === day) run.to = day;
      else days.push({ from: day, to: day });
      cursor = addDays(cursor, 1);
    }
  }
  return { periods, days };
}

/**
 * What a report must read for all of `boundsList`: the union of their periods and their day runs
 * (overlapping or adjacent runs merged), both sorted.
 */
export function readPlan(boundsList: readonly DayBounds[]): ReadPlan {
  const covers = boundsList.map(coverBounds);
  const periods = [...new Set(covers.flatMap((c) => c.periods))].sort();
  const runs = covers.flatMap((c) => c.days).sort((a, b) => a.from.localeCompare(b.from));
  const days: DayBounds[] = [];
  for (const run of runs) {
    const previous = days.at(-1);
    if (previous && dayKey(addDays(parseISO(previous.to), 1)) >= run.from) {
      if (run.to > previous.to) previous.to = run.to;
    } else days.push({ ...run });
  }
  return { periods, days };
}

/**
 * What `plan` reads beyond `read`: its periods `read` lacks, and its day runs without the days
 * `read` has. A report that shows `read` first reads the rest after it, never a part twice.
 */
export function planBeyond(plan: ReadPlan, read: ReadPlan): ReadPlan {
  const readDays = new Set(read.days.flatMap(daysIn));
  const days: DayBounds[] = [];
  for (const run of plan.days) {
    for (const day of daysIn(run)) {
      if (readDays.has(day)) continue;
      const last = days.at(-1);
      if (last && dayKey(addDays(parseISO(last.to), 1)) === day) last.to = day;
      else days.push({ from: day, to: day });
    }
  }
  return { periods: plan.periods.filter((p) => !read.periods.includes(p)), days };
}

// ------------------------------------------------------------------ keeping rollups

/** A day record of the sales ledger (a sales entry or an approved refund) as rollup figures. */
export interface LedgerRecord {
  territoryId: string;
  locationId: string;
  date: string;
  figures: SalesFigures;
}

/** The figures of a reported day (sales_entries) as it counts in a rollup: one day reported. */
function entryFigures(entry: Omit<SalesFigures, 'days' | 'adjustmentCents'>): SalesFigures {
  return {
    ...NO_SALES,
    grossCents: entry.grossCents,
    discountCents: entry.discountCents,
    refundCents: entry.refundCents,
    netCents: entry.netCents,
    transactions: entry.transactions,
    days: 1,
  };
}

/** The figures of an approved refund (sales_adjustments): an adjustment, no day reported. */
const adjustmentFigures = (amountCents: number): SalesFigures => ({
  ...NO_SALES,
  adjustmentCents: amountCents,
});

type Place = Pick<LedgerRecord, 'territoryId' | 'locationId' | 'date'>;

/** A reported day (sales_entries) as a ledger record. */
export const entryRecord = (entry: Place & Parameters<typeof entryFigures>[0]): LedgerRecord => ({
  territoryId: entry.territoryId,
  locationId: entry.locationId,
  date: entry.date,
  figures: entryFigures(entry),
});

/** An approved refund (sales_adjustments) as a ledger record. */
export const adjustmentRecord = (adjustment: Place & { amountCents: number }): LedgerRecord => ({
  territoryId: adjustment.territoryId,
  locationId: adjustment.locationId,
  date: adjustment.date,
  figures: adjustmentFigures(adjustment.amountCents),
});

/**
 * One write of the ledger: a record added (`before` null), replaced, or removed (`after` null).
 * A replaced record keeps its location and day (sales_entries/{locationId}_{day}).
 */
export interface SalesRollupChange {
  before: LedgerRecord | null;
  after: LedgerRecord | null;
}

/** Whose rollup: a location's (sales_rollups) or a territory's (territory_sales_rollups). */
export type RollupLevel = 'location' | 'territory';

/** One rollup document's identity and figures (a delta when applied to a stored rollup). */
export interface RollupFigures {
  level: RollupLevel;
  /** The location's id, or the territory's for a territory rollup. */
  ownerId: string;
  territoryId: string;
  period: string;
  figures: SalesFigures;
  /**
   * A week's figures per day (yyyy-MM-dd -> figures), so a range's end days are read from the
   * week rollups around them, whatever the number of locations; months have none.
   */
  byDay?: Record<string, SalesFigures>;
}

/** A rollup document's id: `{locationId}_{period}` or `{territoryId}_{period}`. */
export const rollupId = (r: Pick<RollupFigures, 'ownerId' | 'period'>) =>
  `${r.ownerId}_${r.period}`;

const rollupKey = (r: Pick<RollupFigures, 'level' | 'ownerId' | 'period'>) =>
  `${r.level}|${rollupId(r)}`;

/** Adds `sign * record` to the four rollups its day counts in (location and territory, month and week). */
function accumulate(into: Map<string, RollupFigures>, record: LedgerRecord, sign: 1 | -1): void {
  for (const period of periodsOfDay(record.date)) {
    for (const [level, ownerId] of [
      ['location', record.locationId],
      ['territory', record.territoryId],
    ] as const) {
      const key = rollupKey({ level, ownerId, period });
      const current = into.get(key);
      const byDay =
        unitOf(period) === 'week'
          ? {
              ...current?.byDay,
              [record.date]: addFigures(
                current?.byDay?.[record.date] ?? NO_SALES,
                record.figures,
                sign,
              ),
            }
          : undefined;
      into.set(key, {
        level,
        ownerId,
        // A location's rollup follows the territory of its latest record.
        territoryId: record.territoryId,
        period,
        figures: addFigures(current?.figures ?? NO_SALES, record.figures, sign),
        ...(byDay ? { byDay } : {}),
      });
    }
  }
}

/**
 * The deltas the rollups take for `changes` (one per rollup touched, sorted by level and id):
 * the new records' figures less the old ones', a week's per day too. A change that moves nothing
 * gives no delta, and a day that moves nothing none in its week.
 */
export function rollupDeltas(changes: readonly SalesRollupChange[]): RollupFigures[] {
  const deltas = new Map<string, RollupFigures>();
  for (const { before, after } of changes) {
    if (before) accumulate(deltas, before, -1);
    if (after) accumulate(deltas, after, 1);
  }
  return [...deltas.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, r]) =>
      r.byDay
        ? {
            ...r,
            byDay: Object.fromEntries(Object.entries(r.byDay).filter(([, f]) => !isZero(f))),
          }
        : r,
    )
    .filter((r) => !isZero(r.figures) || Object.keys(r.byDay ?? {}).length > 0);
}

/** The rollups of a set of records, computed from scratch (the rebuild and the seeds). */
export function rollupsOf(records: readonly LedgerRecord[]): RollupFigures[] {
  const rollups = new Map<string, RollupFigures>();
  // By day, so a location's rollup takes the territory of its latest record, as the server's.
  const byDay = [...records].sort((a, b) => a.date.localeCompare(b.date));
  for (const record of byDay) accumulate(rollups, record, 1);
  return [...rollups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, r]) => r);
}

/** The stored fields of a rollup document (without its write time); a week's with `byDay`. */
export function rollupFields(
  r: RollupFigures,
): Record<string, string | number | Record<string, SalesFigures>> {
  const { from, to } = periodBounds(r.period);
  return {
    territoryId: r.territoryId,
    ...(r.level === 'location' ? { locationId: r.ownerId } : {}),
    unit: unitOf(r.period),
    period: r.period,
    from,
    to,
    ...r.figures,
    ...(r.byDay ? { byDay: r.byDay } : {}),
  };
}

// ------------------------------------------------------------------ chain rollups

/** One territory's figures of a period in a chain rollup (its week's days too). */
type ChainTerritoryFigures = ChainRollup['territories'][string];

/**
 * A chain rollup (chain_sales_rollups/{period}): every territory's figures of one month or ISO
 * week in one document, so a viewer whose scope is the whole chain reads one document per period
 * instead of one per territory. Each territory's entry is its territory rollup's figures.
 */
type ChainRollup = ChainSalesRollup;

/**
 * The chain rollups of some territory rollups (or of their deltas: rollupDeltas's), one per
 * period, sorted; location rollups are left out.
 */
export function chainRollupsOf(rollups: readonly RollupFigures[]): ChainRollup[] {
  const chains = new Map<string, ChainRollup>();
  for (const r of rollups) {
    if (r.level !== 'territory') continue;
    const chain = chains.get(r.period) ?? { period: r.period, territories: {} };
    chain.territories[r.ownerId] = { figures: r.figures, ...(r.byDay ? { byDay: r.byDay } : {}) };
    chains.set(r.period, chain);
  }
  return [...chains.values()].sort((a, b) => a.period.localeCompare(b.period));
}

/** A chain rollup document's fields without its territories: its unit and days. */
export function chainPeriodFields(period: string): Record<string, string> {
  const { from, to } = periodBounds(period);
  return { unit: unitOf(period), period, from, to };
}

/** One territory's stored entry in a chain rollup: its figures, a week's with `byDay`. */
export const chainTerritoryFields = (t: ChainTerritoryFigures) => ({
  ...t.figures,
  ...(t.byDay ? { byDay: t.byDay } : {}),
});

/** The stored fields of a chain rollup document (without its write time). */
export const chainRollupFields = (c: ChainRollup) => ({
  ...chainPeriodFields(c.period),
  territories: Object.fromEntries(
    Object.entries(c.territories).map(([id, t]) => [id, chainTerritoryFields(t)]),
  ),
});

// ------------------------------------------------------------------ reading rollups

/** A rollup as read: whose (a location's or a territory's), which period, its figures. */
export type RollupRead = Pick<RollupFigures, 'level' | 'ownerId' | 'period' | 'figures' | 'byDay'>;

const ownerKey = (level: RollupLevel, ownerId: string) => `${level}|${ownerId}`;

/**
 * What a report read: location and territory rollups of some periods, the weeks among them with
 * their days (the days at the ends of its ranges). figuresOf sums a location's or a territory's
 * figures over any bounds whose coverBounds parts were read for it (salesReads).
 */
export class SalesLedgerView {
  private readonly periods = new Map<string, SalesFigures>();
  private readonly days = new Map<string, SalesFigures>();

  constructor(rollups: readonly RollupRead[]) {
    for (const r of rollups) {
      const owner = ownerKey(r.level, r.ownerId);
      this.periods.set(`${owner}|${r.period}`, r.figures);
      // A day is in one week only, so each day is set once.
      for (const [day, figures] of Object.entries(r.byDay ?? {}))
        this.days.set(`${owner}|${day}`, figures);
    }
  }

  private sum(owner: string, bounds: DayBounds): SalesFigures {
    const { periods, days } = coverBounds(bounds);
    let sum = NO_SALES;
    for (const period of periods) {
      sum = addFigures(sum, this.periods.get(`${owner}|${period}`) ?? NO_SALES);
    }
    for (const run of days) {
      for (let d = parseISO(run.from); dayKey(d) <= run.to; d = addDays(d, 1)) {
        sum = addFigures(sum, this.days.get(`${owner}|${dayKey(d)}`) ?? NO_SALES);
      }
    }
    return sum;
  }

  /** The figures of `locationId` over `bounds`: its periods' rollups plus its end days. */
  figuresOf(locationId: string, bounds: DayBounds): SalesFigures {
    return this.sum(ownerKey('location', locationId), bounds);
  }

  /** The figures of every location of `territoryId` over `bounds`, from its territory rollups. */
  territoryFiguresOf(territoryId: string, bounds: DayBounds): SalesFigures {
    return this.sum(ownerKey('territory', territoryId), bounds);
  }
}

/** A chain rollup as read: each of its territories' rollup of the period. */
export const chainRollupReads = (c: ChainRollup): RollupRead[] =>
  Object.entries(c.territories).map(([territoryId, t]) => ({
    level: 'territory',
    ownerId: territoryId,
    period: c.period,
    ...t,
  }));

/** Field by field sum of some figures (a total row over territories or locations). */
export const sumFigures = (all: readonly SalesFigures[]): SalesFigures =>
  all.reduce((sum, f) => addFigures(sum, f), NO_SALES);

// ------------------------------------------------------------------ what a report reads

/**
 * What a sales view asks for: territory figures (territory rollups) of some territories over
 * some bounds, and location figures (location rollups) of some territories' locations, or of one
 * location, over other bounds.
 */
export interface SalesRequest {
  territories: {
    ids: readonly string[];
    bounds: readonly DayBounds[];
    /**
     * The viewer's scope is the whole chain (top roles): the territory figures come from the
     * chain rollups, one document per period for every territory (chainPeriods).
     */
    chain?: boolean;
  };
  locations: { territoryIds: readonly string[]; locationId?: string; bounds: readonly DayBounds[] };
}

/** The reads of one territory: its rollups' periods at each level. */
export interface TerritoryReads {
  territoryId: string;
  territoryPeriods: string[];
  locationPeriods: string[];
  /** Only this location's rollups (a location chosen); all the territory's when absent. */
  locationId?: string;
}

/**
 * The periods to read for `bounds`: readPlan's months and weeks, and the ISO weeks of the days
 * left at the ends (their days are in the week rollups), sorted.
 */
function periodsToRead(bounds: readonly DayBounds[]): string[] {
  const plan = readPlan(bounds);
  const endWeeks = plan.days.flatMap((run) => {
    const weeks: string[] = [];
    for (let d = parseISO(run.from); dayKey(d) <= run.to; d = addDays(d, 1))
      weeks.push(weekPeriod(dayKey(d)));
    return weeks;
  });
  return [...new Set([...plan.periods, ...endWeeks])].sort();
}

/**
 * The reads of a SalesRequest per territory: territory rollups for what is asked at the territory
 * level, location rollups for what is asked at the location level, each with the weeks of the
 * days left at the ends of its ranges. A territory's reads grow with the periods asked (and the
 * few weeks around a range's end days), never with its locations at the territory level.
 */
export function salesReads(request: SalesRequest): TerritoryReads[] {
  const territoryPeriods = request.territories.chain
    ? []
    : periodsToRead(request.territories.bounds);
  const locationPeriods = periodsToRead(request.locations.bounds);
  const ids = [
    ...new Set([
      ...(request.territories.chain ? [] : request.territories.ids),
      ...request.locations.territoryIds,
    ]),
  ];
  return ids.map((territoryId) => {
    const atLocations = request.locations.territoryIds.includes(territoryId);
    return {
      territoryId,
      territoryPeriods: request.territories.ids.includes(territoryId) ? territoryPeriods : [],
      locationPeriods: atLocations ? locationPeriods : [],
      ...(atLocations && request.locations.locationId
        ? { locationId: request.locations.locationId }
        : {}),
    };
  });
}

/**
 * The chain rollups' periods to read for a SalesRequest whose territory figures come from them
 * (`chain`), as periodsToRead plans them: none otherwise, or without territories.
 */
export const chainPeriods = (request: SalesRequest): string[] =>
  request.territories.chain && request.territories.ids.length > 0
    ? periodsToRead(request.territories.bounds)
    : [];
