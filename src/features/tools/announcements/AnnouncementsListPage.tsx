import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CollectionReference } from 'firebase/firestore';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useSession } from '@/features/auth';
import { announcementsCollection } from '@/features/notifications';
import { DataTable, useFirestoreTable } from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { announcementColumns, type AnnouncementDoc } from './columns';
import { announcementPaths } from './routes';

/** tools/announcements: every announcement, newest first, paged on the server. */
export default function AnnouncementsListPage() {
  const { can } = useSession();
  const navigate = useNavigate();
  const canEdit = can('announcements.edit');
  // The cast only names the stored shape; rules (validAnnouncement) guarantee these fields.
  const base = useMemo(() => announcementsCollection() as CollectionReference<AnnouncementDoc>, []);
  const table = useFirestoreTable({
    query: base,
    columns: announcementColumns,
    initialState: { sort: { field: 'createdAt', direction: 'desc' } },
  });

  return (
    <>
      <PageHeader
        title="Announcements"
        actions={
          can('announcements.create') && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => navigate(announcementPaths.new)}
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
        onRowClick={canEdit ? (row) => navigate(announcementPaths.edit(row.id)) : undefined}
      />
    </>
  );
}
