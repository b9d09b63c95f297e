/**
 * COGS rollups (issue 29): cogs_period_rollups/{reportId}, one inventory period's COGS row as the
 * COGS and P&L pages show it (cogsReport.ts locationTrend over all of its location's periods, so a
 * transfer or waste counts in the period its date falls in and the variance uses the previous
 * period) and its net sales per month (the P&L's royalty share, model/periodFees.ts). Computed
 * only here, from the stored documents (cogsSources.ts), by the server
 * (functions/src/reports/cogsRollups.ts), its rebuild and the seeds, so the pages read one
 * document per period instead of every count line, movement, order and sales day under it.
 */
import type { StoredFields } from '@/data/shapes/fields';
import { dayInPeriod, type PeriodCogs, type PurchaseLine, type ValuedItem } from './cogs';
import { latestRow, locationTrend, type CogsRow, type PeriodData } from './cogsReport';
import {
  readLocationCogs,
  storedPeriodSpan,
  valuedCatalogue,
  type CogsDocuments,
  type PeriodToRead,
  type StoredDoc,
} from './cogsSources';
import { readInventoryPeriodFields } from '@/data/shapes/inventory';

export interface CogsRollup {
  reportId: string;
  locationId: string;
  /** The period's territory: who may read it (firestore.rules, as the period itself). */
  territoryId: string;
  closed: boolean;
  row: CogsRow;
  /** The period's net sales per month (yyyy-MM) of its reported days, months with days only. */
  salesByMonth: Record<string, number>;
}

/** The period's net sales per month, of its own reported days. */
function salesByMonth(
  sales: readonly { date: string; netCents: number }[],
  period: { from: string; to: string; closed: boolean },
): Record<string, number> {
  const months: Record<string, number> = {};
  for (const d of sales) {
    if (!dayInPeriod(d.date, period)) continue;
    const month = d.date.slice(0, 7);
    months[month] = (months[month] ?? 0) + d.netCents;
  }
  return months;
}

/**
 * The rollups of one location's periods (all of them, oldest first, as cogsSources.ts reads
 * them) with its purchases and its reported days; `territoryOf` names each period's territory.
 */
export function locationRollups(
  read: {
    periods: readonly PeriodData[];
    purchases: readonly PurchaseLine[];
    sales: readonly { date: string; netCents: number }[];
  },
  catalogue: readonly ValuedItem[],
  territoryOf: (reportId: string) => string,
): CogsRollup[] {
  const rows = new Map(
    locationTrend(read.periods, catalogue, read.purchases, Infinity).map((r) => [r.periodId, r]),
  );
  return read.periods.flatMap((p): CogsRollup[] => {
    const row = rows.get(p.id);
    return row
      ? [
          {
            reportId: p.id,
            locationId: p.locationId,
            territoryId: territoryOf(p.id),
            closed: p.closed,
            row,
            salesByMonth: salesByMonth(read.sales, p),
          },
        ]
      : [];
  });
}

/**
 * The rollups of every period of the locations in `docs.locations` (all of their periods, with
 * their counts), on day `asOf`: an open period runs to `asOf`.
 */
export function cogsRollupsOf(docs: CogsDocuments, asOf: string): CogsRollup[] {
  const catalogue = valuedCatalogue(docs.items);
  const fields = new Map(docs.reports.map((r) => [r.id, readInventoryPeriodFields(r.data, r.id)]));
  const periods: PeriodToRead[] = docs.reports.map((r) => ({
    reportId: r.id,
    locationId: fields.get(r.id)?.locationId ?? '',
    counts: true,
  }));
  return docs.locations.flatMap((location) =>
    locationRollups(
      readLocationCogs(docs, location, periods, catalogue, asOf),
      catalogue,
      (reportId) => fields.get(reportId)?.territoryId ?? '',
    ),
  );
}

/** The periods of `reports` (stored inventory_reports) with a day in from..to on day `asOf`. */
export function periodsWithin(
  reports: readonly StoredDoc[],
  from: string,
  to: string,
  asOf: string,
): Set<string> {
  return new Set(
    reports
      .filter((r) => {
        const span = storedPeriodSpan(r, asOf);
        return span.from <= to && span.to >= from;
      })
      .map((r) => r.id),
  );
}

/**
 * The stored document of a rollup. Its categories are a list: a Firestore map keeps its keys
 * sorted, and the page lists categories in the catalogue's order.
 */
export function cogsRollupFields(r: CogsRollup): StoredFields {
  const { byCategory, ...row } = r.row;
  return {
    reportId: r.reportId,
    locationId: r.locationId,
    territoryId: r.territoryId,
    closed: r.closed,
    row: {
      ...row,
      byCategory: Object.entries(byCategory).map(([category, figures]) => ({
        category,
        ...figures,
      })),
    },
    salesByMonth: r.salesByMonth,
  };
}

const cents = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const centsOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const texts = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
const MISSING: readonly PeriodCogs['missing'][number][] = ['openingCount', 'closingCount', 'sales'];

/** A period not closed runs to `today` (its row was computed on the day of its last write). */
const runningTo = (to: string, closed: boolean, today: string) =>
  closed || to > today ? to : today;

/**
 * A stored rollup as the pages read it. An open period's row runs to `today` (it was computed on
 * the day of its last write).
 */
export function readCogsRollup(data: StoredFields, today: string): CogsRollup {
  const row = record(data.row);
  const closed = data.closed === true;
  const byCategory: CogsRow['byCategory'] = {};
  for (const c of Array.isArray(row.byCategory) ? row.byCategory : []) {
    const f = record(c);
    byCategory[text(f.category)] = {
      openingCents: cents(f.openingCents),
      purchasesCents: cents(f.purchasesCents),
      transfersCents: cents(f.transfersCents),
      closingCents: centsOrNull(f.closingCents),
      cogsCents: centsOrNull(f.cogsCents),
      wasteCents: cents(f.wasteCents),
    };
  }
  const months = record(data.salesByMonth);
  return {
    reportId: text(data.reportId),
    locationId: text(data.locationId),
    territoryId: text(data.territoryId),
    closed,
    row: {
      periodId: text(row.periodId),
      name: text(row.name),
      locationId: text(row.locationId),
      from: text(row.from),
      to: runningTo(text(row.to), closed, today),
      openingCents: cents(row.openingCents),
      purchasesCents: cents(row.purchasesCents),
      closingCents: centsOrNull(row.closingCents),
      cogsCents: centsOrNull(row.cogsCents),
      cogsPercentBps: centsOrNull(row.cogsPercentBps),
      missing: MISSING.filter((m) => texts(row.missing).includes(m)),
      currentPriceItems: texts(row.currentPriceItems),
      transfersInCents: cents(row.transfersInCents),
      transfersOutCents: cents(row.transfersOutCents),
      wasteCents: cents(row.wasteCents),
      netSalesCents: centsOrNull(row.netSalesCents),
      varianceCents: centsOrNull(row.varianceCents),
      byCategory,
    },
    salesByMonth: Object.fromEntries(Object.entries(months).map(([m, v]) => [m, cents(v)])),
  };
}

/**
 * The period's net sales as days for model/periodFees.ts: one per month, dated on the period's
 * first day in that month (its share of the month is what the fees need, not the days).
 */
export function rollupSalesDays(r: CogsRollup): { date: string; netCents: number }[] {
  return Object.entries(r.salesByMonth)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, netCents]) => {
      const first = `${month}-01`;
      return { date: first < r.row.from ? r.row.from : first, netCents };
    });
}

/** How many of a location's latest periods the side-by-side view and its chart show. */
const TREND_PERIODS = 6;

const COMPARE_FIELDS = [
  'periodId',
  'name',
  'from',
  'to',
  'openingCents',
  'purchasesCents',
  'transfersInCents',
  'transfersOutCents',
  'closingCents',
  'cogsCents',
  'cogsPercentBps',
  'netSalesCents',
  'wasteCents',
  'varianceCents',
] as const satisfies readonly (keyof CogsRow)[];

/** What the side-by-side view shows of a location's period (its columns and CSV). */
export type CompareRow = Pick<CogsRow, (typeof COMPARE_FIELDS)[number]>;

/** A period's COGS % at its last day, a point of the side-by-side view's chart. */
export type TrendPoint = Pick<CogsRow, 'to' | 'cogsPercentBps'>;

/**
 * cogs_location_trends/{locationId} (issue 29): what the COGS page's side-by-side view shows of
 * one location, computed from its period rollups by the server with them: of its last six
 * periods, the latest with a closing count (else the last: latestRow) and the COGS % of each
 * that has one. A corporate user's view reads one small document per location, in a query per
 * 30 territories, instead of a query per location for every period.
 */
export interface CogsTrend {
  locationId: string;
  /** The location's territory: who may read it (firestore.rules, as its period rollups). */
  territoryId: string;
  latest: CompareRow | null;
  /** Oldest first; periods without a COGS % left out. */
  points: TrendPoint[];
}

/** The stored trend of `location` from its rollups (any order; other locations' are ignored). */
export function cogsTrendFields(
  location: { id: string; territoryId: string },
  rollups: readonly CogsRollup[],
): StoredFields {
  const last = rollups
    .filter((r) => r.locationId === location.id)
    .sort((a, b) => a.row.from.localeCompare(b.row.from))
    .slice(-TREND_PERIODS);
  const latest = latestRow(last.map((r) => r.row));
  const closed = (periodId: string) => last.some((r) => r.reportId === periodId && r.closed);
  return {
    locationId: location.id,
    territoryId: location.territoryId,
    latest: latest && {
      ...Object.fromEntries(COMPARE_FIELDS.map((f) => [f, latest[f]])),
      closed: closed(latest.periodId),
    },
    points: last.flatMap((r) =>
      r.row.cogsPercentBps === null
        ? []
        : [{ to: r.row.to, closed: r.closed, cogsPercentBps: r.row.cogsPercentBps }],
    ),
  };
}

/** A stored trend as the COGS page reads it: a period not closed runs to `today`. */
export function readCogsTrend(data: StoredFields, today: string): CogsTrend {
  const latest =
    typeof data.latest === 'object' && data.latest !== null ? record(data.latest) : null;
  return {
    locationId: text(data.locationId),
    territoryId: text(data.territoryId),
    latest: latest && {
      periodId: text(latest.periodId),
      name: text(latest.name),
      from: text(latest.from),
      to: runningTo(text(latest.to), latest.closed === true, today),
      openingCents: cents(latest.openingCents),
      purchasesCents: cents(latest.purchasesCents),
      transfersInCents: cents(latest.transfersInCents),
      transfersOutCents: cents(latest.transfersOutCents),
      closingCents: centsOrNull(latest.closingCents),
      cogsCents: centsOrNull(latest.cogsCents),
      cogsPercentBps: centsOrNull(latest.cogsPercentBps),
      netSalesCents: centsOrNull(latest.netSalesCents),
      wasteCents: cents(latest.wasteCents),
      varianceCents: centsOrNull(latest.varianceCents),
    },
    points: (Array.isArray(data.points) ? data.points : []).map((p) => {
      const point = record(p);
      return {
        to: runningTo(text(point.to), point.closed === true, today),
        cogsPercentBps: cents(point.cogsPercentBps),
      };
    }),
  };
}
