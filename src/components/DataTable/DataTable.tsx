/**
 * The one list component of the app (spec 01 §2 "Shared tables").
 *
 * Client mode — the rows are already in memory:
 * ```tsx
 * const columns: DataTableColumn<Item>[] = [
 *   { field: 'name', header: 'Name', sortable: true, filter: { type: 'text' } },
 *   { field: 'status', header: 'Status', filter: { type: 'checkbox', options: STATUS_OPTIONS } },
 *   { field: 'createdAt', header: 'Created', sortable: true, filter: { type: 'dateRange' },
 *     render: (item) => formatDate(item.createdAt) },
 * ];
 * <DataTable rows={items} columns={columns} getRowId={(item) => item.id}
 *   emptyMessage="No items yet" onRowClick={(item) => navigate(paths.item(item.id))}
 *   bulkActions={[{ label: 'Delete', onClick: (selected) => deleteItems(selected) }]} />
 * ```
 * Server mode — a Firestore collection, paged and counted on the server:
 * ```tsx
 * const table = useFirestoreTable({ query: itemsCollection(db), columns });
 * <DataTable {...table} emptyMessage="No items yet" />
 * ```
 */
import { useMemo, useState } from 'react';
import { Alert, Box, LinearProgress, Paper, Popover, Table, TablePagination } from '@mui/material';
import { ScrollRegion, useColumnFit } from '@/components/ResponsiveTable';
import { applyClientQuery } from './clientQuery';
import { ColumnFilterControl } from './ColumnFilterControl';
import { DataTableBody } from './DataTableBody';
import { DataTableHead } from './DataTableHead';
import { DataTableToolbar } from './DataTableToolbar';
import { filterSummary } from './filterSummary';
import { maxCheckboxValues } from './inLimits';
import { reorderRows } from './reorder';
import {
  clearFilters,
  initialTableState,
  isFilterActive,
  setFilter,
  setPage,
  setPageSize,
  sortableFields,
  toggleSort,
} from './tableState';
import { TOUCH_TARGET } from './touch';
import {
  PAGE_SIZES,
  type BulkAction,
  type DataTableColumn,
  type PageSize,
  type TableState,
} from './types';
import { useSelection } from './useSelection';
import { loadErrorMessage, type TableLoadError } from './loadError';
import { NeedsConnection } from '@/components/QueryState';

interface CommonProps<T> {
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string;
  loading?: boolean;
  /** A message, or a server table's load error, which the table words with its `label`. */
  error?: string | TableLoadError | null;
  /** Shown when there are no rows at all. */
  emptyMessage?: string;
  /** Shown when filters hide every row. */
  noMatchesMessage?: string;
  onRowClick?: (row: T) => void;
  /** Enables row checkboxes; the toolbar offers these while rows are selected. */
  bulkActions?: readonly BulkAction<T>[];
  /** Enables drag handles (and disables sorting); receives all rows in their new order. */
  onReorder?: (rows: T[]) => void;
  /** Accessible name of the table. */
  label?: string;
  /**
   * The width all columns need: below it the table scrolls sideways instead of squeezing its
   * columns, once its columns of priority 2 and 3 are hidden (as far as they need to be).
   */
  minWidth?: number;
}

export interface ClientDataTableProps<T> extends CommonProps<T> {
  mode?: 'client';
  rows: readonly T[];
  initialState?: Partial<TableState>;
  /** Optional control, e.g. to keep filters in the URL. */
  state?: TableState;
  onStateChange?: (next: TableState) => void;
}

export interface ServerDataTableProps<T> extends CommonProps<T> {
  mode: 'server';
  /** The current page only, already sorted and filtered. */
  rows: readonly T[];
  /** Null when unknown (still counting, or offline); paging then relies on hasNextPage. */
  totalCount: number | null;
  hasNextPage?: boolean;
  state: TableState;
  onStateChange: (next: TableState) => void;
  /** Reloads the page of rows: the Retry of "This page needs a connection". */
  refresh?: () => void;
  /** The disjunctions of the base query's own `in` filters, which cap checkbox filters. */
  baseDisjunctions?: number;
}

export type DataTableProps<T> = ClientDataTableProps<T> | ServerDataTableProps<T>;

export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns,
    getRowId,
    loading = false,
    error = null,
    emptyMessage = 'No records found',
    noMatchesMessage = 'No records match the current filters',
    onRowClick,
    bulkActions = [],
    onReorder,
    label,
    minWidth = 640,
  } = props;

  const [ownState, setOwnState] = useState(() =>
    initialTableState(props.mode === 'server' ? undefined : props.initialState),
  );
  const state = props.state ?? ownState;
  const changeState = (next: TableState) => {
    if (!props.state) setOwnState(next);
    props.onStateChange?.(next);
  };
  const [filterAnchor, setFilterAnchor] = useState<{ field: string; el: HTMLElement } | null>(null);

  const reorderable = Boolean(onReorder);
  const serverProps = props.mode === 'server' ? props : null;
  const clientRows = props.mode === 'server' ? null : props.rows;
  const client = useMemo(
    () =>
      clientRows &&
      applyClientQuery(clientRows, columns, reorderable ? { ...state, sort: null } : state),
    [clientRows, columns, state, reorderable],
  );
  const pageRows = client ? client.pageRows : props.rows;
  const page = client ? client.page : state.page;
  const totalCount = client ? client.totalCount : (serverProps?.totalCount ?? null);
  // While the count is out, a page short of full is the last one: its rows give the total (else
  // the footer would read "1–25 of more than 25" under three rows).
  const shownCount =
    totalCount ?? (pageRows.length < state.pageSize ? page * state.pageSize + pageRows.length : -1);

  const selection = useSelection(pageRows, getRowId);
  const selectable = bulkActions.length > 0;

  const activeFilters = columns.flatMap((column) => {
    const value = state.filters[column.field];
    return column.filter && isFilterActive(value)
      ? [{ field: column.field, label: filterSummary(column.header, column.filter, value) }]
      : [];
  });
  const filtering = activeFilters.length > 0;

  const offline = typeof error === 'object' && error?.kind === 'offline';
  const placeholder =
    pageRows.length > 0 || offline
      ? null
      : loading
        ? 'Loading…'
        : filtering
          ? noMatchesMessage
          : emptyMessage;

  const moveRow = (from: number, to: number) => {
    const allRows = clientRows ?? pageRows;
    const next = reorderRows(allRows, pageRows, from, to, getRowId);
    if (next && onReorder) onReorder(next);
  };

  const fit = useColumnFit(
    columns.map((column) => ({
      key: column.key ?? column.field,
      header: column.header,
      priority: column.priority,
    })),
    minWidth,
  );
  const shownColumns = columns.filter((column) => !fit.hidden.has(column.key ?? column.field));

  const openColumn = filterAnchor && columns.find((c) => c.field === filterAnchor.field);

  return (
    <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
      <DataTableToolbar
        selectedRows={selection.selectedRows}
        bulkActions={bulkActions}
        onClearSelection={selection.clear}
        activeFilters={activeFilters}
        onRemoveFilter={(field) => changeState(setFilter(state, field, null))}
        onClearFilters={() => changeState(clearFilters(state))}
      />
      {offline ? (
        <NeedsConnection onRetry={serverProps?.refresh} />
      ) : (
        error && (
          <Alert severity="error" sx={{ m: 2 }}>
            {typeof error === 'string' ? error : loadErrorMessage(label, error)}
          </Alert>
        )
      )}
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Loading" />}</Box>
      {fit.note}
      <ScrollRegion label={label} onLayout={fit.onLayout}>
        <Table aria-label={label} aria-busy={loading} sx={{ minWidth: fit.tableMinWidth }}>
          <DataTableHead
            columns={shownColumns}
            sort={state.sort}
            sortingEnabled={!reorderable}
            sortable={serverProps ? sortableFields(columns, state.filters) : 'all'}
            reorderable={reorderable}
            selection={
              selectable
                ? {
                    allSelected: selection.allOnPageSelected,
                    someSelected: selection.someOnPageSelected,
                    onToggleAll: selection.togglePage,
                  }
                : null
            }
            activeFilterFields={new Set(activeFilters.map((f) => f.field))}
            onSort={(field) => changeState(toggleSort(state, field))}
            onOpenFilter={(field, el) => setFilterAnchor({ field, el })}
          />
          <DataTableBody
            rows={pageRows}
            columns={shownColumns}
            getRowId={getRowId}
            placeholder={placeholder}
            colSpan={shownColumns.length + (selectable ? 1 : 0) + (reorderable ? 1 : 0)}
            selection={
              selectable ? { isSelected: selection.isSelected, onToggle: selection.toggle } : null
            }
            onRowClick={onRowClick}
            onMove={reorderable ? moveRow : null}
          />
        </Table>
      </ScrollRegion>
      {/* Offline without the list the count is unknown: "0 rows" or a stale total would mislead. */}
      {!offline && (
        <TablePagination
          component="div"
          count={shownCount}
          page={page}
          rowsPerPage={state.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, next) => changeState(setPage(state, next))}
          onRowsPerPageChange={(event) =>
            changeState(setPageSize(state, Number(event.target.value) as PageSize))
          }
          slotProps={{
            // Native select: the system picker is the dependable touch control on tablets.
            select: { native: true, inputProps: { 'aria-label': 'Rows per page' } },
            actions: {
              previousButton: { sx: TOUCH_TARGET },
              nextButton: {
                sx: TOUCH_TARGET,
                ...(serverProps && { disabled: loading || !serverProps.hasNextPage }),
              },
            },
          }}
        />
      )}
      <Popover
        open={Boolean(openColumn)}
        anchorEl={filterAnchor?.el}
        onClose={() => setFilterAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 2, width: 320, maxWidth: '100vw' }, role: 'dialog' } }}
      >
        {openColumn?.filter && (
          <ColumnFilterControl
            header={openColumn.header}
            filter={openColumn.filter}
            value={state.filters[openColumn.field]}
            maxValues={
              serverProps
                ? maxCheckboxValues(state.filters, openColumn.field, serverProps.baseDisjunctions)
                : undefined
            }
            onChange={(value) => changeState(setFilter(state, openColumn.field, value))}
          />
        )}
      </Popover>
    </Paper>
  );
}
