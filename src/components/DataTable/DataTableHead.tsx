import type { MouseEvent } from 'react';
import {
  Badge,
  Box,
  Checkbox,
  IconButton,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
} from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { TOUCH_TARGET } from './touch';
import type { DataTableColumn, SortState } from './types';

interface DataTableHeadProps<T> {
  columns: readonly DataTableColumn<T>[];
  sort: SortState | null;
  /** False while drag reordering is on: a sorted view has no order of its own to change. */
  sortingEnabled: boolean;
  /** Server tables under a text or date filter: only these columns keep their sort control. */
  sortable: 'all' | ReadonlySet<string>;
  reorderable: boolean;
  selection: { allSelected: boolean; someSelected: boolean; onToggleAll: () => void } | null;
  activeFilterFields: ReadonlySet<string>;
  onSort: (field: string) => void;
  onOpenFilter: (field: string, anchor: HTMLElement) => void;
}

export function DataTableHead<T>({
  columns,
  sort,
  sortingEnabled,
  sortable,
  reorderable,
  selection,
  activeFilterFields,
  onSort,
  onOpenFilter,
}: DataTableHeadProps<T>) {
  return (
    <TableHead>
      <TableRow>
        {reorderable && <TableCell padding="checkbox" aria-label="Reorder" />}
        {selection && (
          <TableCell padding="checkbox">
            <Checkbox
              sx={TOUCH_TARGET}
              checked={selection.allSelected}
              indeterminate={selection.someSelected && !selection.allSelected}
              onChange={selection.onToggleAll}
              slotProps={{ input: { 'aria-label': 'Select all rows on this page' } }}
            />
          </TableCell>
        )}
        {columns.map((column) => {
          const sorted = sort?.field === column.field ? sort.direction : false;
          const filtered = activeFilterFields.has(column.field);
          return (
            <TableCell
              key={column.key ?? column.field}
              data-column={column.key ?? column.field}
              align={column.align}
              sx={{ width: column.width, whiteSpace: 'nowrap', fontWeight: 600 }}
              sortDirection={sorted}
            >
              <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                {column.sortable &&
                sortingEnabled &&
                (sortable === 'all' || sortable.has(column.field)) ? (
                  <TableSortLabel
                    active={sorted !== false}
                    direction={sorted || 'asc'}
                    onClick={() => onSort(column.field)}
                    sx={{ minHeight: 44 }}
                  >
                    {column.header}
                  </TableSortLabel>
                ) : (
                  column.header
                )}
                {column.filter && (
                  <Tooltip title={column.filterUnavailable ?? `Filter ${column.header}`}>
                    {/* A disabled button fires no events: the span keeps the tooltip working. */}
                    <span>
                      <IconButton
                        sx={TOUCH_TARGET}
                        aria-label={`Filter ${column.header}`}
                        aria-haspopup="dialog"
                        disabled={column.filterUnavailable !== undefined && !filtered}
                        color={filtered ? 'primary' : 'default'}
                        onClick={(event: MouseEvent<HTMLElement>) =>
                          onOpenFilter(column.field, event.currentTarget)
                        }
                      >
                        <Badge variant="dot" color="primary" invisible={!filtered}>
                          <FilterListIcon fontSize="small" />
                        </Badge>
                      </IconButton>
                    </span>
                  </Tooltip>
                )}
              </Box>
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
