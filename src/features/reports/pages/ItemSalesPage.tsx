import { useMemo, useState } from 'react';
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
import { subMonths } from 'date-fns';
import { PageHeader } from '@/components/PageHeader';
import { QueryState, allQueries } from '@/components/QueryState';
import { TerritoryLocationPicker, type PickerLocation } from '@/components/TerritoryLocationPicker';
import { db } from '@/lib/firebase';
import { presetRange, type FixedDateRangePreset } from '@/lib/dateRanges';
import { listCatalogueItems, listItemSalesDays } from '../api/item-sales';
import type { SalesLocation } from '../api/scope';
import {
  comparisonSpan,
  dayKey,
  itemSalesRows,
  itemTrend,
  toBounds,
  trendBuckets,
  type TrendUnit,
} from '../model/aggregate';
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
 * per-day per-location totals (item_sales_daily), with shares, the previous period and the same
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
  // One read covers the period, the previous one, last year's and 12 months of trend.
  const span = useMemo(() => {
    const s = comparisonSpan(range);
    const trendFrom = dayKey(subMonths(now, 12));
    return { from: s.from < trendFrom ? s.from : trendFrom, to: dayKey(now) };
  }, [range, now]);

  const territoryIds = territoryId === ALL ? scope.territoryIds : [territoryId];
  const days = useQuery({
    queryKey: ['reports', 'itemSalesDays', territoryIds, span, locationType],
    queryFn: () =>
      listItemSalesDays(db, territoryIds, span.from, span.to, locationType || undefined),
    enabled: territoryIds.length > 0,
  });
  const items = useQuery({
    queryKey: ['reports', 'catalogue'],
    queryFn: () => listCatalogueItems(db),
    staleTime: Infinity,
  });

  const allDays = useMemo(() => days.data ?? [], [days.data]);
  const deliveryLocations = useMemo(() => {
    const locations = new Map<string, PickerLocation>();
    for (const d of allDays) {
      locations.set(d.deliveryLocationId, {
        id: d.deliveryLocationId,
        name: d.locationName,
        territoryId: d.territoryId,
      });
    }
    return [...locations.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [allDays]);
  const chosenDays = useMemo(
    () =>
      locationId === ALL ? allDays : allDays.filter((d) => d.deliveryLocationId === locationId),
    [allDays, locationId],
  );
  const rows = useMemo(
    () => itemSalesRows(chosenDays, items.data ?? [], range),
    [chosenDays, items.data, range],
  );
  const top10 = rows.filter((r) => r.cents > 0).slice(0, 10);
  const buckets = useMemo(() => trendBuckets(trendUnit, now), [trendUnit, now]);
  const trendId = trendItem || top10[0]?.itemId || '';
  const trend = trendId ? itemTrend(chosenDays, trendId, buckets) : [];

  const territoryTotals = useMemo(() => {
    const bounds = toBounds(range);
    const totals = new Map<string, number>();
    for (const d of allDays) {
      if (d.date < bounds.from || d.date > bounds.to) continue;
      const sum = Object.values(d.items).reduce((s, l) => s + l.cents, 0);
      totals.set(d.territoryId, (totals.get(d.territoryId) ?? 0) + sum);
    }
    return scope.territories.map((t) => ({ ...t, cents: totals.get(t.id) ?? 0 }));
  }, [allDays, range, scope.territories]);

  const loaded = allQueries(scope.query, days, items);

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
