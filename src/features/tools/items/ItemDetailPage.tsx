import { useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Grid, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth';
import { PageHeader } from '@/components/PageHeader';
import { db } from '@/lib/firebase';
import { formatCents, formatDateTime } from '@/lib/format';
import { deleteItems } from './api/delete-items';
import { forgetItems, itemQuery } from './api/queries';
import { useConfirm } from '@/components/ConfirmDialog';
import { paths } from '@/lib/paths';
import { ItemLoadState } from './components/ItemLoadState';
import { ItemPhoto } from './components/ItemPhoto';
import { ItemStatusChip } from './components/ItemStatusChip';
import type { Item } from './model/item';
import { itemMessagesUi } from './model/messages';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Grid>
  );
}

function ItemDetails({ item }: { item: Item }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <ItemPhoto url={item.photoUrl} alt={item.itemDesc} size={240} />
        <Grid container spacing={2} sx={{ flex: 1, minWidth: 280, alignContent: 'flex-start' }}>
          <Field label="Description">{item.itemDesc}</Field>
          <Field label="SKU">{item.sku}</Field>
          <Field label="Status">
            <ItemStatusChip status={item.status} />
          </Field>
          <Field label="Position in list">{item.order}</Field>
          <Field label="Cases per pallet">{item.casesPerPallet}</Field>
          <Field label="Cases per overnight">{item.casesPerOvernight}</Field>
          <Field label={item.countUnit === 'lb' ? 'Pounds per case' : 'Eaches per case'}>
            {item.unitsPerCase ?? 1}
          </Field>
          <Field label="Counted in">
            {item.countUnit === 'lb' ? 'Weight (lb)' : 'Cases and eaches'}
          </Field>
          <Field label="Storage areas">
            {[item.storageAreas?.restaurant, item.storageAreas?.truck].some(Boolean)
              ? `Restaurants: ${item.storageAreas?.restaurant ?? '—'} · Trucks: ${item.storageAreas?.truck ?? '—'}`
              : 'Not assigned'}
          </Field>
          <Field label="Shelf order">{item.shelfOrder ?? 0}</Field>
          <Field label="Price">{formatCents(item.priceCents)}</Field>
          <Field label="Sale price">
            {formatCents(item.salePriceCents)} {item.isOnSale ? '(on sale)' : '(not on sale)'}
          </Field>
          <Field label="Created">{formatDateTime(item.createdAt) || '—'}</Field>
          <Field label="Updated">{formatDateTime(item.updatedAt) || '—'}</Field>
        </Grid>
      </CardContent>
    </Card>
  );
}

export default function ItemDetailPage() {
  // The route always has an id (tools/items/:id).
  const { id = '' } = useParams();
  const query = useQuery(itemQuery(db, id));
  const queryClient = useQueryClient();
  const { can } = useSession();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [confirm, confirmDialog] = useConfirm();
  const [deleting, setDeleting] = useState(false);
  const item = query.data ?? null;

  const remove = async () => {
    if (!item) return;
    const ok = await confirm({
      title: 'Delete item?',
      message: `"${item.itemDesc}" will be removed from the catalogue. This cannot be undone.`,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    setDeleting(true);
    try {
      await deleteItems([item]);
      void forgetItems(queryClient);
      enqueueSnackbar(itemMessagesUi.deleted, { variant: 'success' });
      navigate(paths.tools.items.list);
    } catch (error) {
      console.error('Deleting the item failed', error);
      enqueueSnackbar(itemMessagesUi.deleteFailed, { variant: 'error' });
      setDeleting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Item Details"
        subtitle={item?.itemDesc}
        actions={
          item && (
            <>
              {can('items.edit') && (
                <Button
                  component={RouterLink}
                  to={paths.tools.items.edit(item.id)}
                  variant="contained"
                  size="large"
                  startIcon={<EditIcon />}
                >
                  Edit
                </Button>
              )}
              {can('items.delete') && (
                <Button
                  color="error"
                  variant="outlined"
                  size="large"
                  startIcon={<DeleteIcon />}
                  onClick={() => void remove()}
                  loading={deleting}
                >
                  Delete
                </Button>
              )}
            </>
          )
        }
      />
      {item ? <ItemDetails item={item} /> : <ItemLoadState item={query} />}
      <Box sx={{ mt: 2 }}>
        <Button component={RouterLink} to={paths.tools.items.list}>
          Back to items
        </Button>
      </Box>
      {confirmDialog}
    </>
  );
}
