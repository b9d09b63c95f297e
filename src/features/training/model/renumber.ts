/** A category's new position after a drag: order counts from 1 in list order (spec 02 §4). */
export interface OrderChange {
  id: string;
  order: number;
}

/** Orders 1..n in the given list order. */
export function renumber<T extends { id: string }>(items: readonly T[]): OrderChange[] {
  return items.map((item, index) => ({ id: item.id, order: index + 1 }));
}

/** Only the renumbered items whose stored order differs, so a save writes what really moved. */
export function changedOrders<T extends { id: string; order: number }>(
  items: readonly T[],
): OrderChange[] {
  const current = new Map(items.map((item) => [item.id, item.order]));
  return renumber(items).filter((change) => current.get(change.id) !== change.order);
}
