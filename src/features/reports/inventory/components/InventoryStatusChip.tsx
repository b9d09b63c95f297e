import { Chip } from '@mui/material';
import { STATUS_LABELS, type InventoryStatus } from '../model/inventoryStatus';

const COLORS: Record<InventoryStatus, 'warning' | 'info' | 'secondary' | 'success'> = {
  openingInProgress: 'warning',
  open: 'info',
  closingInProgress: 'secondary',
  closed: 'success',
};

export function InventoryStatusChip({ status }: { status: InventoryStatus }) {
  return <Chip size="small" color={COLORS[status]} label={STATUS_LABELS[status]} />;
}
