/**
 * The rows of the COGS and P&L reports (issue 14), built from stored periods, count lines,
 * fulfilled orders, transfers and waste. Money in integer cents, shares in basis points; the
 * formulas themselves are in ./cogs.ts and ./variance.ts, this module only assembles them.
 */
import { WASTE_REASONS, type MovementKind, type WasteReason } from '@/data/inventory';
import { movedStock, type TransferStatus } from '@/data/shapes/inventory';
import { median } from '../../model/salesMath';
import {
  casePriceOn,
  dayInPeriod,
  eachesValueCents,
  lineQuantity,
  periodCogs,
  profitAndLoss,
  type CountLine,
  type PeriodCogs,
  type ProfitAndLoss,
  type PurchaseLine,
  type ValuedItem,
} from './cogs';
import { expectedQuantity, usagePerDay } from './variance';

// The stored kinds and reasons of a movement (src/data/inventory.ts).
export { WASTE_REASONS, type MovementKind, type WasteReason };

export const MOVEMENT_LABELS: Record<MovementKind, string> = {
  transferIn: 'Transfer in',
  transferOut: 'Transfer out',
  waste: 'Waste',
};
export const WASTE_REASON_LABELS: Record<WasteReason, string> = {
  spoilage: 'Spoilage',
  trim: 'Trim',
  drop: 'Drop',
};

/** A transfer or waste entry of a period, in eaches (or lb) of one item. */
interface StockMovement {
  kind: MovementKind;
  itemId: string;
  quantity: number;
  /** yyyy-MM-dd the stock moved, which prices it. */
  date: string;
  /** A transfer moves stock once accepted (movedStock); absent: accepted. */
  status?: TransferStatus;
}

/** Value of one movement at the item's order price on its day (current price without one). */
function movementValueCents(
  movement: StockMovement,
  item: ValuedItem | undefined,
  purchases: readonly PurchaseLine[],
): number {
  if (!item) return 0;
  const price = casePriceOn(item, purchases, movement.date);
  return eachesValueCents(movement.quantity, price.casePriceCents, item.unitsPerCase);
}

interface MovementTotals {
  transfersInCents: number;
  transfersOutCents: number;
  wasteCents: number;
}

export function movementTotals(
  movements: readonly StockMovement[],
  items: readonly ValuedItem[],
  purchases: readonly PurchaseLine[],
): MovementTotals {
  const byId = new Map(items.map((i) => [i.id, i]));
  const totals: MovementTotals = { transfersInCents: 0, transfersOutCents: 0, wasteCents: 0 };
  for (const m of movements.filter(movedStock)) {
    const cents = movementValueCents(m, byId.get(m.itemId), purchases);
    if (m.kind === 'transferIn') totals.transfersInCents += cents;
    else if (m.kind === 'transferOut') totals.transfersOutCents += cents;
    else totals.wasteCents += cents;
  }
  return totals;
}

/** One period of one location with everything read for it. */
export interface PeriodData {
  id: string;
  name: string;
  locationId: string;
  /** yyyy-MM-dd of the opening count and of the closing count (today while still open). */
  from: string;
  to: string;
  closed: boolean;
  opening: Readonly<Record<string, CountLine>>;
  closing: Readonly<Record<string, CountLine>> | null;
  movements: readonly StockMovement[];
  netSalesCents: number | null;
}

const days = (from: string, to: string) =>
  Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));

/**
 * Eaches of an item that came onto the shelf in a period and were not wasted: received (cases x
 * pack) + transfers in - transfers out - waste. Waste is recorded, so it is not unexplained usage.
 */
function netReceived(p: PeriodData, item: ValuedItem, purchases: readonly PurchaseLine[]) {
  const pack = item.unitsPerCase > 0 ? item.unitsPerCase : 1;
  let net = purchases
    .filter((x) => x.itemId === item.id && dayInPeriod(x.date, p))
    .reduce((sum, x) => sum + x.cases * pack, 0);
  for (const m of p.movements.filter(movedStock)) {
    if (m.itemId !== item.id) continue;
    net += m.kind === 'transferIn' ? m.quantity : -m.quantity;
  }
  return net;
}

/**
 * Variance against expected usage, in cents: the closing count less what should be on the shelf
 * (opening + received + transfers in - out - waste - the previous period's usage per day x days),
 * valued at the closing price. Negative = more used than expected. null without both counts or
 * without a complete previous period (no usage rate to expect from).
 */
export function usageVarianceCents(
  p: PeriodData,
  previous: PeriodData | null,
  items: readonly ValuedItem[],
  purchases: readonly PurchaseLine[],
): number | null {
  if (!p.closing || !previous) return null;
  let cents = 0;
  for (const item of items) {
    const opening = lineQuantity(p.opening[item.id]);
    const closing = lineQuantity(p.closing[item.id]);
    if (opening === null || closing === null) return null;
    const prevOpening = previous ? lineQuantity(previous.opening[item.id]) : null;
    const prevClosing = previous?.closing ? lineQuantity(previous.closing[item.id]) : null;
    // An item new since the previous period has no usage rate yet: nothing is expected of it.
    if (prevOpening === null || prevClosing === null) continue;
    const rate = usagePerDay(
      prevOpening,
      netReceived(previous, item, purchases),
      prevClosing,
      days(previous.from, previous.to),
    );
    const expected = expectedQuantity({
      opening,
      received: netReceived(p, item, purchases),
      usagePerDay: rate,
      days: days(p.from, p.to),
    });
    const price = casePriceOn(item, purchases, p.to);
    cents += eachesValueCents(closing - expected, price.casePriceCents, item.unitsPerCase);
  }
  return cents;
}

export interface CogsRow extends PeriodCogs, MovementTotals {
  periodId: string;
  name: string;
  locationId: string;
  from: string;
  to: string;
  netSalesCents: number | null;
  varianceCents: number | null;
  /** The same figures per item category (COGS % and variance are the location's only). */
  byCategory: Record<string, CategoryFigures>;
}

interface CategoryFigures {
  openingCents: number;
  purchasesCents: number;
  /** Transfers in less transfers out. */
  transfersCents: number;
  closingCents: number | null;
  cogsCents: number | null;
  wasteCents: number;
}

/** Categories of the items, in first-seen order. */
const categoriesOf = (items: readonly ValuedItem[]) => [...new Set(items.map((i) => i.category))];

/** The COGS row of a period: counts, purchases, transfers, waste, COGS and % of sales. */
export function cogsRow(
  p: PeriodData,
  previous: PeriodData | null,
  items: readonly ValuedItem[],
  purchases: readonly PurchaseLine[],
): CogsRow {
  const moves = movementTotals(p.movements, items, purchases);
  const base = periodCogs({
    items,
    opening: p.opening,
    closing: p.closing,
    purchases,
    from: p.from,
    to: p.to,
    closed: p.closed,
    transfersInCents: moves.transfersInCents,
    transfersOutCents: moves.transfersOutCents,
    netSalesCents: p.netSalesCents,
  });
  const byCategory: Record<string, CategoryFigures> = {};
  for (const category of categoriesOf(items)) {
    const inCategory = items.filter((i) => i.category === category);
    const ids = new Set(inCategory.map((i) => i.id));
    const catMoves = movementTotals(
      p.movements.filter((m) => ids.has(m.itemId)),
      inCategory,
      purchases,
    );
    const figures = periodCogs({
      items: inCategory,
      opening: p.opening,
      closing: p.closing,
      purchases: purchases.filter((x) => ids.has(x.itemId)),
      from: p.from,
      to: p.to,
      closed: p.closed,
      transfersInCents: catMoves.transfersInCents,
      transfersOutCents: catMoves.transfersOutCents,
      netSalesCents: null,
    });
    byCategory[category] = {
      openingCents: figures.openingCents,
      purchasesCents: figures.purchasesCents,
      transfersCents: catMoves.transfersInCents - catMoves.transfersOutCents,
      closingCents: figures.closingCents,
      cogsCents: figures.cogsCents,
      wasteCents: catMoves.wasteCents,
    };
  }
  return {
    ...base,
    ...moves,
    periodId: p.id,
    name: p.name,
    locationId: p.locationId,
    from: p.from,
    to: p.to,
    netSalesCents: p.netSalesCents,
    varianceCents: usageVarianceCents(p, previous, items, purchases),
    byCategory,
  };
}

/**
 * The items a period values: those on its opening count. The count sheet lists the location's
 * active items and completes only with every line counted, so this is the sheet of that day; an
 * item added to the catalogue later does not make an old period incomplete.
 */
export const itemsOfPeriod = (p: PeriodData, catalogue: readonly ValuedItem[]) =>
  catalogue.filter((i) => p.opening[i.id] !== undefined);

/**
 * A location's periods oldest first, each with its COGS row; the last `limit` are kept. A
 * transfer or waste counts in the period its date falls in (dayInPeriod), whichever period it
 * was entered on: one dated the day a period closed belongs to the period that count opens.
 */
export function locationTrend(
  periods: readonly PeriodData[],
  catalogue: readonly ValuedItem[],
  purchases: readonly PurchaseLine[],
  limit = 6,
): CogsRow[] {
  const movements = periods.flatMap((p) => p.movements);
  const sorted = [...periods]
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((p) => ({ ...p, movements: movements.filter((m) => dayInPeriod(m.date, p)) }));
  const rows = sorted.map((p, i) =>
    cogsRow(p, sorted[i - 1] ?? null, itemsOfPeriod(p, catalogue), purchases),
  );
  return rows.slice(-limit);
}

/** The median COGS % of a cohort's rows that have one (null when none has). */
export function medianCogsBps(rows: readonly Pick<CogsRow, 'cogsPercentBps'>[]): number | null {
  return median(rows.flatMap((r) => (r.cogsPercentBps === null ? [] : [r.cogsPercentBps])));
}

/** The period a year before `from` (closest start within 20 days), for "same period last year". */
export function samePeriodLastYear<T extends { from: string }>(
  periods: readonly T[],
  from: string,
): T | null {
  const target = Date.parse(from) - 365 * 86_400_000;
  let best: T | null = null;
  let bestOff = 20 * 86_400_000;
  for (const p of periods) {
    const off = Math.abs(Date.parse(p.from) - target);
    if (off <= bestOff) {
      best = p;
      bestOff = off;
    }
  }
  return best;
}

/** The period just before `from`, for "previous period". */
export function previousPeriodOf<T extends { from: string }>(
  periods: readonly T[],
  from: string,
): T | null {
  return (
    [...periods].filter((p) => p.from < from).sort((a, b) => b.from.localeCompare(a.from))[0] ??
    null
  );
}

export interface PnlColumn extends ProfitAndLoss {
  periodId: string;
  name: string;
  netSalesCents: number;
  cogsCents: number;
  royaltyCents: number;
  adFundCents: number;
  otherExpensesCents: Record<string, number>;
}

/**
 * The P&L of a period, or null while its COGS or its sales are missing (never a guess). Royalty
 * and ad fund are the period's (./periodFees.ts: from the months' statements, else the rates in
 * force); none when the location has neither.
 */
export function pnlColumn(
  row: CogsRow,
  fees: { royaltyCents: number; adFundCents: number } | null,
  otherExpensesCents: Record<string, number>,
): PnlColumn | null {
  if (row.cogsCents === null || row.netSalesCents === null || row.netSalesCents <= 0) return null;
  const royaltyCents = fees?.royaltyCents ?? 0;
  const adFundCents = fees?.adFundCents ?? 0;
  return {
    ...profitAndLoss({
      netSalesCents: row.netSalesCents,
      cogsCents: row.cogsCents,
      royaltyCents,
      adFundCents,
      otherExpensesCents,
    }),
    periodId: row.periodId,
    name: row.name,
    netSalesCents: row.netSalesCents,
    cogsCents: row.cogsCents,
    royaltyCents,
    adFundCents,
    otherExpensesCents,
  };
}

/** The fields of a fulfilled order that date and price a period's purchases. */
export interface FulfilledOrder {
  /** yyyy-MM-dd the order was fulfilled (it reached the shelf). */
  fulfilledDay: string;
  lines: readonly { id: string; quantity: number }[];
  /**
   * What its approval counted per item (the order's `countedSales`: cases and cents), null for
   * an order approved before the server recorded it.
   */
  counted: Readonly<Record<string, { qty: number; cents: number }>> | null;
}

/**
 * Purchase lines of fulfilled orders, dated by fulfilment, each at its own order's case price:
 * the cents its approval counted for the item / the cases counted. An order without counted
 * figures (approved before they were recorded) is priced at the catalogue's current price.
 */
export function purchaseLines(
  orders: readonly FulfilledOrder[],
  items: readonly ValuedItem[],
): PurchaseLine[] {
  const current = new Map(items.map((i) => [i.id, i.currentCasePriceCents]));
  return orders.flatMap((o) =>
    o.lines.map((line) => {
      const counted = o.counted?.[line.id];
      const casePriceCents =
        counted && counted.qty > 0
          ? Math.round(counted.cents / counted.qty)
          : (current.get(line.id) ?? 0);
      return { itemId: line.id, date: o.fulfilledDay, cases: line.quantity, casePriceCents };
    }),
  );
}

/** The row the side-by-side view shows for a location: its latest closed period, else its latest. */
export function latestRow(rows: readonly CogsRow[]): CogsRow | null {
  return [...rows].reverse().find((r) => r.closingCents !== null) ?? rows.at(-1) ?? null;
}
