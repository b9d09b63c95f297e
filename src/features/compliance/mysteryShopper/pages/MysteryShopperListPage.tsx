import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Button, Paper } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useSession } from '@/features/auth';
import { useScopeTerritories, useScopeUser } from '@/features/referenceData';
import { useDeleteAction } from '@/components/ConfirmDialog';
import {
  DataTable,
  editDeleteColumn,
  useFirestoreTable,
  type DataTableColumn,
  type WithId,
} from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { MysteryShopperDoc } from '@/data/mysteryShopper';
import { deleteMysteryShopperReport } from '../api/delete-report';
import { reportsQuery } from '../api/reports-query';
import { shopperScope } from '../model/scope';
import { mysteryShopperTable } from '../../tableQueries';

type Row = WithId<MysteryShopperDoc>;

/** Mystery shopper reports of the caller's territories, newest visit first, paged on the server. */
export function MysteryShopperListPage() {
  const { can } = useSession();
  const me = useScopeUser();
  const territories = useScopeTerritories();
  const query = territories.isSuccess
    ? reportsQuery(
        db,
        shopperScope(
          me.role,
          territories.data.map((t) => t.id),
        ),
      )
    : null;

  const newButton = can('mysteryShopper.create') && (
    <Button
      component={RouterLink}
      to={paths.compliance.mysteryShopper.new}
      startIcon={<AddIcon />}
      variant="contained"
      size="large"
    >
      New Report
    </Button>
  );

  return (
    <Box>
      <PageHeader title="Mystery Shopper Reports" actions={newButton} />
      <QueryState
        query={territories}
        loadingLabel="Loading your territories"
        errorMessage="Your territories could not be loaded."
      />
      {territories.isSuccess && !query && (
        <Paper variant="outlined">
          <EmptyState
            title="No mystery shopper reports yet"
            description="You are not assigned to a territory yet: ask corporate to add you to one."
          />
        </Paper>
      )}
      {query && <ReportsTable query={query} newButton={newButton} />}
    </Box>
  );
}

function ReportsTable({
  query,
  newButton,
}: {
  query: NonNullable<ReturnType<typeof reportsQuery>>;
  newButton: ReactNode;
}) {
  const { can } = useSession();
  const navigate = useNavigate();
  const { ask: askDelete, dialog: deleteDialog } = useDeleteAction<Row>({
    remove: (row) => deleteMysteryShopperReport(db, row.id, row.files),
    deleted: 'Mystery Shopper Report deleted.',
    failed: 'Mystery Shopper Report deletion failed',
    onDeleted: () => table.refresh(),
    title: 'Delete report?',
    message: (row) =>
      `The mystery shopper report of ${row.franchiseeLocationName} on ${formatDate(row.date)} and its files will be removed.`,
  });
  const canEdit = can('mysteryShopper.edit');
  const canDelete = can('mysteryShopper.delete');

  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    const list: DataTableColumn<Row>[] = [
      {
        field: 'date',
        header: 'Date',
        sortable: true,
        width: 130,
        filter: { type: 'dateRange' },
        render: (row) => formatDate(row.date),
      },
      { field: 'franchiseeLocationName', header: 'Location' },
      { field: 'territoryName', header: 'Territory', priority: 3 },
      { field: 'userName', header: 'Reported by', priority: 2 },
      {
        field: 'files',
        header: 'Files',
        width: 80,
        priority: 2,
        align: 'right',
        render: (row) => row.files.length,
      },
    ];
    const actions = editDeleteColumn<Row>({
      subject: (row) => `report of ${row.franchiseeLocationName}, ${formatDate(row.date)}`,
      editTo: canEdit ? (row) => paths.compliance.mysteryShopper.edit(row.id) : undefined,
      onDelete: canDelete ? askDelete : undefined,
    });
    if (actions) list.push(actions);
    return list;
  }, [canEdit, canDelete, askDelete]);

  const table = useFirestoreTable({
    query,
    columns,
    shapes: mysteryShopperTable,
  });

  const noneAtAll =
    !table.loading &&
    !table.error &&
    table.rows.length === 0 &&
    Object.keys(table.state.filters).length === 0;

  return (
    <>
      {noneAtAll ? (
        <Paper variant="outlined">
          <EmptyState
            title="No mystery shopper reports yet"
            description={newButton ? 'Record a visit with New Report.' : undefined}
            action={newButton}
          />
        </Paper>
      ) : (
        <DataTable
          {...table}
          emptyMessage="No mystery shopper reports yet"
          label="Mystery shopper reports"
          onRowClick={(row) => navigate(paths.compliance.mysteryShopper.view(row.id))}
          minWidth={720}
        />
      )}
      {deleteDialog}
    </>
  );
}
