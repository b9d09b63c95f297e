import { Chip, type ChipProps } from '@mui/material';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../model/types';

const COLORS: Record<OrderStatus, ChipProps['color']> = {
  pending: 'info',
  revision: 'warning',
  approved: 'success',
  fulfilled: 'primary',
  deleted: 'default',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <Chip
      size="small"
      label={ORDER_STATUS_LABELS[status] ?? status}
      color={COLORS[status] ?? 'default'}
      variant={status === 'deleted' ? 'outlined' : 'filled'}
    />
  );
}
