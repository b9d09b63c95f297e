/**
 * Order totals (spec 01 §3, §9): cases, pallets needed and overnight cases. Pure, shared by the
 * order form and the packing slip.
 *
 * - cases: sum of quantities;
 * - palletsNeeded: per item quantity / casesPerPallet, summed, then rounded up (ceil);
 * - overnightCases: per item quantity / casesPerOvernight, summed, rounded up ("cases per
 *   overnight": how many overnight shipments' worth of cases the order is).
 * A missing or non-positive casesPerPallet / casesPerOvernight counts as the default 1.
 */
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
