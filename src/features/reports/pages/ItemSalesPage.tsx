import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PageHeader } from '@/components/PageHeader';
import { QueryState, allQueries } from '@/components/QueryState';
import { TerritoryLocationPicker, type PickerLocation } from '@/components/TerritoryLocationPicker';
import { db } from '@/lib/firebase';
import { presetRange, type FixedDateRangePreset } from '@/lib/dateRanges';
import { listCatalogueItems, listItemSalesFigures } from '../api/item-sales';
import type { SalesLocation } from '../api/scope';
import {
  itemSalesRows,
  itemTrend,
  previousPeriod,
  samePeriodLastYear,
  toBounds,
  trendBounds,
  trendBuckets,
  type DayBounds,
  type TrendUnit,
} from '../model/aggregate';
import { readPlan } from '../model/salesRollups';
import { formatCents } from '../model/salesMath';
import { useReportScope } from '../hooks/useReportScope';
import { PeriodSelect } from '../components/PeriodSelect';
import { CsvExportButton } from '../components/CsvExportButton';
import { ChangeText } from '../components/ChangeText';

const ALL = '';
// The "All types" entry has the empty value: show it instead of an empty box under the label.
const FILTER_SLOTS = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/**
 * Item sales: cases and revenue per item that approved and fulfilled orders delivered, from the
 * per-location item rollups of whole months and ISO weeks and the per-day totals
 * (item_sales_daily) at the ends of the ranges (listItemSalesFigures), with shares, the previous period and the same
 * period last year, a top-10 chart and a 12-week or 12-month trend of one item.
 */
export function ItemSalesPage() {
  const scope = useReportScope();
  const [preset, setPreset] = useState<FixedDateRangePreset>('last30');
  const [{ territoryId, locationId }, setPicked] = useState({ territoryId: ALL, locationId: ALL });
  const [locationType, setLocationType] = useState<SalesLocation['type'] | typeof ALL>(ALL);
  const [trendItem, setTrendItem] = useState('');
  const [trendUnit, setTrendUnit] = useState<TrendUnit>('week');

  const now = useMemo(() => new Date(), []);
  const range = useMemo(() => presetRange(preset, now), [preset, now]);
  const buckets = useMemo(() => trendBuckets(trendUnit, now), [trendUnit, now]);
  const bucketBounds = useMemo(() => trendBounds(buckets, now), [buckets, now]);
  // One read covers the period, the previous one, last year's and the trend: whole months and
  // ISO weeks from the rollups, the days at their ends one by one.
  const plan = useMemo(
    () =>
      readPlan([
        toBounds(range),
        toBounds(previousPeriod(range)),
        toBounds(samePeriodLastYear(range)),
        ...bucketBounds,
      ]),
    [range, bucketBounds],
  );

  const territoryIds = territoryId === ALL ? scope.territoryIds : [territoryId];
  const sales = useQuery({
    queryKey: ['reports', 'itemSalesFigures', territoryIds, plan, locationType],
    queryFn: () => listItemSalesFigures(db, territoryIds, plan, locationType || undefined),
    enabled: territoryIds.length > 0,
  });
  const items = useQuery({
    queryKey: ['reports', 'catalogue'],
    queryFn: () => listCatalogueItems(db),
    staleTime: Infinity,
  });

  const view = sales.data;
  const deliveryLocations = useMemo<PickerLocation[]>(() => view?.locations() ?? [], [view]);
  const totalsOf = useCallback(
    (bounds: DayBounds) => view?.itemsOf(bounds, locationId === ALL ? undefined : locationId) ?? {},
    [view, locationId],
  );
  const rows = useMemo(
    () => itemSalesRows(totalsOf, items.data ?? [], range),
    [totalsOf, items.data, range],
  );
  const top10 = rows.filter((r) => r.cents > 0).slice(0, 10);
  const trendId = trendItem || top10[0]?.itemId || '';
  const trend = trendId ? itemTrend(totalsOf, trendId, bucketBounds) : [];

  const territoryTotals = useMemo(() => {
    const totals = view?.centsByTerritory(toBounds(range)) ?? new Map<string, number>();
    return scope.territories.map((t) => ({ ...t, cents: totals.get(t.id) ?? 0 }));
  }, [view, range, scope.territories]);

  const loaded = allQueries(scope.query, sales, items);

  return (
    <Box>
      <PageHeader
        title="Item Sales Reports"
        subtitle="Cases and revenue of approved and fulfilled orders, per item"
        actions={
          <CsvExportButton
            fileName={`item-sales-${preset}.csv`}
            rows={rows.map((r) => ({
              Item: r.itemDesc,
              SKU: r.sku,
              'Quantity (cases)': r.qty,
              'Share of quantity %': r.qtyShare,
              Revenue: (r.cents / 100).toFixed(2),
              'Share of revenue %': r.revenueShare,
              'Previous period quantity': r.previousQty,
              'Change vs previous %': r.qtyChange ?? '',
              'Same period last year quantity': r.lastYearQty,
              'Change vs last year %': r.lastYearChange ?? '',
            }))}
          />
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <PeriodSelect value={preset} onChange={setPreset} />
        <TextField
          select
          size="small"
          label="Location type"
          value={locationType}
          onChange={(e) => {
            setLocationType(e.target.value as SalesLocation['type'] | typeof ALL);
            setPicked({ territoryId, locationId: ALL });
          }}
          sx={{ minWidth: 160 }}
          slotProps={FILTER_SLOTS}
        >
          <MenuItem value={ALL}>All types</MenuItem>
          <MenuItem value="restaurant">Restaurant</MenuItem>
          <MenuItem value="truck">Truck</MenuItem>
        </TextField>
        <TerritoryLocationPicker
          territories={scope.territories}
          locations={deliveryLocations}
          value={{ territoryId, locationId }}
          onChange={setPicked}
        />
      </Box>

      <QueryState
        query={loaded}
        loadingLabel="Loading report"
        errorMessage="The report could not be loaded. Please try again."
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
            gap: 2,
            mb: 3,
          }}
        >
          <Paper sx={{ p: 2 }} data-testid="top-items-chart">
            <Typography variant="h6" component="h2">
              Top 10 items by revenue
            </Typography>
            {top10.length === 0 ? (
              <Typography color="text.secondary">No item sales in this period.</Typography>
            ) : (
              <BarChart
                height={320}
                margin={{ right: 32 }}
                layout="horizontal"
                yAxis={[{ scaleType: 'band', data: top10.map((r) => r.itemDesc), width: 130 }]}
                xAxis={[{ valueFormatter: (v: number) => formatCents(v) }]}
                series={[
                  {
                    data: top10.map((r) => r.cents),
                    label: 'Revenue',
                    valueFormatter: (v) => formatCents(v ?? 0),
                  },
                ]}
              />
            )}
          </Paper>
          <Paper sx={{ p: 2 }} data-testid="item-trend-chart">
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                Trend
              </Typography>
              <TextField
                select
                size="small"
                label="Item"
                value={trendId}
                onChange={(e) => setTrendItem(e.target.value)}
                sx={{ minWidth: 180 }}
              >
                {rows.map((r) => (
                  <MenuItem key={r.itemId} value={r.itemId}>
                    {r.itemDesc}
                  </MenuItem>
                ))}
              </TextField>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={trendUnit}
                onChange={(_, v: TrendUnit | null) => v && setTrendUnit(v)}
                aria-label="Trend unit"
              >
                <ToggleButton value="week">12 weeks</ToggleButton>
                <ToggleButton value="month">12 months</ToggleButton>
              </ToggleButtonGroup>
            </Box>
            <LineChart
              height={300}
              xAxis={[{ scaleType: 'point', data: buckets.map((b) => b.slice(5)) }]}
              series={[{ data: trend, label: 'Cases', area: true, curve: 'linear' }]}
            />
          </Paper>
        </Box>

        {scope.isTop && territoryId === ALL && (
          <Paper sx={{ p: 2, mb: 3 }}>
            <Typography variant="h6" component="h2">
              Territories compared
            </Typography>
            <Table size="small" aria-label="Revenue per territory">
              <TableHead>
                <TableRow>
                  <TableCell>Territory</TableCell>
                  <TableCell align="right">Revenue</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {territoryTotals.map((t) => (
                  <TableRow key={t.id}>
                    <TableCell>{t.name}</TableCell>
                    <TableCell align="right">{formatCents(t.cents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        )}

        <TableContainer component={Paper}>
          <Table size="small" aria-label="Item sales">
            <TableHead>
              <TableRow>
                <TableCell>Item</TableCell>
                <TableCell align="right">Cases</TableCell>
                <TableCell align="right">Share of cases</TableCell>
                <TableCell align="right">Revenue</TableCell>
                <TableCell align="right">Share of revenue</TableCell>
                <TableCell align="right">vs previous period</TableCell>
                <TableCell align="right">vs last year</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.itemId}>
                  <TableCell>
                    {r.itemDesc}
                    <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                      {r.sku}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{r.qty}</TableCell>
                  <TableCell align="right">{r.qtyShare.toFixed(1)} %</TableCell>
                  <TableCell align="right">{formatCents(r.cents)}</TableCell>
                  <TableCell align="right">{r.revenueShare.toFixed(1)} %</TableCell>
                  <TableCell align="right">
                    {r.previousQty} <ChangeText change={r.qtyChange} />
                  </TableCell>
                  <TableCell align="right">
                    {r.lastYearQty} <ChangeText change={r.lastYearChange} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </QueryState>
    </Box>
  );
}
