import { Link, List, ListItem, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { countOwnApprovals } from '@/features/approvals';
import { db } from '@/lib/firebase';
import { paths } from '@/lib/paths';
import { countComplianceDrafts, countOrderDrafts } from '../api/home-queries';
import { DRAFT_PERMISSIONS } from '../model/cards';
import { DashboardCard } from '@/components/DashboardCard';
import { useDashboardScope } from './useDashboardScope';

type DraftKind = keyof typeof DRAFT_PERMISSIONS;

const KINDS: { kind: DraftKind; label: string; to: string }[] = [
  { kind: 'orders', label: 'order draft', to: paths.orders.drafts },
  { kind: 'compliance', label: 'compliance report draft', to: paths.compliance.reports.drafts() },
  { kind: 'approvals', label: 'approval request draft', to: paths.approvals.list },
];

/** The user's own unfinished drafts of each kind they may open, each linking to its list. */
export function DraftsCard() {
  const { uid, scope, scopeKey, can } = useDashboardScope();
  const kinds = KINDS.filter((k) => can(DRAFT_PERMISSIONS[k.kind]));
  const read = (kind: DraftKind): Promise<number> => {
    if (kind === 'orders') return countOrderDrafts(db, uid);
    if (kind === 'approvals') return countOwnApprovals(db, uid, 'draft');
    return scope.kind === 'none' ? Promise.resolve(0) : countComplianceDrafts(db, uid, scope);
  };
  const results = useQueries({
    queries: kinds.map((k) => ({
      queryKey: ['dashboard', 'drafts', k.kind, uid, scopeKey],
      queryFn: () => read(k.kind),
    })),
  });
  const status = results.some((r) => r.isError)
    ? 'error'
    : results.some((r) => r.isPending)
      ? 'pending'
      : 'success';
  const rows = kinds
    .map((k, i) => ({ ...k, count: results[i].data ?? 0 }))
    .filter((r) => r.count > 0);
  return (
    <DashboardCard
      title="Drafts to finish"
      status={status}
      empty={rows.length === 0 && 'No draft to finish.'}
    >
      <List dense disablePadding>
        {rows.map((r) => (
          <ListItem key={r.kind} disableGutters sx={{ minHeight: 44 }}>
            <Link component={RouterLink} to={r.to} data-testid={`drafts-${r.kind}`}>
              <Typography component="span" variant="h6" sx={{ mr: 1 }}>
                {r.count}
              </Typography>
              {r.count === 1 ? r.label : `${r.label}s`}
            </Link>
          </ListItem>
        ))}
      </List>
    </DashboardCard>
  );
}
