import { Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CompactQueryState, useLoadView } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import type { ReportDetails } from '../../reports';
import { listLocationHistory } from '../api/list-location-history';
import { scoreTrend, trendSummary } from '../model/previousResults';

const RESULT_COLORS = { pass: 'success.main', fail: 'warning.main', dnq: 'error.main' } as const;

/**
 * The report view's history: this score against the location's previous report and the scores
 * of its last 5 published reports (oldest left). Hidden when it cannot be read, except offline.
 */
export function ScoreTrendPanel({ report }: { report: ReportDetails }) {
  const history = useQuery({
    queryKey: [
      'compliance_reports',
      'history',
      report.franchiseeLocationId,
      report.territoryId,
      report.id,
    ],
    queryFn: () =>
      listLocationHistory(
        db,
        { id: report.franchiseeLocationId, territoryId: report.territoryId },
        report.createdAt,
      ),
  });
  const view = useLoadView(history);
  if (!history.isSuccess) {
    // Offline with no history on this device the panel says so; otherwise it stays hidden.
    return view === 'needsConnection' ? (
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-label="Score trend">
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Score trend
        </Typography>
        <CompactQueryState
          query={history}
          loadingLabel="Loading the score trend"
          errorMessage="The score trend could not be loaded."
        />
      </Paper>
    ) : null;
  }
  const trend = scoreTrend(history.data, report.id);
  if (trend.points.length === 0) return null;
  const change = trendSummary(trend);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-label="Score trend">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Score trend
      </Typography>
      <Typography color="text.secondary" data-testid="score-change" sx={{ mb: 1.5 }}>
        {change}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, height: 120 }}>
        {trend.points.map((point) => (
          <Box
            key={point.serialNo}
            sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, width: 56, height: '100%' }}
            aria-label={`Report #${point.serialNo}: ${point.score}%`}
          >
            <Typography variant="caption" sx={{ alignSelf: 'end' }}>
              {point.score}%
            </Typography>
            <Box
              sx={{
                width: 32,
                height: `${Math.max(4, point.score * 0.7)}px`,
                bgcolor: RESULT_COLORS[point.result],
                borderRadius: 0.5,
              }}
            />
            <Typography variant="caption" color="text.secondary">
              #{point.serialNo}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
