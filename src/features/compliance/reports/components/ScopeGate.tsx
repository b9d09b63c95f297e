import type { ReactNode } from 'react';
import { Alert, Typography } from '@mui/material';
import { EmptyState } from '@/components/EmptyState';
import type { QueryableScope } from '../api/report-queries';
import { useReportScope } from '../../hooks/useReportScope';

/**
 * Renders `children(scope)` once the user's report scope is known; a user without a territory
 * sees `emptyTitle` (their query would be refused, not empty).
 */
export function ScopeGate({
  emptyTitle,
  children,
}: {
  emptyTitle: string;
  children: (scope: QueryableScope) => ReactNode;
}) {
  const state = useReportScope();
  if (state.status === 'loading') {
    return (
      <Typography color="text.secondary" role="status" sx={{ py: 4 }}>
        Loading…
      </Typography>
    );
  }
  if (state.status === 'error') return <Alert severity="error">{state.message}</Alert>;
  if (state.scope.kind === 'none') {
    return (
      <EmptyState
        title={emptyTitle}
        description="You are not assigned to a territory yet. Please contact corporate."
      />
    );
  }
  return <>{children(state.scope)}</>;
}
