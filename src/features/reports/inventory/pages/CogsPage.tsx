import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/PageHeader';
import { isFranchiseStaff } from '@/domain/permissions';
import { db } from '@/lib/firebase';
import { useSession } from '@/features/auth';
import { useCatalogue } from '@/features/referenceData';
import { paths } from '@/lib/paths';
import { useReportScope } from '../../hooks/useReportScope';
import { LocationSelect } from '../../components/LocationSelect';
import { CogsPeriodTable } from '../components/CogsPeriodTable';
import { CogsCompareTable, type LocationRows } from '../components/CogsCompareTable';
import { PeriodPicker } from '../components/PeriodPicker';
import { StockMovementsPanel } from '../components/StockMovementsPanel';
import { IncomingTransfersPanel } from '../components/IncomingTransfersPanel';
import { useIncomingTransfers } from '../hooks/useIncomingTransfers';
import { useLocationTrends, usePeriodMovements } from '../hooks/useCogsData';
import { useSelectedPeriod } from '../hooks/useSelectedPeriod';
import { systemMedianLine, zeroPurchasesReason } from '../model/cogsFormat';
import { getBenchmark } from '../../api/benchmarks';
import { monthBounds } from '../../model/benchmarks';

const COHORTS = [
  { type: 'restaurant', title: 'Restaurants' },
  { type: 'truck', title: 'Trucks' },
] as const;

/**
 * Cost of goods (issue 14): one period of one location by category, its transfers and waste,
 * and every location of the viewer's scope side by side with the trend of its last six periods,
 * trucks and restaurants apart. Beside the period's COGS % everyone sees the system median of its
 * cohort computed by the server (sales_benchmarks of the month the period closed in); top roles
 * also see every location and the median of the side-by-side view, a franchisee their own only.
 * It reads the shown location's period rollups and, per 30 territories, the locations' trends
 * (issue 29): a few queries at any number of locations; the period shows without waiting for them.
 */
export function CogsPage() {
  const scope = useReportScope();
  const { can } = useSession();
  const [tab, setTab] = useState<'report' | 'movements'>('report');
  const locations = useMemo(() => scope.locations.filter((l) => l.enabled), [scope.locations]);
  const selected = useSelectedPeriod(locations);
  const catalogue = useCatalogue();
  const items = useMemo(
    () => (catalogue.data ?? []).map((i) => ({ id: i.id, name: i.itemDesc || i.id })),
    [catalogue.data],
  );
  const itemNames = useMemo(() => new Map(items.map((i) => [i.id, i.name])), [items]);
  const trendsQuery = useLocationTrends(locations);
  const trends: LocationRows[] = useMemo(() => {
    const byLocation = new Map((trendsQuery.data ?? []).map((t) => [t.locationId, t]));
    return locations.map((location) => ({
      location,
      latest: byLocation.get(location.id)?.latest ?? null,
      rows: byLocation.get(location.id)?.points ?? [],
    }));
  }, [locations, trendsQuery.data]);
  const loading = scope.isLoading || selected.query.isLoading || catalogue.isLoading;
  const failed = scope.error || selected.query.error || catalogue.error;
  // The server's median COGS % of the location's cohort over the month its period closed in.
  const benchmarkMonth = selected.row ? monthBounds(`${selected.row.to.slice(0, 7)}-01`) : null;
  const benchmark = useQuery({
    queryKey: ['cogs', 'benchmark', benchmarkMonth?.from ?? ''],
    queryFn: () => getBenchmark(db, benchmarkMonth!),
    enabled: benchmarkMonth !== null,
  });
  const incoming = useIncomingTransfers(selected.location ?? null);
  const incomingCount = incoming.data?.length ?? 0;
  const staffCanMove = isFranchiseStaff(scope.viewer.role) && can('inventory.edit');
  const movements = usePeriodMovements(
    selected.location?.id ?? '',
    selected.period?.id ?? '',
    tab === 'movements',
  );
  // Why the period shown bought nothing; without a linked delivery location the warning says so.
  const purchasesReason =
    selected.row && selected.location?.deliveryLocationId
      ? zeroPurchasesReason(selected.row, selected.location)
      : null;

  return (
    <Box>
      <PageHeader
        title="COGS Reports"
        subtitle="Cost of goods per inventory period: counts valued at the order price, purchases from fulfilled orders"
        actions={
          <Button
            component={RouterLink}
            to={
              selected.location
                ? paths.reports.profitLossOf(selected.location.id, selected.row?.periodId)
                : paths.reports.profitLoss
            }
            variant="outlined"
          >
            Profit and Loss
          </Button>
        }
      />
      {failed && (
        <Alert severity="error">The COGS figures could not be loaded. Please try again.</Alert>
      )}
      {loading && <CircularProgress aria-label="Loading COGS" />}
      {!scope.isLoading && !scope.error && locations.length === 0 && (
        <Alert severity="info">
          No franchise location is in your scope. Please contact corporate.
        </Alert>
      )}
      {!loading && !failed && selected.location && (
        <>
          <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}>
            <LocationSelect
              locations={locations}
              value={selected.location.id}
              onChange={selected.selectLocation}
            />
            {selected.rows.length > 0 && (
              <PeriodPicker
                rows={selected.rows}
                value={selected.row?.periodId ?? ''}
                onChange={selected.selectPeriod}
              />
            )}
          </Box>
          {!selected.location.deliveryLocationId && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              No delivery location is linked to {selected.location.name}: its purchases cannot be
              read from orders, so COGS leaves them out.
            </Alert>
          )}
          <Tabs value={tab} onChange={(_, v: 'report' | 'movements') => setTab(v)} sx={{ mb: 2 }}>
            <Tab value="report" label="Report" />
            <Tab
              value="movements"
              label={
                incomingCount > 0
                  ? `Transfers and waste (${incomingCount} incoming)`
                  : 'Transfers and waste'
              }
            />
          </Tabs>
          {!selected.row && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {selected.location.name} has no inventory period yet.
            </Alert>
          )}
          {tab === 'report' && (
            // minmax(0, 1fr): wide tables scroll inside their card instead of widening the page.
            <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
              {selected.row && (
                <CogsPeriodTable
                  row={selected.row}
                  locationName={selected.location.name}
                  itemNames={itemNames}
                  systemMedian={{
                    ...systemMedianLine(benchmark.data, selected.location.type, selected.row.to),
                    ...(benchmark.isError ? { value: 'Could not be loaded', note: '' } : {}),
                  }}
                />
              )}
              {purchasesReason && <Alert severity="info">{purchasesReason}</Alert>}
              <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
                {scope.isTop ? 'Locations side by side' : 'Your locations'}
              </Typography>
              {trendsQuery.isError && (
                <Alert severity="error">
                  The locations side by side could not be loaded. Please try again.
                </Alert>
              )}
              {trendsQuery.isLoading && <CircularProgress aria-label="Loading the locations" />}
              {trendsQuery.isSuccess && (
                <Box
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
                    gap: 2,
                  }}
                >
                  {COHORTS.map(({ type, title }) => {
                    const cohort = trends.filter((t) => t.location.type === type);
                    return cohort.length === 0 ? null : (
                      <CogsCompareTable
                        key={type}
                        title={title}
                        cohort={cohort}
                        showMedian={scope.isTop}
                      />
                    );
                  })}
                </Box>
              )}
            </Box>
          )}
          {tab === 'movements' && (
            <IncomingTransfersPanel
              location={selected.location}
              transfers={incoming.data ?? []}
              itemNames={itemNames}
              canAnswer={staffCanMove}
            />
          )}
          {tab === 'movements' && selected.period && movements.data && (
            <StockMovementsPanel
              key={selected.period.id}
              period={{ ...selected.period, movements: movements.data }}
              location={selected.location}
              otherLocations={scope.locations.filter((l) => l.id !== selected.location?.id)}
              items={items}
              canEdit={scope.isTop || staffCanMove}
              canTransfer={staffCanMove}
              uid={scope.viewer.uid}
            />
          )}
        </>
      )}
    </Box>
  );
}
