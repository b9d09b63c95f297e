import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PageHeader } from '@/components/PageHeader';
import { ReadOnlyTable, type ReadOnlyColumn } from '@/components/ReadOnlyTable';
import { useSnackbar } from 'notistack';
import { errorCodeOf } from '@/features/errorReports';
import { ORDER_EXPIRY_DAYS } from '@/lib/config';
import { useSession, useSignedInUser } from '@/features/auth';
import { useCatalogue } from '@/features/referenceData';
import { db } from '@/lib/firebase';
import { formatCents, formatDateTime } from '@/lib/format';
import { isUnread } from '@/lib/readState';
import { paths } from '@/lib/paths';
import { deleteExpiredOrder } from '../../api/delete-expired-order';
import { markOrdersRead } from '../../api/mark-orders-read';
import { EXPIRED_ORDERS_KEY, forgetOrder, llcNameQuery, orderQuery } from '../../api/queries';
import { isExpired } from '../../model/expiry';
import { isEditableStatus } from '../../model/status';
import { orderTotals, orderValue, orderValueNote } from '../../model/totals';
import type { Order, OrderLine } from '../../model/types';
import { inCatalogueOrder } from '@/data/orderLines';
import type { CatalogueItem } from '@/data/referenceData';
import { LoadState } from '../components/LoadState';
import { OrderStatusChip } from '../components/OrderStatusChip';
import { RevisionsTable } from '../components/RevisionsTable';
import { StatusActions } from '../components/StatusActions';
import { useOrder } from '../components/useOrderDocuments';

interface ItemLine {
  line: OrderLine;
  /** Undefined for an item no longer in the catalogue: its id stands in for its name. */
  item: CatalogueItem | undefined;
}

/** What was ordered and how much; the SKU goes first on a narrow screen. */
const ITEM_COLUMNS: ReadOnlyColumn<ItemLine>[] = [
  { header: 'Item', cell: ({ line, item }) => item?.itemDesc ?? line.id },
  { header: 'SKU', cell: ({ item }) => item?.sku, wrap: 'nowrap', priority: 2 },
  { header: 'Quantity', cell: ({ line }) => line.quantity, align: 'right' },
];

/** orders/:id: the order, its totals, status actions and revision history. */
export default function OrderDetailPage() {
  const { id } = useParams();
  const load = useOrder(id);
  return load.status === 'ready' ? (
    <OrderDetail order={load.value} />
  ) : (
    <>
      <PageHeader title="Order Details" />
      <LoadState
        status={load.status}
        what="order"
        backTo={paths.orders.list}
        backLabel="Back to orders"
      />
    </>
  );
}

/**
 * Opening an order marks it read for the viewer (spec 01 §7); a failure only leaves it unread,
 * so it is logged rather than shown.
 */
function useMarkOrderRead(order: Order) {
  const { user } = useSignedInUser();
  const queryClient = useQueryClient();
  const unread = isUnread(order, user.uid);
  useEffect(() => {
    if (!unread) return;
    markOrdersRead(db, [order.id], user.uid).then(
      () => forgetOrder(queryClient, order.id),
      (error: unknown) => console.warn('Marking the order read failed', error),
    );
  }, [order.id, unread, user.uid, queryClient]);
}

export const EXPIRED_ORDER_DELETED = 'Expired order deleted';
export const EXPIRED_ORDER_DELETE_FAILED = 'The expired order could not be deleted.';

/**
 * An expired order (model/expiry.ts) says so; its author may resubmit it (Edit, which makes it
 * current again) or delete it after a confirmation (the rules allow only that delete).
 */
function ExpiredNotice({ order }: { order: Order }) {
  const { user } = useSignedInUser();
  const { can } = useSession();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [nowSeconds] = useState(() => Date.now() / 1000);
  const [confirming, setConfirming] = useState(false);
  if (!isExpired(order, nowSeconds, ORDER_EXPIRY_DAYS)) return null;
  const mine = order.userId === user.uid && can('orders.create');
  const remove = async () => {
    try {
      await deleteExpiredOrder(db, order.id);
      queryClient.removeQueries({ queryKey: orderQuery(db, order.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: EXPIRED_ORDERS_KEY });
      enqueueSnackbar(EXPIRED_ORDER_DELETED, { variant: 'success' });
      navigate(paths.orders.list);
    } catch (error) {
      console.error('Deleting the expired order failed', error);
      setConfirming(false);
      enqueueSnackbar(EXPIRED_ORDER_DELETE_FAILED, {
        variant: 'error',
        errorCode: errorCodeOf(error),
      });
    }
  };
  return (
    <Alert
      severity="warning"
      action={
        mine ? (
          <Button color="inherit" onClick={() => setConfirming(true)}>
            Delete order
          </Button>
        ) : undefined
      }
    >
      Expired: this order has waited more than {ORDER_EXPIRY_DAYS} days without a decision.
      {mine ? ' Resubmit it with Edit, or delete it.' : ''}
      <ConfirmDialog
        open={confirming}
        title={`Delete order #${order.orderNumber}?`}
        message="The expired order is removed for good. This cannot be undone."
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </Alert>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { can } = useSession();
  useMarkOrderRead(order);
  // Names and pallet sizes from the shared catalogue; until it answers, lines show their ids.
  const catalogue = useCatalogue().data;
  const items = catalogue ?? [];
  const llcName = useQuery({
    ...llcNameQuery(db, order.llcId),
    enabled: Boolean(order.llcId),
  }).data;
  const totals = orderTotals(order.items, items);
  // Priced once the catalogue is in: before, every line would read as an item no longer sold.
  const value = catalogue
    ? orderValue(order.items, catalogue, order.countedSales?.items ?? null)
    : null;
  const field = (label: string, value: React.ReactNode) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Grid>
  );
  return (
    <>
      <PageHeader
        title={`Order #${order.orderNumber}`}
        subtitle={
          <OrderStatusChip status={order.status} updatedAtTimestamp={order.updatedAtTimestamp} />
        }
        actions={
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            <StatusActions order={order} />
            {can('orders.edit') && isEditableStatus(order.status) ? (
              <Button component={RouterLink} to={paths.orders.edit(order.id)} variant="outlined">
                Edit
              </Button>
            ) : null}
          </Stack>
        }
      />
      <Stack spacing={2}>
        <ExpiredNotice order={order} />
        <Card variant="outlined">
          <CardContent>
            <Grid container spacing={2}>
              {field('Territory', order.territory?.name)}
              {field('Delivery Location', order.deliveryLocation?.name)}
              {field('LLC', llcName)}
              {field('Created', formatDateTime(order.createdAt))}
              {field('Updated', formatDateTime(order.updatedAt))}
              {field('Overnight shipping', order.overnightShipping ? 'Yes' : 'No')}
              {field('Max pallets', order.maxPallets)}
              {field('Franchisee notes', order.franchiseeNotes)}
              {field('Corporate notes', order.corporateNotes)}
            </Grid>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h2" gutterBottom>
              Items
            </Typography>
            <ReadOnlyTable
              label="Order items"
              columns={ITEM_COLUMNS}
              rows={inCatalogueOrder(
                order.items,
                items.map((item) => item.id),
              ).map((line) => ({ line, item: items.find((i) => i.id === line.id) }))}
              rowKey={({ line }) => line.id}
            />
            <Box sx={{ display: 'flex', gap: 4, mt: 2, flexWrap: 'wrap' }}>
              <Typography>
                Total cases: <strong>{totals.cases}</strong>
              </Typography>
              <Typography>
                Pallets needed: <strong>{totals.palletsNeeded}</strong>
              </Typography>
              {order.overnightShipping && (
                <Typography>
                  Overnight cases: <strong>{totals.overnightCases}</strong>
                </Typography>
              )}
              <Typography>
                Order total: <strong>{value ? formatCents(value.cents) : 'Loading prices…'}</strong>
              </Typography>
            </Box>
            {value && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {orderValueNote(value)}
              </Typography>
            )}
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h2" gutterBottom>
              Revisions
            </Typography>
            <RevisionsTable revisions={order.revisions} />
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}
