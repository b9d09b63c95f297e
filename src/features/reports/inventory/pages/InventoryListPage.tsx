import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Stack, Tab, Tabs } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import TuneIcon from '@mui/icons-material/Tune';
import { useQuery } from '@tanstack/react-query';
import {
  collection,
  query,
  where,
  type CollectionReference,
  type DocumentData,
  type Query,
} from 'firebase/firestore';
import {
  DataTable,
  useFirestoreTable,
  type DataTableColumn,
  type WithId,
} from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { useSession } from '@/features/auth';
import { useScopeTerritories, useScopeUser, isTopRole } from '@/features/referenceData';
import { db } from '@/lib/firebase';
import { formatDateTime } from '@/lib/format';
import { getStorageAreas } from '../api/count-sheet';
import { INVENTORY_REPORTS, type InventoryReport } from '../api/inventory-reports';
import { InventoryStatusChip } from '../components/InventoryStatusChip';
import { StorageAreasDialog } from '../components/StorageAreasDialog';
import { STORAGE_AREAS_KEY } from '../hooks/queryKeys';
import { INVENTORY_STATUSES, STATUS_LABELS, type InventoryStatus } from '../model/inventoryStatus';
import { inventoryPaths } from '../paths';

type ReportDoc = Omit<InventoryReport, 'id'>;
type Row = WithId<ReportDoc>;
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
export function InventoryListPage() {
  const { can } = useSession();
  const me = useScopeUser();
  const navigate = useNavigate();
  const top = isTopRole(me.role);
  const territories = useScopeTerritories();
  const mine = (territories.data ?? []).map((t) => t.id).slice(0, 30);
  const mineKey = mine.join(',');
  const [tab, setTab] = useState<TabId>('all');
  const [editingAreas, setEditingAreas] = useState(false);
  const areas = useQuery({ queryKey: STORAGE_AREAS_KEY, queryFn: () => getStorageAreas(db) });

  const base = useMemo((): Query<ReportDoc> => {
    // Typed view of the collection; rows are read as the repository writes them.
    let q: Query<ReportDoc> = collection(db, INVENTORY_REPORTS) as CollectionReference<
      ReportDoc,
      DocumentData
    >;
    // Franchise staff: their territories only ('__none__' matches nothing), as the rules check.
    if (!top) q = query(q, where('territoryId', 'in', mineKey ? mineKey.split(',') : ['__none__']));
    return tab === 'all' ? q : query(q, where('status', '==', tab));
  }, [top, mineKey, tab]);
  const table = useFirestoreTable({
    query: base,
    columns,
    initialState: { sort: { field: 'createdAt', direction: 'desc' } },
  });
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
                onClick={() => navigate(inventoryPaths.newOpening)}
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
      {ready && (
        <DataTable
          {...table}
          label="Inventory reports"
          emptyMessage="No inventory periods yet"
          onRowClick={(row) => navigate(inventoryPaths.report(row.id))}
        />
      )}
      {editingAreas && areas.data && (
        <StorageAreasDialog areas={areas.data} onClose={() => setEditingAreas(false)} />
      )}
    </Box>
  );
}
