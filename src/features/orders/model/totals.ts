/**
 * Order totals (spec 01 §3, §9): cases, pallets needed and overnight cases. Pure, shared by the
 * order form and the packing slip.
 *
 * - cases: sum of quantities;
 * - palletsNeeded: per item quantity / casesPerPallet, summed, then rounded up (ceil);
 * - overnightCases: per item quantity / casesPerOvernight, summed, rounded up ("cases per
 *   overnight": how many overnight shipments' worth of cases the order is).
 * A missing or non-positive casesPerPallet / casesPerOvernight counts as the default 1.
 * The money total (orderValue, issue 30) is shown on the form, the order and the packing slip.
 */
import { unitPriceCents } from '@/domain/itemPrices';

interface TotalsLine {
  id: string;
  quantity: number;
}

interface TotalsItem {
  id: string;
  casesPerPallet: number;
  casesPerOvernight: number;
}

export interface OrderTotals {
  cases: number;
  palletsNeeded: number;
  overnightCases: number;
}

/** Spec 01 §9: default casesPerPallet / casesPerOvernight, and default maxPallets. */
const DEFAULT_CASES_PER = 1;
export const DEFAULT_MAX_PALLETS = 1;

function per(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? value
    : DEFAULT_CASES_PER;
}

/** Usable quantity: what the form may hold mid-typing (NaN, negative) counts as 0. */
function usable(quantity: number): number {
  return Number.isFinite(quantity) && quantity > 0 ? quantity : 0;
}

// Rounds away float noise before ceil (0.1 + 0.2 pallets must not become 1 extra pallet).
function ceilClean(value: number): number {
  return Math.ceil(Math.round(value * 1e9) / 1e9);
}

export function orderTotals(
  lines: readonly TotalsLine[],
  items: readonly TotalsItem[],
): OrderTotals {
  const byId = new Map(items.map((item) => [item.id, item]));
  let cases = 0;
  let pallets = 0;
  let overnight = 0;
  for (const line of lines) {
    const quantity = usable(line.quantity);
    if (quantity === 0) continue;
    const item = byId.get(line.id);
    cases += quantity;
    pallets += quantity / per(item?.casesPerPallet);
    overnight += quantity / per(item?.casesPerOvernight);
  }
  return { cases, palletsNeeded: ceilClean(pallets), overnightCases: ceilClean(overnight) };
}

/** The order needs more pallets than the franchisee allowed. */
export function exceedsMaxPallets(totals: OrderTotals, maxPallets: number): boolean {
  return Number.isFinite(maxPallets) && totals.palletsNeeded > maxPallets;
}

interface PricedItem {
  id: string;
  priceCents: number;
  salePriceCents: number;
  isOnSale: boolean;
}

/** An order's money total and which prices it was taken at. */
interface OrderValue {
  cents: number;
  /**
   * 'approved': every line at the price its approval counted (the order's `countedSales`);
   * 'catalogue': at least one line at today's catalogue price (sale price while on sale).
   */
  prices: 'approved' | 'catalogue';
  /** Lines whose item the catalogue no longer holds: no price, left out of the total. */
  unpriced: number;
}

/**
 * The order's total in cents at the prices the order uses: a line its approval counted with the
 * same quantity keeps that amount (what item sales and COGS were given); any other line is priced
 * at the catalogue's unit price now (unitPriceCents: the sale price while on sale).
 */
export function orderValue(
  lines: readonly TotalsLine[],
  items: readonly PricedItem[],
  counted: Readonly<Record<string, { qty: number; cents: number }>> | null = null,
): OrderValue {
  const byId = new Map(items.map((item) => [item.id, item]));
  let cents = 0;
  let unpriced = 0;
  let atCatalogue = false;
  for (const line of lines) {
    const quantity = usable(line.quantity);
    if (quantity === 0) continue;
    const approved = counted?.[line.id];
    if (approved && approved.qty === quantity) {
      cents += approved.cents;
      continue;
    }
    atCatalogue = true;
    const item = byId.get(line.id);
    if (item) cents += quantity * unitPriceCents(item);
    else unpriced += 1;
  }
  return { cents, prices: counted && !atCatalogue ? 'approved' : 'catalogue', unpriced };
}

/** The sentence under an order total saying which prices it uses. */
export function orderValueNote(value: OrderValue): string {
  const prices =
    value.prices === 'approved'
      ? 'At the prices of its approval.'
      : "At today's catalogue prices (sale prices while on sale).";
  if (value.unpriced === 0) return prices;
  return `${prices} ${value.unpriced === 1 ? '1 item is' : `${value.unpriced} items are`} no longer in the catalogue and not counted.`;
}
