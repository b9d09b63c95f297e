import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useSnackbar } from 'notistack';
import {
  DataTable,
  useFirestoreTable,
  type DataTableColumn,
  type WithId,
} from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { useSignedInUser } from '@/features/auth';
import { errorCodeOf } from '@/features/errorReports';
import { db } from '@/lib/firebase';
import { isUnread } from '@/lib/readState';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { markAllOrdersRead } from '../../api/mark-orders-read';
import { baseQueries, ordersListBase, type OrdersListBase } from '../../api/orders-list-base';
import { ordersTable } from '../../tableQueries';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderDoc } from '../../model/types';
import { NewOrderButton } from '../components/NewOrderButton';
import { OrderStatusChip } from '../components/OrderStatusChip';
import { isTopRole, scopeIds, useScopeTerritories, useScopeUser } from '@/features/referenceData';

type Row = WithId<OrderDoc>;

const ALL = 'all';

/** Unread orders (the user's id is not in readRecipients) show bold with a dot before the number. */
function OrderNumber({ row, uid }: { row: Row; uid: string }) {
  const unread = isUnread({ id: row.id, readRecipients: row.readRecipients ?? [] }, uid);
  if (!unread) return <>#{row.orderNumber}</>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', fontWeight: 700 }}>
      <Box
        component="span"
        role="img"
        aria-label="Unread"
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
      />
      <span>#{row.orderNumber}</span>
    </Stack>
  );
}

const orderColumns = (uid: string): DataTableColumn<Row>[] => [
  {
    field: 'orderNumber',
    header: 'Order #',
    sortable: true,
    width: 110,
    render: (r) => <OrderNumber row={r} uid={uid} />,
  },
  {
    field: 'status',
    header: 'Status',
    width: 170,
    filter: {
      type: 'checkbox',
      options: ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
    },
    render: (r) => <OrderStatusChip status={r.status} updatedAtTimestamp={r.updatedAtTimestamp} />,
  },
  {
    field: 'territoryId',
    header: 'Territory',
    priority: 3,
    render: (r) => r.territory?.name ?? '',
  },
  {
    field: 'deliveryLocationId',
    header: 'Delivery Location',
    priority: 2,
    render: (r) => r.deliveryLocation?.name ?? '',
  },
  {
    field: 'items',
    key: 'cases',
    header: 'Cases',
    align: 'right',
    width: 90,
    priority: 2,
    render: (r) =>
      Array.isArray(r.items) ? r.items.reduce((sum, l) => sum + (l.quantity || 0), 0) : 0,
  },
  {
    field: 'createdAt',
    header: 'Created',
    sortable: true,
    filter: { type: 'dateRange' },
    render: (r) => formatDateTime(r.createdAt),
  },
];

/**
 * orders: the caller's territories' orders, newest first, paged on the server. The territory
 * picker above the table narrows the scope to one territory. The scope is the territory ids on
 * the caller's own record (what the rules check), so the rows and their count are asked for at
 * once, without waiting for the territories' names.
 */
export default function OrdersListPage() {
  const { profile } = useSignedInUser();
  const me = useScopeUser();
  const top = isTopRole(profile.role);
  const [territory, setTerritory] = useState(ALL);
  const mineKey = scopeIds(me).join(',');
  const base = useMemo(
    () => ordersListBase(db, top ? 'all' : mineKey ? mineKey.split(',') : [], territory),
    [territory, top, mineKey],
  );
  const picker = <TerritoryPicker top={top} value={territory} onChange={setTerritory} />;
  if (!base) {
    return (
      <>
        <OrdersHeader />
        <Alert severity="info">
          No territory is assigned to you yet, so there are no orders to show. Please contact
          corporate.
        </Alert>
      </>
    );
  }
  return <OrdersTable base={base} picker={picker} />;
}

/** "All (my) territories" or one of them; the names come from the shared reference data. */
function TerritoryPicker({
  top,
  value,
  onChange,
}: {
  top: boolean;
  value: string;
  onChange: (territory: string) => void;
}) {
  const territories = useScopeTerritories().data ?? [];
  return (
    <TextField
      select
      label="Territory"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ minWidth: 240, mb: 2 }}
    >
      <MenuItem value={ALL}>{top ? 'All territories' : 'All my territories'}</MenuItem>
      {territories.map((t) => (
        <MenuItem key={t.id} value={t.id}>
          {t.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function OrdersHeader({ markAll }: { markAll?: ReactNode }) {
  return (
    <PageHeader
      title="Your Orders"
      actions={
        <Stack direction="row" spacing={1}>
          {markAll}
          <NewOrderButton />
        </Stack>
      }
    />
  );
}

function OrdersTable({ base, picker }: { base: OrdersListBase; picker: ReactNode }) {
  const { user } = useSignedInUser();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [marking, setMarking] = useState(false);
  const columns = useMemo(() => orderColumns(user.uid), [user.uid]);
  const table = useFirestoreTable({ query: base, columns, shapes: ordersTable });

  const markAllRead = async () => {
    setMarking(true);
    try {
      const count = await markAllOrdersRead(db, baseQueries(base), user.uid);
      enqueueSnackbar(
        count
          ? `${count} order${count === 1 ? '' : 's'} marked as read`
          : 'Every order is already read',
        {
          variant: 'success',
        },
      );
      table.refresh();
    } catch (error) {
      console.error('Marking orders read failed', error);
      enqueueSnackbar('Marking the orders as read failed. Try again.', {
        variant: 'error',
        errorCode: errorCodeOf(error),
      });
    } finally {
      setMarking(false);
    }
  };

  return (
    <>
      <OrdersHeader
        markAll={
          <Button
            variant="outlined"
            startIcon={<DoneAllIcon />}
            loading={marking}
            onClick={() => void markAllRead()}
          >
            Mark all as read
          </Button>
        }
      />
      {picker}
      <DataTable
        {...table}
        label="Orders"
        emptyMessage="No orders match"
        onRowClick={(row) => navigate(paths.orders.detail(row.id))}
      />
    </>
  );
}
