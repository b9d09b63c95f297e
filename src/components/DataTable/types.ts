import type { ReactNode } from 'react';
import type { DateRange, DateRangePreset } from '@/lib/dateRanges';
import type { ColumnPriority } from '@/components/ResponsiveTable';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  field: string;
  direction: SortDirection;
}

export type FilterOptionValue = string | number | boolean;

export interface FilterOption {
  value: FilterOptionValue;
  label: string;
}

/** How a column can be filtered. Declared on the column, so every list gets the same controls. */
export type ColumnFilter =
  | {
      type: 'text';
      /**
       * Server mode only: a field holding a lower-cased copy of the value. Firestore compares
       * strings case-sensitively, so without it the server match is a case-sensitive prefix.
       */
      lowercaseField?: string;
    }
  | { type: 'checkbox'; options: readonly FilterOption[] }
  | { type: 'dateRange' };

export interface DataTableColumn<T> {
  /** Row property shown in the column; also the Firestore field in server mode. */
  field: Extract<keyof T, string>;
  header: string;
  sortable?: boolean;
  filter?: ColumnFilter;
  /** Server tables: why the filter cannot join the active ones (queryShapes.ts); shown disabled. */
  filterUnavailable?: string;
  render?: (row: T) => ReactNode;
  width?: number | string;
  /** Client mode: the value to sort and filter by when it is not `row[field]` itself. */
  getValue?: (row: T) => unknown;
  /** React key when two columns share a field (e.g. an actions column keyed on `id`). */
  key?: string;
  align?: 'left' | 'right' | 'center';
  /**
   * 1 (default): always shown (what the row is, date, status, money, actions); 2: hidden when the
   * table's width runs short; 3: hidden first (ResponsiveTable/columnFit.ts).
   */
  priority?: ColumnPriority;
}

/** What the user has chosen in a column's filter. Keyed by field in `TableState.filters`. */
export type FilterValue =
  | { type: 'text'; text: string }
  | { type: 'checkbox'; values: readonly FilterOptionValue[] }
  | { type: 'dateRange'; preset: DateRangePreset; range: DateRange };

export type FilterState = Partial<Record<string, FilterValue>>;

export const PAGE_SIZES = [25, 50, 75] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

export interface TableState {
  sort: SortState | null;
  filters: FilterState;
  /** Zero-based. */
  page: number;
  pageSize: PageSize;
}

export interface BulkAction<T> {
  label: string;
  /** Selection is cleared once this settles, unless `keepSelection` is set. */
  onClick: (selectedRows: T[]) => void | Promise<void>;
  icon?: ReactNode;
  keepSelection?: boolean;
}
