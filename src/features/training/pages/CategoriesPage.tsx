import { Link as RouterLink } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { PageHeader } from '@/components/PageHeader';
import { DataTable, editDeleteColumn, type DataTableColumn } from '@/components/DataTable';
import { QueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { deleteCategory } from '../api/delete-category';
import { forgetCategories } from '../api/queries';
import { useDeleteAction } from '@/components/ConfirmDialog';
import { paths } from '@/lib/paths';
import { useCategories } from '../components/useCategories';
import type { VideoCategory } from '../model/types';

/**
 * Video categories. Client mode on purpose: categories are a small hand-made set (they are the tabs
 * of the videos page), already read whole for those tabs, so one read serves sorting and filtering.
 */
export function CategoriesPage() {
  const client = useQueryClient();
  const categories = useCategories();
  const { ask: askDelete, dialog: deleteDialog } = useDeleteAction<VideoCategory>({
    remove: (category) => deleteCategory(db, category.id),
    deleted: 'Training video category deleted',
    failed: 'Training video category deletion failed',
    onDeleted: () => void forgetCategories(client),
    title: 'Delete category?',
    message: (category) =>
      `"${category.name}" will be removed. Categories that still have videos cannot be deleted.`,
  });

  const columns: DataTableColumn<VideoCategory>[] = [
    { field: 'order', header: 'Order', sortable: true, width: 96 },
    { field: 'name', header: 'Name', sortable: true, filter: { type: 'text' } },
  ];
  const actions = editDeleteColumn<VideoCategory>({
    subject: (category) => category.name,
    editTo: (category) => paths.training.editCategory(category.id),
    onDelete: askDelete,
  });
  if (actions) columns.push(actions);

  return (
    <Box>
      <PageHeader
        title="Video Categories"
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths.training.videos}
              startIcon={<VideoLibraryIcon />}
              size="large"
            >
              Videos
            </Button>
            <Button
              component={RouterLink}
              to={paths.training.reorderCategories}
              startIcon={<SwapVertIcon />}
              variant="outlined"
              size="large"
            >
              Reorder
            </Button>
            <Button
              component={RouterLink}
              to={paths.training.newCategory}
              startIcon={<AddIcon />}
              variant="contained"
              size="large"
            >
              New Category
            </Button>
          </>
        }
      />
      {categories.isSuccess ? (
        <DataTable
          rows={categories.data}
          columns={columns}
          getRowId={(category) => category.id}
          emptyMessage="There is no video category."
          label="Video categories"
          initialState={{ sort: { field: 'order', direction: 'asc' } }}
          minWidth={480}
        />
      ) : (
        <QueryState
          query={categories}
          loadingLabel="Loading video categories"
          errorMessage="Could not load the video categories."
        />
      )}
      {deleteDialog}
    </Box>
  );
}
