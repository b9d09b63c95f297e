/**
 * Cost of goods and profit and loss of one inventory period (issue 14), in integer cents.
 *
 * COGS = opening value + purchases + transfers in - transfers out - closing value.
 * Counts are valued at the price on the location's orders (the franchisor is the supplier), or at
 * the item's current price where no order exists; the result says which lines used the fallback
 * so the screen can say so. Percentages are integer basis points (1 % = 100 bps).
 */

/**
 * The days of an inventory period, half-open: from its opening count day (included) to its
 * closing count day (excluded: that count opens the next period, so the day belongs to it). A
 * period not yet closed runs to `to` (today) included.
 */
export interface PeriodDays {
  from: string;
  to: string;
  closed: boolean;
}

/**
 * Whether a yyyy-MM-dd day belongs to a period: the one rule that puts purchases, stock
 * movements and sales in a period, so a day is never counted in two periods.
 */
export function dayInPeriod(day: string, period: PeriodDays): boolean {
  if (day < period.from) return false;
  return period.closed ? day < period.to : day <= period.to;
}

/** "not counted" (blank) is not "counted zero": only counted lines have a quantity. */
export type CountLine =
  { state: 'notCounted' } | { state: 'zero' } | { state: 'counted'; quantity: number };

/** Quantity of a line in eaches (or lb for weighed lines); null when the line is blank. */
export function lineQuantity(line: CountLine | undefined): number | null {
  if (!line || line.state === 'notCounted') return null;
  return line.state === 'zero' ? 0 : line.quantity;
}

/** Cases and loose eaches as eaches, with the item's pack size (a missing pack size counts 1). */
export function eachesFromCount(cases: number, eaches: number, unitsPerCase: number): number {
  const pack = unitsPerCase > 0 ? unitsPerCase : 1;
  return cases * pack + eaches;
}

/** One priced purchase: a line of a fulfilled order, at the case price on that order. */
export interface PurchaseLine {
  itemId: string;
  /** yyyy-MM-dd of the fulfilment. */
  date: string;
  cases: number;
  casePriceCents: number;
}

export interface ValuedItem {
  id: string;
  category: string;
  unitsPerCase: number;
  /** The catalogue's current case price, used only where no order priced the item. */
  currentCasePriceCents: number;
}

/** The case price of an item on a day: its last order on or before that day, else current. */
export function casePriceOn(
  item: ValuedItem,
  purchases: readonly PurchaseLine[],
  date: string,
): { casePriceCents: number; fromOrder: boolean } {
  let best: PurchaseLine | null = null;
  for (const p of purchases) {
    if (p.itemId !== item.id || p.date > date) continue;
    if (!best || p.date >= best.date) best = p;
  }
  return best
    ? { casePriceCents: best.casePriceCents, fromOrder: true }
    : { casePriceCents: item.currentCasePriceCents, fromOrder: false };
}

/** Value of a quantity in eaches at a case price, rounded once to whole cents. */
export function eachesValueCents(eaches: number, casePriceCents: number, unitsPerCase: number) {
  const pack = unitsPerCase > 0 ? unitsPerCase : 1;
  return Math.round((eaches * casePriceCents) / pack);
}

export interface CountValue {
  totalCents: number;
  byCategory: Record<string, number>;
  /** Items whose line is blank: a count with any of these is incomplete and has no value. */
  notCounted: string[];
  /** Items valued at the current catalogue price because no order priced them. */
  currentPriceItems: string[];
  complete: boolean;
}

/** Values a count on `date`; blank lines are listed, never taken as zero. */
export function valueCount(
  items: readonly ValuedItem[],
  lines: Readonly<Record<string, CountLine>>,
  purchases: readonly PurchaseLine[],
  date: string,
): CountValue {
  const result: CountValue = {
    totalCents: 0,
    byCategory: {},
    notCounted: [],
    currentPriceItems: [],
    complete: true,
  };
  for (const item of items) {
    const quantity = lineQuantity(lines[item.id]);
    if (quantity === null) {
      result.notCounted.push(item.id);
      continue;
    }
    const price = casePriceOn(item, purchases, date);
    if (!price.fromOrder) result.currentPriceItems.push(item.id);
    const cents = eachesValueCents(quantity, price.casePriceCents, item.unitsPerCase);
    result.totalCents += cents;
    result.byCategory[item.category] = (result.byCategory[item.category] ?? 0) + cents;
  }
  result.complete = result.notCounted.length === 0;
  return result;
}

/** Purchases of a period: every fulfilled order line on its days, at its order price. */
export function purchasesInPeriod(
  items: readonly ValuedItem[],
  purchases: readonly PurchaseLine[],
  period: PeriodDays,
): { totalCents: number; byCategory: Record<string, number> } {
  const categoryOf = new Map(items.map((i) => [i.id, i.category]));
  const byCategory: Record<string, number> = {};
  let totalCents = 0;
  for (const p of purchases) {
    if (!dayInPeriod(p.date, period)) continue;
    const cents = p.cases * p.casePriceCents;
    const category = categoryOf.get(p.itemId) ?? 'Other';
    byCategory[category] = (byCategory[category] ?? 0) + cents;
    totalCents += cents;
  }
  return { totalCents, byCategory };
}

export interface CogsInputs {
  openingCents: number;
  purchasesCents: number;
  transfersInCents: number;
  transfersOutCents: number;
  /** null while the closing count is missing or incomplete. */
  closingCents: number | null;
}

/** COGS of a period, or null when there is no complete closing count (never a guess). */
export function costOfGoods(inputs: CogsInputs): number | null {
  if (inputs.closingCents === null) return null;
  return (
    inputs.openingCents +
    inputs.purchasesCents +
    inputs.transfersInCents -
    inputs.transfersOutCents -
    inputs.closingCents
  );
}

/** part / whole in basis points, or null when the whole is missing or zero ("no sales reported"). */
export function basisPoints(part: number | null, whole: number | null): number | null {
  if (part === null || whole === null || whole <= 0) return null;
  return Math.round((part * 10_000) / whole);
}

/** COGS % of net sales in basis points; null without sales or without COGS. */
export function cogsPercentBps(cogsCents: number | null, netSalesCents: number | null) {
  return basisPoints(cogsCents, netSalesCents);
}

export interface GrossProfit {
  grossProfitCents: number;
  grossMarginBps: number | null;
}

/** Net sales minus COGS, and its share of net sales. */
export function grossProfit(netSalesCents: number, cogsCents: number): GrossProfit {
  const grossProfitCents = netSalesCents - cogsCents;
  return { grossProfitCents, grossMarginBps: basisPoints(grossProfitCents, netSalesCents) };
}

export interface ProfitAndLossInputs {
  netSalesCents: number;
  cogsCents: number;
  royaltyCents: number;
  adFundCents: number;
  /** Expenses the franchisee enters (labour, rent, fuel ...), by name. */
  otherExpensesCents: Readonly<Record<string, number>>;
}

export interface ProfitAndLoss extends GrossProfit {
  feesCents: number;
  otherExpensesTotalCents: number;
  netCents: number;
  netMarginBps: number | null;
}

/** Gross profit less royalty, ad fund and the entered expenses. */
export function profitAndLoss(inputs: ProfitAndLossInputs): ProfitAndLoss {
  const gross = grossProfit(inputs.netSalesCents, inputs.cogsCents);
  const feesCents = inputs.royaltyCents + inputs.adFundCents;
  const otherExpensesTotalCents = Object.values(inputs.otherExpensesCents).reduce(
    (sum, cents) => sum + cents,
    0,
  );
  const netCents = gross.grossProfitCents - feesCents - otherExpensesTotalCents;
  return {
    ...gross,
    feesCents,
    otherExpensesTotalCents,
    netCents,
    netMarginBps: basisPoints(netCents, inputs.netSalesCents),
  };
}

export interface PeriodCogs {
  openingCents: number;
  purchasesCents: number;
  closingCents: number | null;
  cogsCents: number | null;
  cogsPercentBps: number | null;
  /** Why the figures are incomplete, for the screen; empty when COGS is known. */
  missing: ('openingCount' | 'closingCount' | 'sales')[];
  currentPriceItems: string[];
}

export interface PeriodInputs extends PeriodDays {
  items: readonly ValuedItem[];
  opening: Readonly<Record<string, CountLine>>;
  /** null while the closing count has not been made. */
  closing: Readonly<Record<string, CountLine>> | null;
  purchases: readonly PurchaseLine[];
  transfersInCents: number;
  transfersOutCents: number;
  netSalesCents: number | null;
}

/** The whole COGS row of one period: counts valued on their own days, purchases between them. */
export function periodCogs(p: PeriodInputs): PeriodCogs {
  const opening = valueCount(p.items, p.opening, p.purchases, p.from);
  const closing = p.closing ? valueCount(p.items, p.closing, p.purchases, p.to) : null;
  const purchases = purchasesInPeriod(p.items, p.purchases, p);
  const missing: PeriodCogs['missing'] = [];
  if (!opening.complete) missing.push('openingCount');
  if (!closing?.complete) missing.push('closingCount');
  const closingCents = closing?.complete ? closing.totalCents : null;
  const cogsCents = opening.complete
    ? costOfGoods({
        openingCents: opening.totalCents,
        purchasesCents: purchases.totalCents,
        transfersInCents: p.transfersInCents,
        transfersOutCents: p.transfersOutCents,
        closingCents,
      })
    : null;
  if (p.netSalesCents === null || p.netSalesCents <= 0) missing.push('sales');
  const currentPriceItems = [
    ...new Set([...opening.currentPriceItems, ...(closing?.currentPriceItems ?? [])]),
  ];
  return {
    openingCents: opening.totalCents,
    purchasesCents: purchases.totalCents,
    closingCents,
    cogsCents,
    cogsPercentBps: cogsPercentBps(cogsCents, p.netSalesCents),
    missing,
    currentPriceItems,
  };
}
