/**
 * Item prices in integer cents (issue 26): the one pricing module of the app, the server
 * (`functions/src/orders/changeOrderStatus.ts`) and the migration of stored dollar prices
 * (`scripts/migrate-item-cents.mjs`). Pure: imports nothing of the browser.
 *
 * Items store `priceCents` and `salePriceCents`. Documents written before issue 26 stored dollars
 * in `price` / `salePrice`; `readItemPrices` still reads those (converted here) so the app and the
 * server keep working until `node scripts/migrate-item-cents.mjs` has run.
 */

/** The largest price an item may have, in cents ($1,000,000.00); firestore.rules `validItem`. */
export const MAX_PRICE_CENTS = 100_000_000;

/**
 * Dollars to whole cents, half away from zero on the decimal the number was written as:
 * 12.345 -> 1235, 1.005 -> 101 (a float product 100.49999999999999 must not round down),
 * 0.1 + 0.2 -> 30, 29.999999999999996 -> 3000. Multiplying by 100 leaves binary noise in the
 * last digits; cutting the product to 12 significant digits removes it before rounding (exact
 * for every amount below $10,000,000,000 with up to 2 decimals). Null for a non-number.
 */
export function dollarsToCents(dollars: unknown): number | null {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars)) return null;
  const cents = Number((Math.abs(dollars) * 100).toPrecision(12));
  const rounded = Math.round(cents);
  return dollars < 0 ? 0 - rounded : rounded; // 0 - 0 is 0, not -0
}

interface ItemPrices {
  priceCents: number;
  salePriceCents: number;
  isOnSale: boolean;
}

const wholeCents = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;

/**
 * An item document's prices in cents: `priceCents` / `salePriceCents` when stored as whole
 * numbers, else the legacy dollar `price` / `salePrice` converted (dollarsToCents), else 0.
 */
export function readItemPrices(data: Record<string, unknown>): ItemPrices {
  return {
    priceCents: wholeCents(data.priceCents) ?? dollarsToCents(data.price) ?? 0,
    salePriceCents: wholeCents(data.salePriceCents) ?? dollarsToCents(data.salePrice) ?? 0,
    isOnSale: data.isOnSale === true,
  };
}

/** An item's unit price in cents: the sale price while the item is on sale (and has one). */
export function unitPriceCents(item: ItemPrices): number {
  return item.isOnSale && item.salePriceCents > 0 ? item.salePriceCents : item.priceCents;
}
