/**
 * Which columns a table shows at a width (issue 30). Every column may declare a priority:
 * 1 (the default) is always shown — what a row is, its date, status, money and actions;
 * 2 is hidden when the width runs short; 3 is hidden first. Hiding starts with the lowest
 * priority and, within it, the rightmost column, and stops as soon as the rest fits.
 */
export type ColumnPriority = 1 | 2 | 3;

export interface FitColumn {
  key: string;
  priority?: ColumnPriority;
}

interface FitOptions {
  /** The width the table may take (its scroll container's); null while unknown: show all. */
  available: number | null;
  /**
   * Each column's narrowest width (its min-content, measured in the browser: the longest word,
   * a chip, a button row); a column not measured yet counts as `DEFAULT_COLUMN_WIDTH`.
   */
  widths: ReadonlyMap<string, number>;
  /** Width taken by cells that are no column (selection checkboxes, drag handles). */
  extraWidth?: number;
}

export const DEFAULT_COLUMN_WIDTH = 140;

/** The keys of the columns to hide: none while the width is unknown or everything fits. */
export function hiddenColumns(columns: readonly FitColumn[], options: FitOptions): Set<string> {
  const hidden = new Set<string>();
  if (options.available === null) return hidden;
  const widthOf = (column: FitColumn) => options.widths.get(column.key) ?? DEFAULT_COLUMN_WIDTH;
  let need = columns.reduce((total, column) => total + widthOf(column), options.extraWidth ?? 0);
  const candidates = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => (column.priority ?? 1) > 1)
    .sort((a, b) => (b.column.priority ?? 1) - (a.column.priority ?? 1) || b.index - a.index);
  for (const { column } of candidates) {
    // Whole pixels: a sub-pixel excess scrolls no one.
    if (Math.floor(need) <= options.available) break;
    hidden.add(column.key);
    need -= widthOf(column);
  }
  return hidden;
}
