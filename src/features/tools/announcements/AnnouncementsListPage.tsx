import { errorText } from '@/lib/errors';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useSnackbar } from 'notistack';
import { useSession } from '@/features/auth';
import { announcementRecords } from '@/data/announcements';
import { db } from '@/lib/firebase';
import { DataTable, useFirestoreTable, type BulkAction } from '@/components/DataTable';
import { useConfirm } from '@/components/ConfirmDialog';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/lib/paths';
import { announcementColumns, type AnnouncementRow } from './columns';
import { deleteAnnouncements } from './api/delete-announcements';
import { announcementsTable } from '../tableQueries';

/** tools/announcements: every announcement, newest first, paged on the server. */
export default function AnnouncementsListPage() {
  const { can } = useSession();
  const navigate = useNavigate();
  const canEdit = can('announcements.edit');
  const { enqueueSnackbar } = useSnackbar();
  const [confirm, confirmDialog] = useConfirm();
  const base = useMemo(() => announcementRecords(db), []);
  const table = useFirestoreTable({
    query: base,
    columns: announcementColumns,
    shapes: announcementsTable,
  });

  const bulkActions: BulkAction<AnnouncementRow>[] = can('announcements.delete')
    ? [
        {
          label: 'Delete',
          icon: <DeleteIcon />,
          onClick: async (rows) => {
            const ok = await confirm({
              title:
                rows.length === 1 ? 'Delete announcement?' : `Delete ${rows.length} announcements?`,
              message: 'Deleted announcements disappear from the bar and the bell for everyone.',
              confirmLabel: 'Delete',
            });
            if (!ok) return;
            try {
              await deleteAnnouncements(rows);
              enqueueSnackbar(
                rows.length === 1 ? 'Announcement deleted' : `${rows.length} announcements deleted`,
                { variant: 'success' },
              );
              table.refresh();
            } catch (error) {
              console.error('Deleting announcements failed', error);
              enqueueSnackbar(errorText(error), {
                variant: 'error',
              });
              // Rethrown so the table keeps the selection for a retry.
              throw error;
            }
          },
        },
      ]
    : [];

  return (
    <>
      {confirmDialog}
      <PageHeader
        title="Announcements"
        actions={
          can('announcements.create') && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => navigate(paths.tools.announcements.new)}
            >
              New Announcement
            </Button>
          )
        }
      />
      <DataTable
        {...table}
        label="Announcements"
        emptyMessage="No announcements yet"
        bulkActions={bulkActions}
        onRowClick={canEdit ? (row) => navigate(paths.tools.announcements.edit(row.id)) : undefined}
      />
    </>
  );
}
