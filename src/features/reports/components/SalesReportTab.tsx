import { useMemo, useState, type ReactNode } from 'react';
import { Button, Box, Paper, Typography, useTheme } from '@mui/material';
import { QueryState } from '@/components/QueryState';
import { ReadOnlyTable, type ReadOnlyColumn } from '@/components/ReadOnlyTable';
import type { ColumnPriority } from '@/components/ResponsiveTable';
import { TerritoryLocationPicker } from '@/components/TerritoryLocationPicker';
import { LineChart } from '@/components/Charts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { db } from '@/lib/firebase';
import { errorText } from '@/lib/errors';
import { presetRange, type FixedDateRangePreset } from '@/lib/dateRanges';
import type { NamedTerritory, SalesLocation } from '../api/scope';
import { dayKey, trendBuckets, type DayBounds } from '../model/aggregate';
import { benchmarkId, monthBounds } from '../model/benchmarks';
import { getBenchmarks, recomputeBenchmarks } from '../api/benchmarks';
import type { CohortBenchmark } from '@/data/salesLedger';
import { formatCents } from '../model/salesMath';
import {
  chartPoint,
  comparedRanges,
  missingDaysText,
  monthLabel,
  salesRow,
  type SalesRow,
} from '../model/salesComparison';
import { sumFigures, type SalesLedgerView, type SalesRequest } from '../model/salesRollups';
import { useSalesFigures } from '../hooks/useSalesFigures';
import { PeriodSelect } from './PeriodSelect';
import { CsvExportButton } from './CsvExportButton';
import { ChangeText } from './ChangeText';

const COHORTS = [
  { type: 'restaurant', title: 'Restaurants' },
  { type: 'truck', title: 'Trucks' },
] as const;

/** Figures and changes stay on one line ("+12.5 %", "$1,234.00"). */
const NUMBER = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

const NO_REQUEST: SalesRequest['locations'] = { territoryIds: [], bounds: [] };

interface NamedRow extends SalesRow {
  id: string;
  name: string;
  /** Several locations' figures: "location days" not reported. */
  several: boolean;
}

/** A figure in its column's digits ("$1,234.00", "+12.5 %"). */
const figure = (content: ReactNode) => (
  <Box component="span" sx={NUMBER}>
    {content}
  </Box>
);

/** The net sales figure with the days not reported beside it (issue 30). */
function NetFigure({ row }: { row: NamedRow }) {
  const missing = missingDaysText(row, row.several);
  return (
    <>
      {figure(formatCents(row.netCents))}
      {missing && (
        <Typography component="span" variant="caption" color="text.secondary" display="block">
          {missing}
        </Typography>
      )}
    </>
  );
}

/**
 * One net sales table: territories and their total, one location, or a cohort's locations
 * (`compared` false: the period only), with the cohort's published median as its last row
 * (franchisees). On a tablet the approved refunds go first, then the average check and the
 * change against last year; the name, net sales and the change against the previous period stay.
 */
function SalesTable({
  label,
  nameHeader,
  rows,
  compared,
  median,
}: {
  label: string;
  nameHeader: string;
  rows: readonly NamedRow[];
  compared: boolean;
  median?: CohortBenchmark;
}) {
  // The median's cell of a column, when there is a median row.
  const footer = (content: (m: CohortBenchmark) => ReactNode) =>
    median ? { footer: content(median) } : {};
  const change = (
    header: string,
    changeOf: (r: NamedRow) => number | null,
    priority: ColumnPriority,
  ): ReadOnlyColumn<NamedRow> => ({
    header,
    cell: (r) => figure(<ChangeText change={changeOf(r)} />),
    align: 'right',
    priority,
    ...footer(() => '—'),
  });
  const columns: ReadOnlyColumn<NamedRow>[] = [
    { header: nameHeader, cell: (r) => r.name, ...footer(() => 'System median') },
    {
      header: 'Approved refunds',
      cell: (r) =>
        figure(r.approvedRefundsCents > 0 ? `-${formatCents(r.approvedRefundsCents)}` : '—'),
      align: 'right',
      priority: 3,
      ...footer(() => '—'),
    },
    {
      header: 'Net sales',
      cell: (r) => <NetFigure row={r} />,
      align: 'right',
      ...footer((m) => figure(formatCents(m.medianNetCents))),
    },
    {
      header: 'Avg check',
      cell: (r) => figure(formatCents(r.averageCheckCents)),
      align: 'right',
      priority: 2,
      ...footer((m) => figure(formatCents(m.medianAverageCheckCents))),
    },
    ...(compared
      ? [
          change('vs previous', (r) => r.previousChange, 1),
          change('vs last year', (r) => r.lastYearChange, 2),
        ]
      : []),
  ];
  return <ReadOnlyTable label={label} columns={columns} rows={rows} rowKey={(r) => r.id} />;
}

const csvOf = (rows: readonly NamedRow[], label: string, compared: boolean) =>
  rows.map((r) => ({
    [label]: r.name,
    'Approved refunds': (r.approvedRefundsCents / 100).toFixed(2),
    'Net sales': (r.netCents / 100).toFixed(2),
    Transactions: r.transactions,
    'Average check': (r.averageCheckCents / 100).toFixed(2),
    'Days not reported': r.missingDays,
    ...(compared
      ? {
          'Change per reported day vs previous period %': r.previousChange ?? '',
          'Change per reported day vs same period last year %': r.lastYearChange ?? '',
        }
      : {}),
  }));

/**
 * Franchise sales for a period: net sales (after approved refunds, shown as "Approved refunds"),
 * average check and the changes per reported day against the previous period and last year, with
 * the days not reported beside each figure, and monthly net sales over 12 months with gaps where
 * nothing was reported (issue 30). What it reads does not grow with the locations (issue 29):
 * - every territory of the scope ("All territories"): one row and one line per territory, from
 *   the territory rollups, or for the top roles (whose scope is the whole chain) from the chain
 *   rollups, one document a period for every territory;
 * - one territory (chosen, or the only one): its row and line from its rollups, and its locations
 *   in two cohorts (restaurants, trucks) for the current period only, from their rollups;
 * - one location: its row, its line and its cohort's system median from its own rollups.
 * The server computes the system benchmarks of the standard periods every day
 * (functions/src/reports/benchmarks.ts) and top roles can have it recompute them now; everybody
 * else sees their locations against the period's and the 12 months' ("System median"), never
 * another franchisee's figures.
 */
export function SalesReportTab({
  territories,
  locations,
  isTop,
}: {
  territories: readonly NamedTerritory[];
  locations: readonly SalesLocation[];
  isTop: boolean;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const theme = useTheme();
  // A whole month: its comparisons are whole months too, read from month rollups (issue 29).
  const [preset, setPreset] = useState<FixedDateRangePreset>('lastMonth');
  const [choice, setChoice] = useState({
    territoryId: '',
    locationId: '',
  });
  const now = useMemo(() => new Date(), []);
  const today = dayKey(now);
  const ranges = useMemo(() => comparedRanges(presetRange(preset, now)), [preset, now]);
  const buckets = useMemo(() => trendBuckets('month', now), [now]);
  const months = useMemo(() => buckets.map(monthBounds), [buckets]);

  const location = locations.find((l) => l.id === choice.locationId) ?? null;
  const shown = choice.territoryId
    ? territories.filter((t) => t.id === choice.territoryId)
    : territories;
  const listsLocations = location === null && shown.length === 1;
  const allBounds = [ranges.current, ranges.previous, ranges.lastYear, ...months];
  const request: SalesRequest = location
    ? {
        territories: { ids: [], bounds: [] },
        locations: {
          territoryIds: [location.territoryId],
          locationId: location.id,
          bounds: allBounds,
        },
      }
    : {
        territories: {
          ids: shown.map((t) => t.id),
          bounds: allBounds,
          // A top role's "All territories": one chain rollup a period (issue 29).
          chain: isTop && choice.territoryId === '',
        },
        locations: listsLocations
          ? { territoryIds: [shown[0].id], bounds: [ranges.current] }
          : NO_REQUEST,
      };
  const sales = useSalesFigures(request);
  // Franchisees compare a location with its cohort's system median: the period's, and the 12
  // months' beside one location's line.
  const benchmarkPeriods: DayBounds[] = isTop
    ? []
    : location
      ? [ranges.current, ...months]
      : listsLocations
        ? [ranges.current]
        : [];
  const benchmarks = useQuery({
    queryKey: ['reports', 'benchmarks', benchmarkPeriods.map(benchmarkId)],
    queryFn: () => getBenchmarks(db, benchmarkPeriods),
    enabled: benchmarkPeriods.length > 0,
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

  const controls = (
    <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <PeriodSelect value={preset} onChange={setPreset} />
      <TerritoryLocationPicker
        territories={territories}
        locations={locations}
        value={choice}
        onChange={setChoice}
      />
      {isTop && (
        <Button variant="outlined" loading={recompute.isPending} onClick={() => recompute.mutate()}>
          Recompute now
        </Button>
      )}
    </Box>
  );
  if (!sales.isSuccess) {
    return (
      <Box>
        {controls}
        <QueryState
          query={sales}
          loadingLabel="Loading sales"
          errorMessage="The sales could not be loaded."
        />
      </Box>
    );
  }
  const view = sales.data;
  const enabledIn = (territoryId: string) =>
    locations.filter((l) => l.territoryId === territoryId && l.enabled).length;

  const compared = (figuresOf: (b: DayBounds) => ReturnType<SalesLedgerView['figuresOf']>) => ({
    previous: figuresOf(ranges.previous),
    lastYear: figuresOf(ranges.lastYear),
  });
  const expect = (count: number) => ({ bounds: ranges.current, today, locations: count });
  const territoryRow = (t: NamedTerritory): NamedRow => {
    const figuresOf = (b: DayBounds) => view.territoryFiguresOf(t.id, b);
    return {
      id: t.id,
      name: t.name,
      several: true,
      ...salesRow(figuresOf(ranges.current), compared(figuresOf), expect(enabledIn(t.id))),
    };
  };
  const summary: NamedRow[] = location
    ? [
        {
          id: location.id,
          name: location.name,
          several: false,
          ...salesRow(
            view.figuresOf(location.id, ranges.current),
            compared((b) => view.figuresOf(location.id, b)),
            expect(1),
          ),
        },
      ]
    : shown.map(territoryRow);
  if (!location && shown.length > 1) {
    const total = (b: DayBounds) => sumFigures(shown.map((t) => view.territoryFiguresOf(t.id, b)));
    summary.push({
      id: 'total',
      name: 'All territories',
      several: true,
      ...salesRow(
        total(ranges.current),
        compared(total),
        expect(shown.reduce((n, t) => n + enabledIn(t.id), 0)),
      ),
    });
  }
  const published = benchmarks.data ?? [];
  const trend = location
    ? [
        {
          label: location.name,
          data: months.map((m) => chartPoint(view.figuresOf(location.id, m))),
        },
        ...(published.slice(1).some((b) => b?.cohorts[location.type])
          ? [
              {
                label: 'System median',
                data: published.slice(1).map((b) => {
                  const c = b?.cohorts[location.type];
                  return c ? c.medianNetCents : null;
                }),
              },
            ]
          : []),
      ]
    : shown.map((t) => ({
        label: t.name,
        data: months.map((m) => chartPoint(view.territoryFiguresOf(t.id, m))),
      }));
  const palette = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.success.main,
    theme.palette.warning.main,
    theme.palette.info.main,
    theme.palette.error.main,
  ];
  const label = location ? 'Location' : 'Territory';

  return (
    <Box>
      {controls}
      <Paper sx={{ p: 2, mb: 2 }} data-testid="sales-summary">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Net sales
          </Typography>
          <CsvExportButton
            fileName={`franchise-sales-${preset}.csv`}
            rows={csvOf(summary, label, true)}
          />
        </Box>
        <SalesTable
          label="Net sales"
          nameHeader={label}
          rows={summary}
          compared
          median={location ? published[0]?.cohorts[location.type] : undefined}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Changes compare net sales per reported day, so days not reported are not counted as drops.
        </Typography>
        <LineChart
          height={280}
          margin={{ right: 40 }}
          colors={palette}
          xAxis={[{ scaleType: 'point', data: buckets.map(monthLabel) }]}
          yAxis={[{ valueFormatter: (v: number) => `$${Math.round(v / 100_000)}k`, width: 56 }]}
          series={trend.map((s) => ({
            ...s,
            curve: 'linear' as const,
            valueFormatter: (v: number | null) => (v === null ? 'Not reported' : formatCents(v)),
          }))}
        />
      </Paper>
      {listsLocations && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
          {COHORTS.map(({ type, title }) => {
            const cohort = locations.filter(
              (l) => l.territoryId === shown[0].id && l.type === type && l.enabled,
            );
            if (cohort.length === 0) return null;
            const rows: NamedRow[] = cohort
              .map((l) => ({
                id: l.id,
                name: l.name,
                several: false,
                ...salesRow(view.figuresOf(l.id, ranges.current), null, expect(1)),
              }))
              .sort((a, b) => b.netCents - a.netCents);
            const system = published[0]?.cohorts[type];
            return (
              <Paper key={type} sx={{ p: 2 }} data-testid={`cohort-${type}`}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
                  <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                    {title}
                  </Typography>
                  <CsvExportButton
                    fileName={`franchise-sales-${type}-${preset}.csv`}
                    rows={csvOf(rows, 'Location', false)}
                  />
                </Box>
                <SalesTable
                  label={`${title} net sales`}
                  nameHeader="Location"
                  rows={rows}
                  compared={false}
                  median={system}
                />
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
              </Paper>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
