import { toDate, type DateLike } from '@/lib/format';
import { isFilterActive } from './tableState';
import type { DataTableColumn, FilterState, FilterValue, SortState, TableState } from './types';

export function cellValue<T>(row: T, column: DataTableColumn<T>): unknown {
  return column.getValue ? column.getValue(row) : row[column.field];
}

function asDate(value: unknown): Date | null {
  if (value instanceof Date || typeof value === 'number') return toDate(value);
  if (
    value &&
    typeof value === 'object' &&
    typeof (value as { toDate?: unknown }).toDate === 'function'
  ) {
    return toDate(value as DateLike);
  }
  return null;
}

function matches(value: unknown, filter: FilterValue): boolean {
  switch (filter.type) {
    case 'text': {
      const text = value === null || value === undefined ? '' : String(value);
      return text.toLocaleLowerCase().includes(filter.text.trim().toLocaleLowerCase());
    }
    case 'checkbox':
      return filter.values.includes(value as never);
    case 'dateRange': {
      const date = asDate(value);
      return date !== null && date >= filter.range.from && date <= filter.range.to;
    }
  }
}

/** Keeps rows that satisfy every active filter. Text filters are case-insensitive substrings. */
export function filterRows<T>(
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
  filters: FilterState,
): T[] {
  const active = columns.flatMap((column) => {
    const filter = filters[column.field];
    return isFilterActive(filter) ? [{ column, filter }] : [];
  });
  if (active.length === 0) return [...rows];
  return rows.filter((row) =>
    active.every(({ column, filter }) => matches(cellValue(row, column), filter)),
  );
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Ascending order of two cell values; empty values come after everything else. */
export function compareValues(a: unknown, b: unknown): number {
  if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
  const aDate = asDate(a);
  const bDate = asDate(b);
  if (aDate && bDate) return aDate.getTime() - bDate.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** Stable sort by one column. */
export function sortRows<T>(
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
  sort: SortState | null,
): T[] {
  const column = sort && columns.find((c) => c.field === sort.field);
  if (!sort || !column) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const av = cellValue(a, column);
    const bv = cellValue(b, column);
    // Empty cells stay at the bottom in both directions: they are never what the user sorts for.
    return isEmpty(av) || isEmpty(bv) ? compareValues(av, bv) : sign * compareValues(av, bv);
  });
}

interface PageSlice<T> {
  rows: T[];
  /** The page actually shown: clamped when filtering left fewer pages than the requested one. */
  page: number;
}

export function paginate<T>(rows: readonly T[], page: number, pageSize: number): PageSlice<T> {
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const shown = Math.min(Math.max(0, page), lastPage);
  return { rows: rows.slice(shown * pageSize, (shown + 1) * pageSize), page: shown };
}

interface ClientQueryResult<T> {
  /** Every row that passes the filters, in sorted order (used for reordering and counts). */
  matching: T[];
  pageRows: T[];
  page: number;
  totalCount: number;
}

/** Filter, then sort, then page: the in-memory counterpart of the Firestore query. */
export function applyClientQuery<T>(
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
  state: TableState,
): ClientQueryResult<T> {
  const matching = sortRows(filterRows(rows, columns, state.filters), columns, state.sort);
  const { rows: pageRows, page } = paginate(matching, state.page, state.pageSize);
  return { matching, pageRows, page, totalCount: matching.length };
}
