import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Typography } from '@mui/material';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { isFailed, isOverdue, type ComplianceAction } from '../model/actions';
import type { ReportQuestion } from '../../model/types';
import { ActionStatusChip } from './ActionCard';

/** The report view's Action cell: the failed question's action status, due date and assignee. */
export function ReportActionCell({
  question,
  action,
  now,
}: {
  question: ReportQuestion;
  action: ComplianceAction | undefined;
  now: number;
}) {
  if (!isFailed(question)) return null;
  if (!action) return <Typography variant="body2">No action</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }} data-testid="report-action">
      <Link component={RouterLink} to={paths.compliance.actions} underline="none">
        <ActionStatusChip status={action.status} />
      </Link>
      <Typography variant="caption" color={isOverdue(action, now) ? 'error' : 'text.secondary'}>
        Due {formatDate(action.dueAt)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {action.assigneeName || 'Unassigned'}
      </Typography>
    </Box>
  );
}
