import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Paper,
  Skeleton,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { BarChart, LineChart } from '@/components/Charts';
import { PageHeader } from '@/components/PageHeader';
import { QueryState, allQueries } from '@/components/QueryState';
import { ReadOnlyTable, type ReadOnlyColumn } from '@/components/ReadOnlyTable';
import { TerritoryLocationPicker, type PickerLocation } from '@/components/TerritoryLocationPicker';
import { useCatalogue } from '@/features/referenceData';
import { db } from '@/lib/firebase';
import { presetRange, type FixedDateRangePreset } from '@/lib/dateRanges';
import {
  listLocationItemSales,
  listTerritoryItemSales,
  listTerritoryItemTypes,
} from '../api/item-sales';
import type { SalesLocation } from '../api/scope';
import { itemSalesLocations, territoryItemSalesView } from '../model/itemSalesRollups';
import {
  itemSalesRows,
  itemTrend,
  previousPeriod,
  samePeriodLastYear,
  toBounds,
  trendBounds,
  trendBuckets,
  type DayBounds,
  type ItemSalesRow,
  type TrendUnit,
} from '../model/aggregate';
import { planBeyond, readPlan } from '../model/salesRollups';
import { formatCents } from '../model/salesMath';
import { useReportScope } from '../hooks/useReportScope';
import { PeriodSelect } from '../components/PeriodSelect';
import { CsvExportButton } from '../components/CsvExportButton';
import { ChangeText } from '../components/ChangeText';

const ALL = '';
// A comparison not read yet: a placeholder of about its width, nothing for a screen reader.
const PENDING = <Skeleton aria-hidden width={48} sx={{ display: 'inline-block' }} />;
// The "All types" entry has the empty value: show it instead of an empty box under the label.
const FILTER_SLOTS = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

// On a narrow screen the comparisons give way first, then the shares.
const ITEM_COLUMNS: readonly ReadOnlyColumn<ItemSalesRow>[] = [
  {
    header: 'Item',
    cell: (r) => (
      <>
        {r.itemDesc}
        <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {r.sku}
        </Typography>
      </>
    ),
  },
  { header: 'Cases', cell: (r) => r.qty, align: 'right' },
  {
    header: 'Share of cases',
    cell: (r) => `${r.qtyShare.toFixed(1)} %`,
    align: 'right',
    priority: 2,
  },
  { header: 'Revenue', cell: (r) => formatCents(r.cents), align: 'right', wrap: 'nowrap' },
  {
    header: 'Share of revenue',
    cell: (r) => `${r.revenueShare.toFixed(1)} %`,
    align: 'right',
    priority: 2,
  },
  {
    header: 'vs previous period',
    cell: (r) =>
      r.previousQty === null ? (
        PENDING
      ) : (
        <>
          {r.previousQty} <ChangeText change={r.qtyChange} />
        </>
      ),
    align: 'right',
    priority: 3,
  },
  {
    header: 'vs last year',
    cell: (r) =>
      r.lastYearQty === null ? (
        PENDING
      ) : (
        <>
          {r.lastYearQty} <ChangeText change={r.lastYearChange} />
        </>
      ),
    align: 'right',
    priority: 3,
  },
];

const TERRITORY_COLUMNS: readonly ReadOnlyColumn<{ name: string; cents: number }>[] = [
  { header: 'Territory', cell: (t) => t.name },
  { header: 'Revenue', cell: (t) => formatCents(t.cents), align: 'right', wrap: 'nowrap' },
];

/**
 * Item sales: cases and revenue per item that approved and fulfilled orders delivered, with
 * shares, the previous period and the same period last year, a top-10 chart and a 12-week or
 * 12-month trend of one item. The scope's territory item rollups (whole months and ISO weeks, and
 * the single days at the ends of the ranges) serve the first view of every territory; their type
 * rollups (the same periods per location type, with the delivery locations) are read once a type
 * is chosen or the location list opened, and one delivery location's own rollups and end days
 * when it is chosen: the first view reads only what it shows. Item names come from the session's
 * catalogue; the franchise locations are not read.
 */
export function ItemSalesPage() {
  const scope = useReportScope({ locations: false });
  const [preset, setPreset] = useState<FixedDateRangePreset>('last30');
  const [{ territoryId, locationId }, setPicked] = useState({ territoryId: ALL, locationId: ALL });
  const [locationType, setLocationType] = useState<SalesLocation['type'] | typeof ALL>(ALL);
  const [trendItem, setTrendItem] = useState('');
  const [trendUnit, setTrendUnit] = useState<TrendUnit>('week');
  const [locationsWanted, setLocationsWanted] = useState(false);

  const now = useMemo(() => new Date(), []);
  const range = useMemo(() => presetRange(preset, now), [preset, now]);
  const buckets = useMemo(() => trendBuckets(trendUnit, now), [trendUnit, now]);
  const bucketBounds = useMemo(() => trendBounds(buckets, now), [buckets, now]);
  // Everything shown: the period, the previous one, last year's and the trend, whole months and
  // ISO weeks from the rollups, the days at their ends one by one. The first view reads the
  // period's parts first and the rest after them: on a tablet the whole chain's comparisons and
  // trend were two thirds of the first view's bytes.
  const shownPlan = useMemo(() => readPlan([toBounds(range)]), [range]);
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

  const type = locationType || undefined;
  // A top role's scope is the whole chain: one query per 30 periods instead of one per territory.
  const readScope = { territoryIds: scope.territoryIds, wholeChain: scope.isTop };
  const restPlan = useMemo(() => planBeyond(plan, shownPlan), [plan, shownPlan]);
  const territories = useQuery({
    queryKey: ['reports', 'territoryItemSales', readScope, shownPlan],
    queryFn: () => listTerritoryItemSales(db, readScope, shownPlan),
    enabled: scope.territoryIds.length > 0,
  });
  const territoriesRest = useQuery({
    queryKey: ['reports', 'territoryItemSales', readScope, restPlan],
    queryFn: () => listTerritoryItemSales(db, readScope, restPlan),
    enabled: territories.isSuccess,
  });
  const typed = useQuery({
    queryKey: ['reports', 'territoryItemTypes', readScope, plan],
    queryFn: () => listTerritoryItemTypes(db, readScope, plan),
    enabled: scope.territoryIds.length > 0 && (type !== undefined || locationsWanted),
  });
  const items = useCatalogue();

  // The figures shown: of one type from the type rollups, of all types from the item rollups.
  const allTypes = useMemo(
    () => territories.data && [...territories.data, ...(territoriesRest.data ?? [])],
    [territories.data, territoriesRest.data],
  );
  const rollups = type ? typed.data : allTypes;

  const deliveryLocations = useMemo<PickerLocation[]>(
    () => itemSalesLocations(typed.data ?? [], type),
    [typed.data, type],
  );
  const picked = deliveryLocations.find((l) => l.id === locationId);
  const place = useMemo(
    () => (picked ? { territoryId: picked.territoryId, deliveryLocationId: picked.id } : null),
    [picked],
  );
  // The type and location reads take the whole plan at once (they are not the first view).
  const compared = type !== undefined || place !== null || territoriesRest.isSuccess;
  const location = useQuery({
    queryKey: ['reports', 'locationItemSales', place, plan],
    queryFn: () => (place ? listLocationItemSales(db, place, plan) : null),
    enabled: place !== null,
  });
  const view = useMemo(() => {
    if (place) return location.data ?? null;
    const shown = (rollups ?? []).filter(
      (r) => territoryId === ALL || r.territoryId === territoryId,
    );
    return territoryItemSalesView(shown, type);
  }, [place, location.data, rollups, territoryId, type]);
  const totalsOf = useCallback((bounds: DayBounds) => view?.itemsOf(bounds) ?? {}, [view]);
  const rows = useMemo(
    () => itemSalesRows(totalsOf, items.data ?? [], range, compared),
    [totalsOf, items.data, range, compared],
  );
  const top10 = rows.filter((r) => r.cents > 0).slice(0, 10);
  const trendId = trendItem || top10[0]?.itemId || '';
  const trend = trendId && compared ? itemTrend(totalsOf, trendId, bucketBounds) : [];

  const territoryTotals = useMemo(() => {
    const totals = territoryItemSalesView(rollups ?? [], type).centsByTerritory(toBounds(range));
    return scope.territories.map((t) => ({ ...t, cents: totals.get(t.id) ?? 0 }));
  }, [rollups, type, range, scope.territories]);

  const loaded = allQueries(
    scope.query,
    type ? typed : territories,
    items,
    ...(place ? [location] : []),
  );

  return (
    <Box>
      <PageHeader
        title="Item Sales Reports"
        subtitle="Cases and revenue of approved and fulfilled orders, per item"
        actions={
          <CsvExportButton
            fileName={`item-sales-${preset}.csv`}
            rows={(compared ? rows : []).map((r) => ({
              Item: r.itemDesc,
              SKU: r.sku,
              'Quantity (cases)': r.qty,
              'Share of quantity %': r.qtyShare,
              Revenue: (r.cents / 100).toFixed(2),
              'Share of revenue %': r.revenueShare,
              'Previous period quantity': r.previousQty ?? '',
              'Change vs previous %': r.qtyChange ?? '',
              'Same period last year quantity': r.lastYearQty ?? '',
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
          onLocationsOpen={() => setLocationsWanted(true)}
        />
      </Box>

      <QueryState
        query={loaded}
        loadingLabel="Loading report"
        errorMessage="The report could not be loaded. Please try again."
      >
        {!type && !place && territoriesRest.isError && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void territoriesRest.refetch()}>
                Retry
              </Button>
            }
          >
            The comparisons and the trend could not be loaded.
          </Alert>
        )}
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
            {compared ? (
              <LineChart
                height={300}
                xAxis={[{ scaleType: 'point', data: buckets.map((b) => b.slice(5)) }]}
                series={[{ data: trend, label: 'Cases', area: true, curve: 'linear' }]}
              />
            ) : (
              <Skeleton variant="rectangular" height={300} aria-hidden />
            )}
          </Paper>
        </Box>

        {scope.isTop && territoryId === ALL && (
          <Paper sx={{ p: 2, mb: 3 }}>
            <Typography variant="h6" component="h2">
              Territories compared
            </Typography>
            <ReadOnlyTable
              label="Revenue per territory"
              columns={TERRITORY_COLUMNS}
              rows={territoryTotals}
              rowKey={(t) => t.id}
            />
          </Paper>
        )}

        <ReadOnlyTable
          label="Item sales"
          columns={ITEM_COLUMNS}
          rows={rows}
          rowKey={(r) => r.itemId}
          outlined
        />
      </QueryState>
    </Box>
  );
}
