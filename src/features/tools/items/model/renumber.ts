/** One document's new position, as written by the reorder batch. */
export interface OrderChange {
  id: string;
  order: number;
}

/**
 * Positions 1..n for rows in their new on-screen order, returning only the rows whose stored
 * `order` differs. Moving one row therefore rewrites just the rows between its old and new place
 * (plus any whose numbers had gaps or duplicates, which this heals).
 */
export function renumber(rows: readonly { id: string; order: number }[]): OrderChange[] {
  const changes: OrderChange[] = [];
  rows.forEach((row, index) => {
    const order = index + 1;
    if (row.order !== order) changes.push({ id: row.id, order });
  });
  return changes;
}

/** Applies changes to rows in memory, so the list shows the saved numbers without a reload. */
export function applyOrderChanges<T extends { id: string; order: number }>(
  rows: readonly T[],
  changes: readonly OrderChange[],
): T[] {
  const byId = new Map(changes.map((change) => [change.id, change.order]));
  return rows.map((row) => {
    const order = byId.get(row.id);
    return order === undefined ? row : { ...row, order };
  });
}
