import { useState } from 'react';
import { Chip, Stack, type ChipProps } from '@mui/material';
import { ORDER_EXPIRY_DAYS } from '@/lib/config';
import { isExpired } from '../../model/expiry';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../model/types';

const COLORS: Record<OrderStatus, ChipProps['color']> = {
  pending: 'info',
  revision: 'warning',
  approved: 'success',
  fulfilled: 'primary',
  deleted: 'default',
};

/** The status chip, followed by "Expired" when the order has waited too long (model/expiry.ts). */
export function OrderStatusChip({
  status,
  updatedAtTimestamp,
}: {
  status: OrderStatus;
  updatedAtTimestamp?: number;
}) {
  // The time the chip was first shown: a list does not flip chips while it is open.
  const [nowSeconds] = useState(() => Date.now() / 1000);
  const chip = (
    <Chip
      size="small"
      label={ORDER_STATUS_LABELS[status] ?? status}
      color={COLORS[status] ?? 'default'}
      variant={status === 'deleted' ? 'outlined' : 'filled'}
    />
  );
  if (!isExpired({ status, updatedAtTimestamp }, nowSeconds, ORDER_EXPIRY_DAYS)) return chip;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {chip}
      <Chip size="small" label="Expired" color="error" variant="outlined" />
    </Stack>
  );
}
