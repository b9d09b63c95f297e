import type { ReactNode, Ref } from 'react';
import { Box, Checkbox, TableCell, TableRow } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import type { DraggableProvided } from '@hello-pangea/dnd';
import { cellValue } from './clientQuery';
import { TOUCH_TARGET } from './touch';
import type { DataTableColumn } from './types';

export interface DataTableBodyProps<T> {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string;
  /** Shown in a full-width row instead of data (loading, empty, no matches). */
  placeholder: ReactNode | null;
  colSpan: number;
  selection: { isSelected: (id: string) => boolean; onToggle: (row: T) => void } | null;
  onRowClick?: (row: T) => void;
  /** Indices are positions in `rows`; null when drag reordering is off. */
  onMove: ((from: number, to: number) => void) | null;
}

function cellContent<T>(row: T, column: DataTableColumn<T>): ReactNode {
  if (column.render) return column.render(row);
  const value = cellValue(row, column);
  return value === null || value === undefined ? '' : String(value);
}

/** The accessible name of a row's checkbox: its first column, e.g. "Select Harbor Street". */
function rowLabel<T>(row: T, columns: readonly DataTableColumn<T>[]): string {
  const first = columns[0];
  const value = first ? cellValue(row, first) : '';
  return typeof value === 'string' || typeof value === 'number' ? `Select ${value}` : 'Select row';
}

interface DataRowProps<T> extends DataTableBodyProps<T> {
  row: T;
  drag?: DraggableProvided;
  dragging?: boolean;
}

export function DataRow<T>({
  row,
  columns,
  getRowId,
  selection,
  onRowClick,
  drag,
  dragging,
}: DataRowProps<T>) {
  const id = getRowId(row);
  const selected = selection?.isSelected(id) ?? false;
  return (
    <TableRow
      ref={drag?.innerRef as Ref<HTMLTableRowElement> | undefined}
      {...drag?.draggableProps}
      hover
      selected={selected}
      onClick={onRowClick ? () => onRowClick(row) : undefined}
      onKeyDown={
        onRowClick
          ? (event) => {
              if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row);
            }
          : undefined
      }
      tabIndex={onRowClick ? 0 : undefined}
      // A dragged row leaves the table layout; `display: table` keeps its cells from collapsing.
      sx={{
        cursor: onRowClick ? 'pointer' : undefined,
        ...(dragging && {
          display: 'table',
          tableLayout: 'fixed',
          bgcolor: 'background.paper',
          boxShadow: 3,
        }),
      }}
    >
      {drag && (
        <TableCell padding="checkbox">
          <Box
            {...drag.dragHandleProps}
            aria-label="Drag to reorder"
            onClick={(event) => event.stopPropagation()}
            sx={{
              ...TOUCH_TARGET,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              cursor: 'grab',
              color: 'text.secondary',
            }}
          >
            <DragIndicatorIcon />
          </Box>
        </TableCell>
      )}
      {selection && (
        <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
          <Checkbox
            sx={TOUCH_TARGET}
            checked={selected}
            onChange={() => selection.onToggle(row)}
            slotProps={{ input: { 'aria-label': rowLabel(row, columns) } }}
          />
        </TableCell>
      )}
      {columns.map((column) => (
        <TableCell
          key={column.key ?? column.field}
          align={column.align}
          sx={{ width: column.width }}
        >
          {cellContent(row, column)}
        </TableCell>
      ))}
    </TableRow>
  );
}
