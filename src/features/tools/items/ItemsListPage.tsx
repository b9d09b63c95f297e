import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import DoneIcon from '@mui/icons-material/Done';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth';
import { DataTable, useFirestoreTable, type BulkAction } from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { deleteItems } from './api/delete-items';
import { forgetItems } from './api/queries';
import { typedItemsCollection } from './api/items-ref';
import { useConfirm } from '@/components/ConfirmDialog';
import { paths } from '@/lib/paths';
import { itemColumns } from './components/itemColumns';
import { ReorderItemsTable } from './components/ReorderItemsTable';
import { type Item } from './model/item';
import { deletedMessage, itemMessagesUi } from './model/messages';
import { itemsTable } from '../tableQueries';

export default function ItemsListPage() {
  const { can } = useSession();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [confirm, confirmDialog] = useConfirm();
  const [reordering, setReordering] = useState(false);
  const table = useFirestoreTable({
    query: typedItemsCollection(),
    columns: itemColumns,
    shapes: itemsTable,
  });

  const bulkActions: BulkAction<Item>[] = can('items.delete')
    ? [
        {
          label: 'Delete',
          icon: <DeleteIcon />,
          onClick: async (rows) => {
            const ok = await confirm({
              title: rows.length === 1 ? 'Delete item?' : `Delete ${rows.length} items?`,
              message: 'Deleted items are removed from the catalogue. This cannot be undone.',
              confirmLabel: 'Delete',
            });
            if (!ok) return;
            try {
              await deleteItems(rows);
              void forgetItems(queryClient);
              enqueueSnackbar(deletedMessage(rows.length), { variant: 'success' });
              table.refresh();
            } catch (error) {
              console.error('Deleting items failed', error);
              enqueueSnackbar(itemMessagesUi.deleteFailed, { variant: 'error' });
              // Rethrown so the table keeps the selection for a retry.
              throw error;
            }
          },
        },
      ]
    : [];

  const toggleReorder = () => {
    if (reordering) table.refresh();
    setReordering(!reordering);
  };

  return (
    <>
      <PageHeader
        title="Items"
        subtitle={
          reordering ? 'Drag items by their handle to change the order on order forms.' : undefined
        }
        actions={
          <>
            {can('items.edit') && (
              <Button
                variant={reordering ? 'contained' : 'outlined'}
                size="large"
                startIcon={reordering ? <DoneIcon /> : <SwapVertIcon />}
                aria-pressed={reordering}
                onClick={toggleReorder}
              >
                {reordering ? 'Done reordering' : 'Reorder'}
              </Button>
            )}
            {can('items.create') && !reordering && (
              <Button
                component={RouterLink}
                to={paths.tools.items.new}
                variant="contained"
                size="large"
                startIcon={<AddIcon />}
              >
                New Item
              </Button>
            )}
          </>
        }
      />
      {reordering ? (
        <ReorderItemsTable />
      ) : (
        <DataTable
          {...table}
          label="Items"
          emptyMessage={itemMessagesUi.noItems}
          noMatchesMessage="No items match the current filters"
          bulkActions={bulkActions}
          onRowClick={(item) => navigate(paths.tools.items.detail(item.id))}
          minWidth={700}
        />
      )}
      {confirmDialog}
    </>
  );
}
