import { useMemo, useState } from 'react';
import {
  Button,
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { QueryState } from '@/components/QueryState';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { db } from '@/lib/firebase';
import { errorText } from '@/lib/errors';
import { presetRange, type FixedDateRangePreset } from '@/lib/dateRanges';
import type { SalesLocation } from '../api/scope';
import {
  locationSalesRows,
  medianTrend,
  netTrend,
  previousPeriod,
  samePeriodLastYear,
  toBounds,
  trendBuckets,
  type LocationSalesRow,
} from '../model/aggregate';
import { benchmarkId, monthBounds } from '../model/benchmarks';
import { getBenchmarks, recomputeBenchmarks } from '../api/benchmarks';
import { formatCents } from '../model/salesMath';
import { useSalesFigures } from '../hooks/useSalesFigures';
import { PeriodSelect } from './PeriodSelect';
import { CsvExportButton } from './CsvExportButton';
import { ChangeText } from './ChangeText';

const COHORTS = [
  { type: 'restaurant', title: 'Restaurants' },
  { type: 'truck', title: 'Trucks' },
] as const;

/**
 * Net sales per location for a period (after approved refund requests, shown as "Approved
 * refunds") with average check and changes, and monthly net sales over 12 months; trucks and
 * restaurants are separate cohorts, each with its median. The server computes the system
 * benchmarks of the standard periods every day (functions/src/reports/benchmarks.ts) and top roles
 * can have it recompute them now; everybody else sees their locations against the chosen period's
 * and the 12 months' ("System median"), never another franchisee's figures.
 */
export function SalesReportTab({
  territoryIds,
  locations,
  isTop,
}: {
  territoryIds: readonly string[];
  locations: readonly SalesLocation[];
  isTop: boolean;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  // The last 7 days include reported days (the seed and most POS imports stop a few days back).
  const [preset, setPreset] = useState<FixedDateRangePreset>('last7');
  const now = useMemo(() => new Date(), []);
  const range = useMemo(() => presetRange(preset, now), [preset, now]);
  const buckets = useMemo(() => trendBuckets('month', now), [now]);
  const months = useMemo(() => buckets.map(monthBounds), [buckets]);
  // The selected period first, then the 12 trend months: standard periods the server computes.
  const periods = useMemo(() => [toBounds(range), ...months], [range, months]);
  // What the page shows, read from rollups (whole months and ISO weeks) and end days only.
  const sales = useSalesFigures(territoryIds, [
    ...periods,
    toBounds(previousPeriod(range)),
    toBounds(samePeriodLastYear(range)),
  ]);
  const benchmarks = useQuery({
    queryKey: ['reports', 'benchmarks', periods.map(benchmarkId)],
    queryFn: () => getBenchmarks(db, periods),
    enabled: !isTop,
  });
  const recompute = useMutation({
    mutationFn: recomputeBenchmarks,
    onSuccess: async (result) => {
      enqueueSnackbar(`Benchmarks recomputed for ${result.periods} periods`, {
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: ['reports', 'benchmarks'] });
    },
    onError: (error) => {
      console.error('Recomputing benchmarks failed', error);
      enqueueSnackbar(errorText(error), { variant: 'error' });
    },
  });
  const names = new Map(locations.map((l) => [l.id, l.name]));

  if (!sales.isSuccess) {
    return (
      <QueryState
        query={sales}
        loadingLabel="Loading sales"
        errorMessage="The sales could not be loaded."
      />
    );
  }
  const figures = sales.data;

  const csvRows = (rows: LocationSalesRow[]) =>
    rows.map((r) => ({
      Location: names.get(r.locationId) ?? r.locationId,
      'Approved refunds': (r.approvedRefundsCents / 100).toFixed(2),
      'Net sales': (r.netCents / 100).toFixed(2),
      Transactions: r.transactions,
      'Average check': (r.averageCheckCents / 100).toFixed(2),
      'Change vs previous period %': r.previousChange ?? '',
      'Change vs same period last year %': r.lastYearChange ?? '',
    }));

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <PeriodSelect value={preset} onChange={setPreset} />
        {isTop && (
          <Button
            variant="outlined"
            loading={recompute.isPending}
            onClick={() => recompute.mutate()}
          >
            Recompute now
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
        {COHORTS.map(({ type, title }) => {
          const cohort = locations.filter((l) => l.type === type && l.enabled);
          if (cohort.length === 0) return null;
          const ids = cohort.map((l) => l.id);
          const rows = locationSalesRows(figures, ids, range);
          const series = cohort.map((l) => ({
            data: netTrend(figures, l.id, months).map((c) => c / 100),
            label: l.name,
          }));
          if (cohort.length > 1) {
            series.push({
              data: medianTrend(figures, ids, months).map((c) => c / 100),
              label: 'Median',
            });
          }
          const published = benchmarks.data ?? [];
          const system = published[0]?.cohorts[type];
          const systemSeries =
            !isTop && published.slice(1).some((b) => b?.cohorts[type])
              ? [
                  {
                    data: published.slice(1).map((b) => {
                      const c = b?.cohorts[type];
                      return c ? c.medianNetCents / 100 : null;
                    }),
                    label: 'System median',
                  },
                ]
              : [];
          return (
            <Paper key={type} sx={{ p: 2 }} data-testid={`cohort-${type}`}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
                <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                  {title}
                </Typography>
                <CsvExportButton
                  fileName={`franchise-sales-${type}-${preset}.csv`}
                  rows={csvRows(rows)}
                />
              </Box>
              <Table size="small" aria-label={`${title} net sales`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Location</TableCell>
                    <TableCell align="right">Approved refunds</TableCell>
                    <TableCell align="right">Net sales</TableCell>
                    <TableCell align="right">Avg check</TableCell>
                    <TableCell align="right">vs previous</TableCell>
                    <TableCell align="right">vs last year</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((r) => (
                    <TableRow key={r.locationId}>
                      <TableCell>{names.get(r.locationId)}</TableCell>
                      <TableCell align="right">
                        {r.approvedRefundsCents > 0
                          ? `-${formatCents(r.approvedRefundsCents)}`
                          : '—'}
                      </TableCell>
                      <TableCell align="right">{formatCents(r.netCents)}</TableCell>
                      <TableCell align="right">{formatCents(r.averageCheckCents)}</TableCell>
                      <TableCell align="right">
                        <ChangeText change={r.previousChange} />
                      </TableCell>
                      <TableCell align="right">
                        <ChangeText change={r.lastYearChange} />
                      </TableCell>
                    </TableRow>
                  ))}
                  {system && (
                    <TableRow>
                      <TableCell>System median</TableCell>
                      <TableCell align="right">—</TableCell>
                      <TableCell align="right">{formatCents(system.medianNetCents)}</TableCell>
                      <TableCell align="right">
                        {formatCents(system.medianAverageCheckCents)}
                      </TableCell>
                      <TableCell align="right">—</TableCell>
                      <TableCell align="right">—</TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
              {!isTop && benchmarks.isSuccess && !system && (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  No system median for this period: too few locations reported
                </Typography>
              )}
              {!isTop && benchmarks.isError && (
                <Typography color="error" sx={{ mt: 1 }}>
                  The system benchmark could not be loaded.
                </Typography>
              )}
              <LineChart
                height={280}
                margin={{ right: 24 }}
                xAxis={[{ scaleType: 'point', data: buckets.map((b) => b.slice(0, 7)) }]}
                yAxis={[{ valueFormatter: (v: number) => `$${Math.round(v / 1000)}k`, width: 50 }]}
                series={[...series, ...systemSeries].map((s) => ({
                  ...s,
                  curve: 'linear' as const,
                  valueFormatter: (v: number | null) => formatCents(Math.round((v ?? 0) * 100)),
                }))}
              />
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
