/**
 * How the COGS report turns stored documents into its inputs (periods with their days, counts,
 * movements and net sales; fulfilled orders; the valued catalogue). Pure, so the COGS page
 * (api/cogs-data.ts, api/purchases.ts: web SDK), the server's benchmark job
 * (functions/src/reports/benchmarks.ts: Admin SDK) and the seed read the same documents into the
 * same periods and the same COGS %.
 */
import { fulfilledAtOf, readCountedSales, readStoredLines } from '@/data/orderLines';
import type { StoredFields } from '@/data/shapes/fields';
import {
  readCountLine,
  readInventoryPeriodFields,
  readStockMovement,
  type InventoryStatus,
  type StoredMovement,
} from '@/data/shapes/inventory';
import type { SalesDay } from '@/data/shapes/salesLedger';
import { readItemPrices, unitPriceCents } from '@/domain/itemPrices';
import type { DayBounds } from '../../model/aggregate';
import type { PeriodCogsFigure } from '../../model/benchmarks';
import { orderDayOf } from '../../model/itemSalesDelta';
import { dayInPeriod, type CountLine, type ValuedItem } from './cogs';
import { countOfSavedLines } from './countFlags';
import { locationTrend, purchaseLines, type FulfilledOrder, type PeriodData } from './cogsReport';

/** A stored time of either SDK: both Timestamps have toDate(). */
interface StoredTime {
  toDate(): Date;
}

const isStoredTime = (value: unknown): value is StoredTime =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'toDate') === 'function';

/** The UTC day of a stored time (as orders are dated, orderDayOf), or `fallback` without one. */
const dayOf = (time: unknown, fallback: string) =>
  isStoredTime(time) ? orderDayOf(time.toDate()) : fallback;

/** What dates a period (README "Period dates"): its status and its stored times. */
interface PeriodStamps {
  status: InventoryStatus;
  createdAt: unknown;
  updatedAt: unknown;
}

/**
 * The dates of a period: from its opening (creation) day to the day it was closed (its last
 * update once closed), or to today while it is still open.
 */
export function periodSpan(report: PeriodStamps, today: string) {
  const from = dayOf(report.createdAt, today);
  const to = report.status === 'closed' ? dayOf(report.updatedAt, today) : today;
  return { from, to: to < from ? from : to };
}

/**
 * A period with what was read for it: its counts by item (saved lines as countOfSavedLines reads
 * them) and its transfers and waste.
 */
interface ReadPeriod extends PeriodStamps {
  id: string;
  name: string;
  locationId: string;
  opening: Readonly<Record<string, CountLine>>;
  /** null while the closing count has not started. */
  closing: Readonly<Record<string, CountLine>> | null;
  movements: readonly StoredMovement[];
}

/**
 * A location's periods oldest first, each with its days, counts, movements and net sales (the
 * sum of its own reported days in the period, null when none): `sales` are the location's days.
 */
export function locationPeriods(
  reports: readonly ReadPeriod[],
  sales: readonly Pick<SalesDay, 'date' | 'netCents'>[],
  today: string,
): (Omit<PeriodData, 'movements'> & { movements: StoredMovement[] })[] {
  return reports
    .map((r) => {
      const { from, to } = periodSpan(r, today);
      const closed = r.status === 'closed';
      const days = sales.filter((d) => dayInPeriod(d.date, { from, to, closed }));
      return {
        id: r.id,
        name: r.name,
        locationId: r.locationId,
        from,
        to,
        closed,
        opening: r.opening,
        // The closing of a period still counting is not a closing yet: COGS waits for it.
        closing: closed ? r.closing : null,
        movements: [...r.movements],
        netSalesCents: days.length ? days.reduce((sum, d) => sum + d.netCents, 0) : null,
      };
    })
    .sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * A stored fulfilled order as COGS reads it: fulfilled on the day of its last revision into
 * `fulfilled` (its last update without revisions), its lines, and what its approval counted.
 */
export function readFulfilledOrder(data: StoredFields): FulfilledOrder {
  return {
    fulfilledDay: dayOf(fulfilledAtOf(data.revisions, data.updatedAt), ''),
    lines: readStoredLines(data.lines, data.items),
    counted: readCountedSales(data.countedSales)?.items ?? null,
  };
}

/**
 * An item as COGS values it: a case price from its current price (sale price while on sale, as
 * orders are priced), its pack size (`unitsPerCase`, 1 when not set) and category
 * ("Uncategorized" when not set).
 */
export function readValuedItem(id: string, data: StoredFields): ValuedItem & { name: string } {
  const pack = Number(data.unitsPerCase);
  return {
    id,
    name: typeof data.itemDesc === 'string' ? data.itemDesc : id,
    category:
      typeof data.category === 'string' && data.category !== '' ? data.category : 'Uncategorized',
    unitsPerCase: pack > 0 ? pack : 1,
    currentCasePriceCents: unitPriceCents(readItemPrices(data)),
  };
}

/**
 * The COGS % of a location's periods closed within `within` (their closing count day in it), as
 * the COGS page computes each (locationTrend over all its periods, so a transfer or waste counts
 * in the period its date falls in): what the system median of COGS % is taken from. A period
 * without a COGS % (no sales, an incomplete count) gives none.
 */
function closedPeriodFigures(
  location: { id: string; type: PeriodCogsFigure['locationType'] },
  periods: readonly PeriodData[],
  catalogue: readonly ValuedItem[],
  purchases: Parameters<typeof locationTrend>[2],
  within: DayBounds,
): PeriodCogsFigure[] {
  return locationTrend(periods, catalogue, purchases, Infinity).flatMap((row) =>
    row.closingCents !== null &&
    row.cogsPercentBps !== null &&
    row.to >= within.from &&
    row.to <= within.to
      ? [
          {
            locationId: location.id,
            locationType: location.type,
            closedOn: row.to,
            cogsPercentBps: row.cogsPercentBps,
          },
        ]
      : [],
  );
}

/** A stored document as either SDK or the seed hands it over. */
export interface StoredDoc {
  id: string;
  data: StoredFields;
}

/** A period to read for the system median: its location, and whether its counts are needed. */
export interface PeriodToRead {
  reportId: string;
  locationId: string;
  /** Closed within the span: its COGS % counts, so its count lines are read. */
  counts: boolean;
}

/** The dates of a stored period (periodSpan of its status and stored times). */
export function storedPeriodSpan({ id, data }: StoredDoc, asOf: string) {
  const { status } = readInventoryPeriodFields(data, id);
  return periodSpan({ status, createdAt: data.createdAt, updatedAt: data.updatedAt }, asOf);
}

/**
 * Which stored periods the system median of COGS % over `span` needs (every period of a location
 * from its first period closed in the span on: a movement counts in the period its date falls
 * in, whichever period it was entered on), which of them with their counts, and the first day of
 * each such location's sales.
 */
export function periodsToRead(
  reports: readonly StoredDoc[],
  span: DayBounds,
  asOf: string,
): { periods: PeriodToRead[]; firstDay: Map<string, string> } {
  const dated = reports.map((r) => {
    const fields = readInventoryPeriodFields(r.data, r.id);
    return {
      id: r.id,
      locationId: fields.locationId,
      status: fields.status,
      ...storedPeriodSpan(r, asOf),
    };
  });
  const closedIn = (p: (typeof dated)[number]) =>
    p.status === 'closed' && p.to >= span.from && p.to <= span.to;
  const firstDay = new Map<string, string>();
  for (const p of dated.filter(closedIn)) {
    const seen = firstDay.get(p.locationId);
    if (!seen || p.from < seen) firstDay.set(p.locationId, p.from);
  }
  const periods = dated.flatMap((p) => {
    const first = firstDay.get(p.locationId);
    return first !== undefined && p.to >= first
      ? [{ reportId: p.id, locationId: p.locationId, counts: closedIn(p) }]
      : [];
  });
  return { periods, firstDay };
}

/** What the system median of COGS % is computed from (periodsToRead says which to read). */
export interface CogsDocuments {
  /** inventory_reports: at least every period periodsToRead names. */
  reports: readonly StoredDoc[];
  /** count_lines by period id: at least those of the periods read with their counts. */
  countLines: Readonly<Record<string, readonly StoredFields[]>>;
  /** stock_movements by period id. */
  movements: Readonly<Record<string, readonly StoredDoc[]>>;
  /** franchise_locations: at least those with a period closed in the span. */
  locations: readonly StoredDoc[];
  /** Orders: at least the fulfilled orders of those locations' delivery points. */
  orders: readonly StoredFields[];
  items: readonly StoredDoc[];
  /** Sales days: at least those locations' days from periodsToRead's first day to the span's end. */
  sales: readonly Pick<SalesDay, 'locationId' | 'date' | 'netCents'>[];
}

/** The catalogue as COGS values it, in the catalogue's order (each item's `order`). */
export function valuedCatalogue(items: readonly StoredDoc[]): (ValuedItem & { name: string })[] {
  return items
    .map((item) => ({ item, order: Number(item.data.order ?? 0) }))
    .sort((a, b) => a.order - b.order)
    .map(({ item }) => readValuedItem(item.id, item.data));
}

/**
 * One location's periods (those `periods` names, with their counts where asked), its purchases
 * and its sales days, read from stored documents as its COGS page reads them.
 */
export function readLocationCogs(
  docs: CogsDocuments,
  location: StoredDoc,
  periods: readonly PeriodToRead[],
  catalogue: readonly ValuedItem[],
  asOf: string,
) {
  const { id, data } = location;
  const deliveryLocationId =
    typeof data.deliveryLocationId === 'string' ? data.deliveryLocationId : '';
  const orders = deliveryLocationId
    ? docs.orders.filter(
        (o) => o.deliveryLocationId === deliveryLocationId && o.status === 'fulfilled',
      )
    : [];
  const reportOf = new Map(docs.reports.map((r) => [r.id, r.data]));
  const read = periods
    .filter((p) => p.locationId === id)
    .map(({ reportId, counts }): ReadPeriod => {
      const stored = reportOf.get(reportId) ?? {};
      const fields = readInventoryPeriodFields(stored, reportId);
      const lines = counts ? (docs.countLines[reportId] ?? []).map(readCountLine) : [];
      const count = (kind: 'opening' | 'closing') =>
        countOfSavedLines(lines.filter((l) => l.count === kind)).lines;
      return {
        id: reportId,
        name: fields.name,
        locationId: id,
        status: fields.status,
        createdAt: stored.createdAt,
        updatedAt: stored.updatedAt,
        opening: count('opening'),
        closing: fields.status === 'closed' ? count('closing') : null,
        movements: (docs.movements[reportId] ?? []).map((m) => readStockMovement(m.data, m.id)),
      };
    });
  const sales = docs.sales
    .filter((d) => d.locationId === id)
    .map((d) => ({ date: d.date, netCents: d.netCents }));
  return {
    periods: locationPeriods(read, sales, asOf),
    purchases: purchaseLines(orders.map(readFulfilledOrder), catalogue),
    sales,
  };
}

/**
 * The COGS % of every location's periods closed within `span` (the closing count day in it), as
 * each location's COGS page computes them on day `asOf`: the server's benchmark job and the seed
 * pass what they read or hold, and get the same figures.
 */
export function systemCogsFigures(
  docs: CogsDocuments,
  span: DayBounds,
  asOf: string,
): PeriodCogsFigure[] {
  const { periods, firstDay } = periodsToRead(docs.reports, span, asOf);
  const catalogue = docs.items.map(({ id, data }) => readValuedItem(id, data));
  return docs.locations.flatMap((location) => {
    if (!firstDay.has(location.id)) return [];
    const read = readLocationCogs(docs, location, periods, catalogue, asOf);
    return closedPeriodFigures(
      { id: location.id, type: location.data.type === 'truck' ? 'truck' : 'restaurant' },
      read.periods,
      catalogue,
      read.purchases,
      span,
    );
  });
}
