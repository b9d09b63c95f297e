import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import {
  DataTable,
  useFirestoreTable,
  type DataTableColumn,
  type WithId,
} from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { useSession, useSignedInUser } from '@/features/auth';
import { db } from '@/lib/firebase';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { draftsListBase } from '../../api/drafts-list-base';
import type { DraftOrderDoc } from '../../model/types';
import { orderDraftsTable } from '../../tableQueries';
import { NewOrderButton } from '../components/NewOrderButton';
import { useDeleteDraft } from '../components/useDeleteDraft';

type Row = WithId<DraftOrderDoc>;

/** draft-orders: the caller's own drafts (drafts are personal), last saved first. */
export default function DraftsListPage() {
  const { can } = useSession();
  const { user } = useSignedInUser();
  const navigate = useNavigate();
  const base = useMemo(() => draftsListBase(db, user.uid), [user.uid]);
  const { ask: askDelete, dialog: deleteDialog } = useDeleteDraft({
    onDeleted: () => table.refresh(),
  });
  const columns = useMemo(
    (): DataTableColumn<Row>[] => [
      { field: 'territoryId', header: 'Territory', render: (r) => r.territory?.name ?? '' },
      {
        field: 'deliveryLocationId',
        header: 'Delivery Location',
        render: (r) => r.deliveryLocation?.name ?? '',
      },
      {
        field: 'items',
        header: 'Cases',
        align: 'right',
        width: 90,
        render: (r) =>
          Array.isArray(r.items) ? r.items.reduce((s, l) => s + (l.quantity || 0), 0) : 0,
      },
      {
        field: 'updatedAt',
        header: 'Last saved',
        sortable: true,
        render: (r) => formatDateTime(r.updatedAt),
      },
      {
        field: 'userId',
        key: 'actions',
        header: '',
        align: 'right',
        width: 200,
        render: (r) => (
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            {can('draftOrders.edit') && (
              <Button
                variant="outlined"
                size="small"
                aria-label={`Edit draft for ${r.deliveryLocation?.name ?? 'no delivery location'}`}
                onClick={(event) => {
                  event.stopPropagation();
                  navigate(paths.orders.draftEdit(r.id));
                }}
              >
                Edit
              </Button>
            )}
            {askDelete && (
              <Button
                variant="outlined"
                size="small"
                color="error"
                aria-label={`Delete draft for ${r.deliveryLocation?.name ?? 'no delivery location'}`}
                onClick={(event) => {
                  event.stopPropagation();
                  askDelete(r);
                }}
              >
                Delete
              </Button>
            )}
          </Box>
        ),
      },
    ],
    [can, navigate, askDelete],
  );
  const table = useFirestoreTable({
    query: base,
    columns,
    shapes: orderDraftsTable,
  });
  return (
    <>
      <PageHeader title="Drafts" actions={<NewOrderButton />} />
      <DataTable {...table} label="Draft orders" emptyMessage="No drafts" />
      {deleteDialog}
    </>
  );
}
