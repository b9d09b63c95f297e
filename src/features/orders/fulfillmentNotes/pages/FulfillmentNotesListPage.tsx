import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useSession } from '@/features/auth';
import { DataTable, useFirestoreTable } from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/lib/paths';
import { fulfillmentNoteDocs } from '../api/fulfillment-notes-collection';
import { fulfillmentNoteColumns } from './columns';
import { fulfillmentNotesTable } from '../../tableQueries';

/** fulfillment-notes: every note, newest first, the current one marked; paged on the server. */
export default function FulfillmentNotesListPage() {
  const { can } = useSession();
  const navigate = useNavigate();
  const canCreate = can('fulfillmentNotes.create');
  const canEdit = can('fulfillmentNotes.edit');
  const columns = useMemo(
    () =>
      fulfillmentNoteColumns({
        onCopy: canCreate ? (row) => navigate(paths.fulfillmentNotes.copy(row.id)) : undefined,
        onEdit: canEdit ? (row) => navigate(paths.fulfillmentNotes.edit(row.id)) : undefined,
      }),
    [canCreate, canEdit, navigate],
  );
  const base = useMemo(() => fulfillmentNoteDocs(), []);
  const table = useFirestoreTable({
    query: base,
    columns,
    shapes: fulfillmentNotesTable,
  });

  return (
    <>
      <PageHeader
        title="Fulfillment Notes"
        subtitle="The current note shows on the fulfillments screen and on every packing slip."
        actions={
          canCreate && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => navigate(paths.fulfillmentNotes.new)}
            >
              New Note
            </Button>
          )
        }
      />
      <DataTable {...table} label="Fulfillment notes" emptyMessage="No fulfillment notes yet" />
    </>
  );
}
