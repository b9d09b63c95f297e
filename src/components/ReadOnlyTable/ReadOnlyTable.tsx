import type { ReactNode } from 'react';
import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';

/** One column of a ReadOnlyTable: its header and how a row shows in it. */
export interface ReadOnlyColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** How long values wrap: `nowrap` keeps dates and codes on one line, `anywhere` breaks notes. */
  wrap?: 'nowrap' | 'anywhere';
}

interface ReadOnlyTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly ReadOnlyColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** An outlined paper around the table, for tables that stand alone on a page. */
  outlined?: boolean;
}

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
}: ReadOnlyTableProps<Row>) {
  return (
    <TableContainer {...(outlined ? { component: Paper, variant: 'outlined' as const } : {})}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((column) => (
                <TableCell
                  key={column.header}
                  align={column.align}
                  sx={column.wrap ? WRAP_STYLES[column.wrap] : undefined}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
