import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, Chip, Link, Typography } from '@mui/material';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import {
  ACTION_STATUS_NAMES,
  isOverdue,
  PRIORITY_NAMES,
  type ActionStatus,
  type ComplianceAction,
} from '../model/actions';

const STATUS_COLORS: Record<ActionStatus, 'default' | 'info' | 'success' | 'primary'> = {
  open: 'default',
  inProgress: 'info',
  done: 'success',
  verified: 'primary',
};

export function ActionStatusChip({ status }: { status: ActionStatus }) {
  return <Chip size="small" label={ACTION_STATUS_NAMES[status]} color={STATUS_COLORS[status]} />;
}

interface ActionCardProps {
  action: ComplianceAction;
  now: number;
  /** Shown when the user may update it. */
  onUpdate?: () => void;
}

/** One follow-up action: what failed, where, by when, who, and what was done. */
export function ActionCard({ action, now, onUpdate }: ActionCardProps) {
  const overdue = isOverdue(action, now);
  return (
    <Card variant="outlined" component="article" aria-label={action.question}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <ActionStatusChip status={action.status} />
          {overdue && <Chip size="small" color="error" label="Overdue" />}
          <Chip
            size="small"
            variant="outlined"
            color={action.priority === 'high' ? 'error' : 'default'}
            label={`${PRIORITY_NAMES[action.priority]} priority`}
          />
          <Typography variant="body2" color={overdue ? 'error' : 'text.secondary'}>
            Due {formatDate(action.dueAt)}
          </Typography>
        </Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {action.question}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {action.franchiseeLocationName} · {action.territoryName} · {action.sectionName} ·{' '}
          <Link
            component={RouterLink}
            to={paths.compliance.reports.view(action.reportId, action.franchiseeLocationId)}
          >
            Report #{action.serialNo}
          </Link>
        </Typography>
        {action.comment && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            Inspector: {action.comment}
          </Typography>
        )}
        {action.images.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {action.images.map((image, i) => (
              <Box
                key={`${image.url}-${i}`}
                component="img"
                src={image.url}
                alt={`Inspection photo ${i + 1}`}
                sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }}
              />
            ))}
          </Box>
        )}
        <Typography variant="body2">
          Assignee: {action.assigneeName || <em>Unassigned</em>}
        </Typography>
        {action.note && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            Note: {action.note}
          </Typography>
        )}
        {action.evidence && (
          <Box
            component="img"
            src={action.evidence}
            alt="Evidence photo"
            sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1 }}
          />
        )}
        {action.status === 'verified' && (
          <Typography variant="body2" color="text.secondary">
            Verified by {action.verifiedByName}
            {action.verifiedAt ? ` on ${formatDate(action.verifiedAt)}` : ''}
          </Typography>
        )}
        {onUpdate && (
          <Box>
            <Button variant="contained" size="large" onClick={onUpdate}>
              Update
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
