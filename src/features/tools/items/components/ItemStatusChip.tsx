import { Chip } from '@mui/material';
import { isItemStatus, type ItemStatus } from '@/data/items';
import { ITEM_STATUS_LABELS } from '../model/item';

const COLORS: Record<ItemStatus, 'success' | 'warning' | 'default'> = {
  active: 'success',
  out_of_stock: 'warning',
  discontinued: 'default',
};

export function ItemStatusChip({ status }: { status: unknown }) {
  if (!isItemStatus(status)) return null;
  return <Chip size="small" color={COLORS[status]} label={ITEM_STATUS_LABELS[status]} />;
}
