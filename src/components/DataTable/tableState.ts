import {
  DEFAULT_PAGE_SIZE,
  type DataTableColumn,
  type FilterValue,
  type PageSize,
  type TableState,
} from './types';

// Every change that alters which rows exist sends the user back to page one: staying on page 4 of
// a list that now has one page would show nothing.

export function initialTableState(partial: Partial<TableState> = {}): TableState {
  return { sort: null, filters: {}, page: 0, pageSize: DEFAULT_PAGE_SIZE, ...partial };
}

/** First click sorts ascending, the next one flips the direction. */
export function toggleSort(state: TableState, field: string): TableState {
  const direction = state.sort?.field === field && state.sort.direction === 'asc' ? 'desc' : 'asc';
  return { ...state, sort: { field, direction }, page: 0 };
}

/** Sets or (with null or an inactive value) removes a column's filter. */
export function setFilter(state: TableState, field: string, value: FilterValue | null): TableState {
  const filters = { ...state.filters };
  if (value && isFilterActive(value)) filters[field] = value;
  else delete filters[field];
  return { ...state, filters, page: 0 };
}

export function clearFilters(state: TableState): TableState {
  return { ...state, filters: {}, page: 0 };
}

export function setPage(state: TableState, page: number): TableState {
  return { ...state, page: Math.max(0, page) };
}

export function setPageSize(state: TableState, pageSize: PageSize): TableState {
  return { ...state, pageSize, page: 0 };
}

export function isFilterActive(value: FilterValue | undefined): value is FilterValue {
  if (!value) return false;
  switch (value.type) {
    case 'text':
      return value.text.trim() !== '';
    case 'checkbox':
      return value.values.length > 0;
    case 'dateRange':
      return true;
  }
}

export function hasActiveFilters(state: TableState): boolean {
  return Object.values(state.filters).some(isFilterActive);
}

/**
 * Which sortable columns a server table may still offer: all of them, unless a filter fixes the
 * order (describeQuery in firestoreConstraints.ts): none under a text filter, only the date's own
 * column under a date range.
 */
export function sortableFields<T>(
  columns: readonly DataTableColumn<T>[],
  filters: TableState['filters'],
): 'all' | ReadonlySet<string> {
  for (const column of columns) {
    const filter = filters[column.field];
    if (!column.filter || !isFilterActive(filter) || filter.type !== column.filter.type) continue;
    if (filter.type === 'text') return new Set();
    if (filter.type === 'dateRange') return new Set([column.field]);
  }
  return 'all';
}
