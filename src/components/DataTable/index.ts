export { DataTable } from './DataTable';
export { editDeleteColumn } from './editDeleteColumn';
export type { ClientDataTableProps, DataTableProps, ServerDataTableProps } from './DataTable';
export { DateRangeFilterControl } from './DateRangeFilterControl';
export type { DateRangeFilterControlProps, DateRangeValue } from './DateRangeFilterControl';
export { baseDisjunctions, planBases, useFirestoreTable } from './useFirestoreTable';
export type {
  ChunkedScope,
  FirestoreTableProps,
  UseFirestoreTableOptions,
  WithId,
} from './useFirestoreTable';
export { applyClientQuery } from './clientQuery';
export { loadErrorMessage } from './loadError';
export type { TableLoadError } from './loadError';
export { reorderRows } from './reorder';
export { initialTableState } from './tableState';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './types';
export type {
  BulkAction,
  ColumnFilter,
  DataTableColumn,
  FilterOption,
  FilterValue,
  PageSize,
  SortState,
  TableState,
} from './types';
export { basesOf, enumerateTableShapes, filterSetAllowed, offeredColumns } from './queryShapes';
export type { BaseShape, DeclaredFilter, TableQueryDeclaration } from './queryShapes';
export { maxCheckboxValues } from './inLimits';
