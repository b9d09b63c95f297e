import {
  addDays,
  differenceInCalendarDays,
  format,
  parseISO,
  startOfISOWeek,
  startOfMonth,
  subMonths,
  subWeeks,
  subYears,
} from 'date-fns';
import type { ItemSalesDay, SalesAdjustment, SalesDay } from '@/data/salesLedger';
import type { DateRange } from '@/lib/dateRanges';
import { changePct, sharePct } from './salesMath';
import type { ItemTotals } from './itemSalesRollups';

// The stored shapes these sum (src/data/salesLedger.ts), named here for the reports' own files.
export type { ItemSalesDay, SalesAdjustment, SalesDay };

/** yyyy-MM-dd bounds of a range, the form stored documents carry their day in. */
export interface DayBounds {
  from: string;
  to: string;
}

export const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');

/** Every day of `bounds`, yyyy-MM-dd, oldest first (none when `from` is after `to`). */
export function daysIn(bounds: DayBounds): string[] {
  const days: string[] = [];
  for (let d = parseISO(bounds.from); dayKey(d) <= bounds.to; d = addDays(d, 1))
    days.push(dayKey(d));
  return days;
}

export function toBounds(range: DateRange): DayBounds {
  return { from: dayKey(range.from), to: dayKey(range.to) };
}

/** The range of the same length just before `range` ("previous period"). */
export function previousPeriod(range: DateRange): DateRange {
  const length = differenceInCalendarDays(range.to, range.from) + 1;
  return { from: addDays(range.from, -length), to: addDays(range.to, -length) };
}

/** The same dates a year earlier ("same period last year"). */
export function samePeriodLastYear(range: DateRange): DateRange {
  return { from: subYears(range.from, 1), to: subYears(range.to, 1) };
}

export const inBounds = (day: string, b: DayBounds) => day >= b.from && day <= b.to;

// ------------------------------------------------------------------ item sales

export interface CatalogueItem {
  id: string;
  itemDesc: string;
  sku: string;
}

export interface ItemSalesRow {
  itemId: string;
  itemDesc: string;
  sku: string;
  qty: number;
  cents: number;
  qtyShare: number;
  revenueShare: number;
  /** Null while the comparison periods are still being read. */
  previousQty: number | null;
  lastYearQty: number | null;
  qtyChange: number | null;
  lastYearChange: number | null;
}

/** Cases and cents per item of some bounds, from what a report read (ItemSalesView.itemsOf). */
export type ItemTotalsOf = (bounds: DayBounds) => Readonly<Record<string, ItemTotals>>;

/**
 * Per item quantity, revenue, shares and the change against the previous period and the same
 * period last year (null, all of them, until `compared`: those periods are read after the
 * range). Every catalogue item is listed, those without sales at 0; revenue first.
 */
export function itemSalesRows(
  totalsOf: ItemTotalsOf,
  items: readonly CatalogueItem[],
  range: DateRange,
  compared = true,
): ItemSalesRow[] {
  const current = totalsOf(toBounds(range));
  const previous = compared ? totalsOf(toBounds(previousPeriod(range))) : null;
  const lastYear = compared ? totalsOf(toBounds(samePeriodLastYear(range))) : null;
  let totalQty = 0;
  let totalCents = 0;
  for (const t of Object.values(current)) {
    totalQty += t.qty;
    totalCents += t.cents;
  }
  const known = new Map(items.map((i) => [i.id, i]));
  const ids = new Set([...items.map((i) => i.id), ...Object.keys(current)]);
  return [...ids]
    .map((itemId) => {
      const t = current[itemId] ?? { qty: 0, cents: 0 };
      const previousQty = previous && (previous[itemId]?.qty ?? 0);
      const lastYearQty = lastYear && (lastYear[itemId]?.qty ?? 0);
      return {
        itemId,
        itemDesc: known.get(itemId)?.itemDesc ?? itemId,
        sku: known.get(itemId)?.sku ?? '',
        qty: t.qty,
        cents: t.cents,
        qtyShare: sharePct(t.qty, totalQty),
        revenueShare: sharePct(t.cents, totalCents),
        previousQty,
        lastYearQty,
        qtyChange: previousQty === null ? null : changePct(t.qty, previousQty),
        lastYearChange: lastYearQty === null ? null : changePct(t.qty, lastYearQty),
      };
    })
    .sort((a, b) => b.cents - a.cents || a.itemDesc.localeCompare(b.itemDesc));
}

export type TrendUnit = 'week' | 'month';

/** Start days (yyyy-MM-dd) of the last 12 ISO weeks or calendar months up to `now`, oldest first. */
export function trendBuckets(unit: TrendUnit, now: Date): string[] {
  const start = unit === 'week' ? startOfISOWeek(now) : startOfMonth(now);
  return Array.from({ length: 12 }, (_, i) =>
    dayKey(unit === 'week' ? subWeeks(start, 11 - i) : subMonths(start, 11 - i)),
  );
}

/**
 * The days of each trend bucket (trendBuckets' starts): to the day before the next one, the last
 * to `now`.
 */
export function trendBounds(buckets: readonly string[], now: Date): DayBounds[] {
  return buckets.map((from, i) => ({
    from,
    to: i + 1 < buckets.length ? dayKey(addDays(parseISO(buckets[i + 1]), -1)) : dayKey(now),
  }));
}

/** Quantity of `itemId` per trend bucket (trendBounds: 12 values). */
export function itemTrend(
  totalsOf: ItemTotalsOf,
  itemId: string,
  buckets: readonly DayBounds[],
): number[] {
  return buckets.map((b) => totalsOf(b)[itemId]?.qty ?? 0);
}

// ------------------------------------------------------------------ franchise sales

/** Approved refunds of `locationId` (every location when null) within `bounds` (all when omitted). */
export function sumAdjustments(
  adjustments: readonly SalesAdjustment[],
  locationId: string | null,
  bounds?: DayBounds,
): number {
  return adjustments
    .filter((a) => locationId === null || a.locationId === locationId)
    .filter((a) => !bounds || inBounds(a.date, bounds))
    .reduce((sum, a) => sum + a.amountCents, 0);
}
