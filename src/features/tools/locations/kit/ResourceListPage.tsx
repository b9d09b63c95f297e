import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { DocumentData } from 'firebase/firestore';
import type { AnyObject } from 'yup';
import { DataTable, useFirestoreTable, type BulkAction, type WithId } from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { useSession } from '@/features/auth';
import { db } from '@/lib/firebase';
import { permissionFor } from './permissions';
import type { ResourceConfig } from './types';
import { useDeleteRecords } from './useDeleteRecords';
import { useLookups } from './useLookups';

/** The list screen of a resource: server-paged table, New button, bulk delete. */
export function ResourceListPage<D extends DocumentData, V extends AnyObject>({
  config,
}: {
  config: ResourceConfig<D, V>;
}) {
  const navigate = useNavigate();
  const { can } = useSession();
  const { lookups, error: lookupError } = useLookups(config.lookups);
  const columns = useMemo(() => config.columns(lookups), [config, lookups]);
  const baseQuery = useMemo(() => config.records(db), [config]);
  const table = useFirestoreTable<D>({ query: baseQuery, columns, shapes: config.listShapes });
  const deletion = useDeleteRecords(config, table.refresh);

  const bulkActions: BulkAction<WithId<D>>[] = can(permissionFor(config.area, 'delete'))
    ? [
        {
          label: 'Delete',
          icon: <DeleteIcon />,
          onClick: (rows) => deletion.request(rows.map((row) => row.id)),
        },
      ]
    : [];

  return (
    <>
      <PageHeader
        title={config.plural}
        actions={
          can(permissionFor(config.area, 'create')) && (
            <Button
              component={RouterLink}
              to={config.paths.new}
              variant="contained"
              size="large"
              startIcon={<AddIcon />}
            >
              New {config.singular}
            </Button>
          )
        }
      />
      {lookupError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {lookupError}
        </Alert>
      )}
      <DataTable
        {...table}
        label={config.plural}
        emptyMessage={`No ${config.plural.toLowerCase()} yet`}
        onRowClick={(row) => navigate(config.paths.detail(row.id))}
        bulkActions={bulkActions}
      />
      {deletion.dialog}
    </>
  );
}
