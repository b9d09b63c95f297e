/** Moves one item; the item lands at `to` and the ones in between shift by one. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/**
 * Applies a drag made on the visible rows (one page, maybe filtered) to the full list: the dragged
 * row takes the place of the row it was dropped on. Returns null when nothing moved.
 */
export function reorderRows<T>(
  allRows: readonly T[],
  visibleRows: readonly T[],
  sourceIndex: number,
  destinationIndex: number,
  getRowId: (row: T) => string,
): T[] | null {
  if (sourceIndex === destinationIndex) return null;
  const moved = visibleRows[sourceIndex];
  const target = visibleRows[destinationIndex];
  if (moved === undefined || target === undefined) return null;
  const from = allRows.findIndex((row) => getRowId(row) === getRowId(moved));
  const to = allRows.findIndex((row) => getRowId(row) === getRowId(target));
  if (from < 0 || to < 0) return null;
  return moveItem(allRows, from, to);
}
