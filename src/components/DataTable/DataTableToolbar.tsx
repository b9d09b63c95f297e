import { useState } from 'react';
import { alpha, Box, Button, Chip, Stack, Toolbar, Typography } from '@mui/material';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import type { BulkAction } from './types';

interface ActiveFilterChip {
  field: string;
  label: string;
}

interface DataTableToolbarProps<T> {
  selectedRows: T[];
  bulkActions: readonly BulkAction<T>[];
  onClearSelection: () => void;
  activeFilters: readonly ActiveFilterChip[];
  onRemoveFilter: (field: string) => void;
  onClearFilters: () => void;
}

/** Above the table: bulk actions while rows are selected, active filters whenever there are any. */
export function DataTableToolbar<T>({
  selectedRows,
  bulkActions,
  onClearSelection,
  activeFilters,
  onRemoveFilter,
  onClearFilters,
}: DataTableToolbarProps<T>) {
  const [busy, setBusy] = useState(false);

  const run = async (action: BulkAction<T>) => {
    setBusy(true);
    try {
      await action.onClick(selectedRows);
      if (!action.keepSelection) onClearSelection();
    } finally {
      // A failed action keeps the selection so the user can retry; the action reports its own error.
      setBusy(false);
    }
  };

  return (
    <>
      {selectedRows.length > 0 && (
        <Toolbar
          sx={(theme) => ({
            gap: 1,
            flexWrap: 'wrap',
            py: 1,
            bgcolor: alpha(theme.palette.primary.main, theme.palette.action.activatedOpacity),
          })}
        >
          <Typography sx={{ flex: '1 1 auto' }} role="status">
            {selectedRows.length} selected
          </Typography>
          {bulkActions.map((action) => (
            <Button
              key={action.label}
              variant="contained"
              startIcon={action.icon}
              disabled={busy}
              onClick={() => void run(action)}
              sx={{ minHeight: 44 }}
            >
              {action.label}
            </Button>
          ))}
          <Button onClick={onClearSelection} disabled={busy} sx={{ minHeight: 44 }}>
            Clear selection
          </Button>
        </Toolbar>
      )}
      {activeFilters.length > 0 && (
        <Box sx={{ px: 2, py: 1 }}>
          <Stack
            direction="row"
            useFlexGap
            spacing={1}
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            {activeFilters.map((filter) => (
              <Chip
                key={filter.field}
                label={filter.label}
                onDelete={() => onRemoveFilter(filter.field)}
                sx={{ minHeight: 36 }}
              />
            ))}
            <Button
              startIcon={<FilterListOffIcon />}
              onClick={onClearFilters}
              sx={{ minHeight: 44 }}
            >
              Clear all filters
            </Button>
          </Stack>
        </Box>
      )}
    </>
  );
}
