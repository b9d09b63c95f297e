import { Chip } from '@mui/material';
import { DUE_LABELS, type DueState } from '../model/due';
import { STATUS_LABELS, type ApprovalStatus } from '../model/status';

const COLORS: Record<ApprovalStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  draft: 'default',
  submitted: 'info',
  revisionRequested: 'warning',
  resubmitted: 'info',
  approved: 'success',
  denied: 'error',
  withdrawn: 'default',
};

export function ApprovalStatusChip({ status }: { status: ApprovalStatus }) {
  return <Chip size="small" label={STATUS_LABELS[status]} color={COLORS[status]} />;
}

export function DueChip({ state }: { state: DueState }) {
  if (!state) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={state === 'overdue' ? 'error' : 'warning'}
      label={DUE_LABELS[state]}
    />
  );
}
