/** Order statuses whose lines count as item sales (the franchisor sold and ships them). */
export const SOLD_STATUSES: readonly string[] = ['approved', 'fulfilled'];

/**
 * How a status change moves an order's lines in the item sales totals: +1 when it starts to
 * count (approved), -1 when it stops (revision or deleted after approval), 0 otherwise
 * (approved ↔ fulfilled, or changes among unsold statuses).
 */
export function itemSalesDelta(from: string, to: string): 1 | -1 | 0 {
  const before = SOLD_STATUSES.includes(from);
  const after = SOLD_STATUSES.includes(to);
  return before === after ? 0 : after ? 1 : -1;
}

/** An item's unit price in cents: the sale price while the item is on sale. */
export function unitPriceCents(item: { price: number; salePrice: number; isOnSale: boolean }) {
  return Math.round((item.isOnSale && item.salePrice > 0 ? item.salePrice : item.price) * 100);
}
