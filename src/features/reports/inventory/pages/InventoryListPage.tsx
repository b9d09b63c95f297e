import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Stack, Tab, Tabs } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import TuneIcon from '@mui/icons-material/Tune';
import { useQuery } from '@tanstack/react-query';
import {
  DataTable,
  useFirestoreTable,
  type DataTableColumn,
  type WithId,
} from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import type { InventoryReport } from '@/data/inventory';
import { useSession } from '@/features/auth';
import { useScopeTerritories, useScopeUser, isTopRole } from '@/features/referenceData';
import { db } from '@/lib/firebase';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { getStorageAreas } from '../api/count-sheet';
import { inventoryListQuery } from '../api/inventory-list-query';
import { InventoryStatusChip } from '../components/InventoryStatusChip';
import { StorageAreasDialog } from '../components/StorageAreasDialog';
import { STORAGE_AREAS_KEY } from '../hooks/queryKeys';
import { INVENTORY_STATUSES, STATUS_LABELS, type InventoryStatus } from '../model/inventoryStatus';
import { inventoryListTable } from '../tableQueries';

type Row = WithId<InventoryReport>;
type TabId = 'all' | InventoryStatus;

const columns: DataTableColumn<Row>[] = [
  { field: 'name', header: 'Period' },
  { field: 'locationName', header: 'Location' },
  {
    field: 'locationType',
    header: 'Type',
    render: (r) => (r.locationType === 'truck' ? 'Truck' : 'Restaurant'),
  },
  { field: 'status', header: 'Status', render: (r) => <InventoryStatusChip status={r.status} /> },
  {
    field: 'createdAt',
    header: 'Started',
    sortable: true,
    render: (r) => formatDateTime(r.createdAt),
  },
  {
    field: 'closingCountedAt',
    header: 'Closed',
    render: (r) => (r.closingCountedAt ? formatDateTime(r.closingCountedAt) : '—'),
  },
];

/**
 * inventory-list: the counting periods of the caller's territories (all for the top roles),
 * newest first, with a tab per status. Indexed: (status, createdAt), (territoryId, createdAt),
 * (territoryId, status, createdAt).
 */
/**
 * The list itself, mounted once the viewer's territories are known: mounted with the page, its
 * first page and count went out scoped to no territory, which the rules refuse (issue 30).
 */
function InventoryTable({
  base,
  onOpen,
}: {
  base: ReturnType<typeof inventoryListQuery>;
  onOpen: (id: string) => void;
}) {
  const table = useFirestoreTable({ query: base, columns, shapes: inventoryListTable });
  return (
    <DataTable
      {...table}
      label="Inventory reports"
      emptyMessage="No inventory periods yet"
      onRowClick={(row) => onOpen(row.id)}
    />
  );
}

export function InventoryListPage() {
  const { can } = useSession();
  const me = useScopeUser();
  const navigate = useNavigate();
  const top = isTopRole(me.role);
  const territories = useScopeTerritories();
  const mine = (territories.data ?? []).map((t) => t.id);
  const mineKey = mine.join(',');
  const [tab, setTab] = useState<TabId>('all');
  const [editingAreas, setEditingAreas] = useState(false);
  const areas = useQuery({ queryKey: STORAGE_AREAS_KEY, queryFn: () => getStorageAreas(db) });

  const base = useMemo(
    () =>
      inventoryListQuery(db, {
        top,
        territoryIds: mineKey ? mineKey.split(',') : [],
        status: tab,
      }),
    [top, mineKey, tab],
  );
  const ready = top || territories.isSuccess;

  return (
    <Box>
      <PageHeader
        title="Inventory Reports"
        subtitle="Opening and closing counts of each franchise location's periods"
        actions={
          <Stack direction="row" spacing={1}>
            {top && (
              <Button
                variant="outlined"
                size="large"
                startIcon={<TuneIcon />}
                disabled={!areas.data}
                onClick={() => setEditingAreas(true)}
              >
                Storage areas
              </Button>
            )}
            {!top && can('inventory.create') && (
              <Button
                variant="contained"
                size="large"
                startIcon={<AddIcon />}
                onClick={() => navigate(paths.inventory.newOpening)}
              >
                New Opening Inventory
              </Button>
            )}
          </Stack>
        }
      />
      <Tabs
        value={tab}
        onChange={(_, v: TabId) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        <Tab value="all" label="All" />
        {INVENTORY_STATUSES.map((s) => (
          <Tab key={s} value={s} label={STATUS_LABELS[s]} />
        ))}
      </Tabs>
      {ready ? (
        <InventoryTable base={base} onOpen={(id) => navigate(paths.inventory.report(id))} />
      ) : (
        // The list asks for the viewer's territories first: offline without them, say so.
        <QueryState
          query={territories}
          loadingLabel="Loading inventory reports"
          errorMessage="Your territories could not be loaded."
        />
      )}
      {editingAreas && areas.data && (
        <StorageAreasDialog areas={areas.data} onClose={() => setEditingAreas(false)} />
      )}
    </Box>
  );
}
