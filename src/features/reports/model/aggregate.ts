import {
  addDays,
  differenceInCalendarDays,
  format,
  startOfISOWeek,
  startOfMonth,
  subMonths,
  subWeeks,
  subYears,
} from 'date-fns';
import type { ItemSalesDay, SalesAdjustment, SalesDay } from '@/data/salesLedger';
import type { DateRange } from '@/lib/dateRanges';
import { changePct, sharePct } from './salesMath';

// The stored shapes these sum (src/data/salesLedger.ts), named here for the reports' own files.
export type { ItemSalesDay, SalesAdjustment, SalesDay };

/** yyyy-MM-dd bounds of a range, the form stored documents carry their day in. */
export interface DayBounds {
  from: string;
  to: string;
}

export const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');

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

/** The span of all three periods a report compares, read in one query. */
export function comparisonSpan(range: DateRange): DayBounds {
  return { from: dayKey(samePeriodLastYear(range).from), to: dayKey(range.to) };
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
  previousQty: number;
  lastYearQty: number;
  qtyChange: number | null;
  lastYearChange: number | null;
}

function sumItems(days: readonly ItemSalesDay[], bounds: DayBounds) {
  const totals = new Map<string, { qty: number; cents: number }>();
  for (const day of days) {
    if (!inBounds(day.date, bounds)) continue;
    for (const [itemId, line] of Object.entries(day.items)) {
      const t = totals.get(itemId) ?? { qty: 0, cents: 0 };
      t.qty += line.qty;
      t.cents += line.cents;
      totals.set(itemId, t);
    }
  }
  return totals;
}

/**
 * Per item quantity, revenue, shares and the change against the previous period and the same
 * period last year. Every catalogue item is listed, those without sales at 0; revenue first.
 */
export function itemSalesRows(
  days: readonly ItemSalesDay[],
  items: readonly CatalogueItem[],
  range: DateRange,
): ItemSalesRow[] {
  const current = sumItems(days, toBounds(range));
  const previous = sumItems(days, toBounds(previousPeriod(range)));
  const lastYear = sumItems(days, toBounds(samePeriodLastYear(range)));
  let totalQty = 0;
  let totalCents = 0;
  for (const t of current.values()) {
    totalQty += t.qty;
    totalCents += t.cents;
  }
  const known = new Map(items.map((i) => [i.id, i]));
  const ids = new Set([...items.map((i) => i.id), ...current.keys()]);
  return [...ids]
    .map((itemId) => {
      const t = current.get(itemId) ?? { qty: 0, cents: 0 };
      const previousQty = previous.get(itemId)?.qty ?? 0;
      const lastYearQty = lastYear.get(itemId)?.qty ?? 0;
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
        qtyChange: changePct(t.qty, previousQty),
        lastYearChange: changePct(t.qty, lastYearQty),
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

/** The bucket a day falls in: the last bucket start not after it, or null before the first. */
function bucketOf(day: string, buckets: readonly string[]): number | null {
  for (let i = buckets.length - 1; i >= 0; i--) if (day >= buckets[i]) return i;
  return null;
}

/** Quantity of `itemId` per trend bucket (12 values). */
export function itemTrend(
  days: readonly ItemSalesDay[],
  itemId: string,
  buckets: readonly string[],
): number[] {
  const values = buckets.map(() => 0);
  for (const day of days) {
    const i = bucketOf(day.date, buckets);
    const line = day.items[itemId];
    if (i !== null && line) values[i] += line.qty;
  }
  return values;
}

// ------------------------------------------------------------------ franchise sales

export interface SalesTotals {
  grossCents: number;
  discountCents: number;
  refundCents: number;
  netCents: number;
  transactions: number;
  days: number;
}

const ZERO: SalesTotals = {
  grossCents: 0,
  discountCents: 0,
  refundCents: 0,
  netCents: 0,
  transactions: 0,
  days: 0,
};

/** Sums the days of `bounds` (all days when omitted). */
export function sumSales(days: readonly SalesDay[], bounds?: DayBounds): SalesTotals {
  return days.reduce<SalesTotals>(
    (t, d) =>
      bounds && !inBounds(d.date, bounds)
        ? t
        : {
            grossCents: t.grossCents + d.grossCents,
            discountCents: t.discountCents + d.discountCents,
            refundCents: t.refundCents + d.refundCents,
            netCents: t.netCents + d.netCents,
            transactions: t.transactions + d.transactions,
            days: t.days + 1,
          },
    ZERO,
  );
}

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
