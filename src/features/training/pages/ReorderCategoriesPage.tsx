import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useSnackbar } from 'notistack';
import { PageHeader } from '@/components/PageHeader';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { QueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { errorText } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { categoriesQuery } from '../api/queries';
import { reorderCategories } from '../api/reorder-categories';
import { useCategories } from '../components/useCategories';
import { changedOrders } from '../model/renumber';
import type { VideoCategory } from '../model/types';

export const ORDER_SAVED_MESSAGE = 'Category order saved';
export const ORDER_FAILED_MESSAGE = 'Saving the category order failed';

const columns: DataTableColumn<VideoCategory>[] = [
  { field: 'order', header: 'Current order', width: 140 },
  { field: 'name', header: 'Name' },
];

/**
 * Drag rows (the shared table's @hello-pangea/dnd handles: mouse, touch, or keyboard with Space
 * and the arrow keys) and save: orders are renumbered from 1 and written in one batch (spec 02 §4).
 * Client mode: the whole small category list is on screen, so a drag can reach any position.
 */
export function ReorderCategoriesPage() {
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const categories = useCategories();
  // The rows as dragged, until saved; before the first drag, the stored order.
  const [dragged, setDragged] = useState<VideoCategory[] | null>(null);
  const [saving, setSaving] = useState(false);

  const rows = dragged ?? categories.data ?? [];
  const changes = changedOrders(rows);

  const save = async () => {
    setSaving(true);
    try {
      await reorderCategories(db, changes);
      // The saved order is known: every page sharing the list shows it without a re-read.
      client.setQueryData(
        categoriesQuery(db).queryKey,
        rows.map((category, index) => ({ ...category, order: index + 1 })),
      );
      setDragged(null);
      enqueueSnackbar(ORDER_SAVED_MESSAGE, { variant: 'success' });
    } catch (error) {
      console.error('Saving the category order failed', error);
      enqueueSnackbar(`${ORDER_FAILED_MESSAGE}: ${errorText(error)}`, { variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box>
      <PageHeader
        title="Reorder Video Categories"
        subtitle="Drag a row by its handle (or focus the handle, press Space, move with the arrow keys and press Space again), then save."
        actions={
          <>
            <Button component={RouterLink} to={paths.training.categories} size="large">
              Back to categories
            </Button>
            <Button
              variant="contained"
              size="large"
              startIcon={<SaveIcon />}
              onClick={save}
              loading={saving}
              disabled={changes.length === 0}
            >
              Save Order
            </Button>
          </>
        }
      />
      {changes.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Unsaved order: press Save Order to keep it.
        </Alert>
      )}
      {categories.isSuccess ? (
        <DataTable
          rows={rows}
          columns={columns}
          getRowId={(category) => category.id}
          emptyMessage="There is no video category."
          label="Video categories order"
          onReorder={setDragged}
          initialState={{ pageSize: 75 }}
          minWidth={360}
        />
      ) : (
        <QueryState
          query={categories}
          loadingLabel="Loading video categories"
          errorMessage="Could not load the video categories."
        />
      )}
    </Box>
  );
}
