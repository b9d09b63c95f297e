import type { ReactNode } from 'react';
import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  type TableRowProps,
} from '@mui/material';
import { ScrollRegion, useColumnFit, type ColumnPriority } from '@/components/ResponsiveTable';

/** One column of a ReadOnlyTable: its header and how a row shows in it. */
export interface ReadOnlyColumn<Row> {
  header: string;
  /** Tells apart columns of one header (territories of one name); the header by default. */
  key?: string;
  /**
   * The cell names its row (a `th` for screen readers) and stays pinned at the start while the
   * table scrolls sideways, so a form row keeps saying what it edits.
   */
  rowHeader?: boolean;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** How long values wrap: `nowrap` keeps dates and codes on one line, `anywhere` breaks notes. */
  wrap?: 'nowrap' | 'anywhere';
  /** 1 (default) always shown; 2 hidden when the width runs short; 3 hidden first. */
  priority?: ColumnPriority;
  /** The column's cell in the bold last row (a total, a median); none: no last row. */
  footer?: ReactNode;
}

interface ReadOnlyTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly ReadOnlyColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** An outlined paper around the table, for tables that stand alone on a page. */
  outlined?: boolean;
  /** Shown in one full-width row when there are no rows. */
  emptyMessage?: string;
  /** A row's own props: a look of its own (a refused line), a `data-` attribute for tests. */
  rowProps?: (row: Row) => Omit<TableRowProps, 'children'> & { [data: `data-${string}`]: string };
  /** Rows shown bold (a statement's subtotals between its lines). */
  bold?: (row: Row) => boolean;
}

/** A row header stays at the start of a sideways scroll, over the cells passing under it. */
const PINNED = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

const WRAP_STYLES = {
  nowrap: { whiteSpace: 'nowrap' },
  anywhere: { overflowWrap: 'anywhere' },
} as const;

/** A small table that only shows rows (histories, logs), where the paged DataTable is too much. */
export function ReadOnlyTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  outlined = false,
  emptyMessage,
  rowProps,
  bold,
}: ReadOnlyTableProps<Row>) {
  const keyOf = (column: ReadOnlyColumn<Row>) => column.key ?? column.header;
  const fit = useColumnFit(
    columns.map((column) => ({
      key: keyOf(column),
      header: column.header,
      priority: column.priority,
    })),
  );
  const shown = columns.filter((column) => !fit.hidden.has(keyOf(column)));
  const cellStyle = (column: ReadOnlyColumn<Row>) => ({
    ...(column.wrap && WRAP_STYLES[column.wrap]),
    ...(column.rowHeader && PINNED),
  });
  const table = (
    <>
      {fit.note}
      <ScrollRegion label={label} onLayout={fit.onLayout}>
        <Table size="small" aria-label={label} sx={{ minWidth: fit.tableMinWidth }}>
          <TableHead>
            <TableRow>
              {shown.map((column) => (
                <TableCell
                  key={keyOf(column)}
                  data-column={keyOf(column)}
                  align={column.align}
                  sx={column.rowHeader ? PINNED : undefined}
                >
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow
                key={rowKey(row, index)}
                sx={bold?.(row) ? { '& td, & th': { fontWeight: 600 } } : undefined}
                {...rowProps?.(row)}
              >
                {shown.map((column) => (
                  <TableCell
                    key={keyOf(column)}
                    align={column.align}
                    sx={cellStyle(column)}
                    {...(column.rowHeader && { component: 'th', scope: 'row' })}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && emptyMessage && (
              <TableRow>
                <TableCell colSpan={shown.length}>{emptyMessage}</TableCell>
              </TableRow>
            )}
          </TableBody>
          {columns.some((column) => column.footer !== undefined) && (
            <TableFooter>
              <TableRow>
                {shown.map((column) => (
                  <TableCell
                    key={keyOf(column)}
                    align={column.align}
                    sx={{
                      ...cellStyle(column),
                      fontWeight: 600,
                      fontSize: '0.875rem',
                      color: 'text.primary',
                    }}
                  >
                    {column.footer}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </ScrollRegion>
    </>
  );
  return outlined ? <Paper variant="outlined">{table}</Paper> : table;
}
