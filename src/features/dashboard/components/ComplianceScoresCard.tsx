import { lazy, Suspense } from 'react';
import { Box, Chip, List, ListItem, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { allQueries } from '@/components/QueryState';
import { useScopeLocations } from '@/features/referenceData';
import { db } from '@/lib/firebase';
import { paths } from '@/lib/paths';
import { dashboardLocations, listLocationScores } from '../api/home-queries';
import { trendLabel } from '../model/scores';
import { DashboardCard } from '@/components/DashboardCard';
import { NO_TERRITORY, useDashboardScope } from './useDashboardScope';

const ScoreSparkline = lazy(() => import('./ScoreSparkline'));

const RESULT = {
  pass: { label: 'Pass', color: 'success' },
  fail: { label: 'Fail', color: 'warning' },
  dnq: { label: 'DNQ', color: 'error' },
} as const;

/**
 * Per location in scope (the session's shared locations): the latest compliance score, its
 * result and the trend of the last 5.
 */
export function ComplianceScoresCard() {
  const { scope, scopeKey } = useDashboardScope();
  const inScope = useScopeLocations({ enabled: scope.kind !== 'none' });
  const scores = useQuery({
    queryKey: ['dashboard', 'complianceScores', scopeKey],
    queryFn: () => listLocationScores(db, dashboardLocations(inScope.data ?? [])),
    enabled: inScope.isSuccess,
  });
  const rows = (scores.data ?? []).filter((r) => r.trend.points.length > 0);
  return (
    <DashboardCard
      title="Compliance scores"
      link={{ to: paths.compliance.reports.list(), label: 'Open compliance reports' }}
      query={allQueries(inScope, scores)}
      empty={
        scope.kind === 'none'
          ? NO_TERRITORY
          : rows.length === 0 && 'No published compliance report yet.'
      }
    >
      <List dense disablePadding>
        {rows.map(({ location, trend }) => {
          const latest = trend.points[trend.points.length - 1];
          const result = RESULT[latest.result];
          return (
            <ListItem
              key={location.id}
              disableGutters
              data-testid={`scores-${location.id}`}
              sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Box sx={{ flex: '1 1 140px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>{location.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {trendLabel(trend)}
                </Typography>
              </Box>
              <Typography variant="h6" component="span">
                {latest.score}%
              </Typography>
              <Chip size="small" variant="outlined" color={result.color} label={result.label} />
              <Suspense fallback={<Skeleton variant="rectangular" width={120} height={40} />}>
                <ScoreSparkline
                  scores={trend.points.map((p) => p.score)}
                  label={`${location.name}: last scores ${trend.points.map((p) => `${p.score}%`).join(', ')}`}
                />
              </Suspense>
            </ListItem>
          );
        })}
      </List>
    </DashboardCard>
  );
}
