import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SalesLocation } from '../../api/scope';
import type { LocationCogsData } from '../api/cogs-data';
import type { ValuedItem } from '../model/cogs';
import { latestRow, locationTrend } from '../model/cogsReport';

/**
 * The location and period a COGS or P&L screen shows: the first location and its latest closed
 * period until the viewer picks others. The choice is in the address (`?location=&period=`,
 * paths.reports.cogsOf / profitLossOf), so moving between COGS and P&L, or coming from an
 * inventory period, keeps it (issue 30). Every period of the location gets its row (oldest first).
 */
export function useSelectedPeriod(
  locations: readonly SalesLocation[],
  data: readonly LocationCogsData[],
  items: readonly ValuedItem[],
) {
  const [params, setParams] = useSearchParams();
  const locationId = params.get('location') ?? '';
  const periodId = params.get('period') ?? '';
  // The choice replaces the address rather than adding a step to the browser's history.
  const choose = (next: Record<string, string>) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')), {
      replace: true,
    });
  const location = locations.find((l) => l.id === locationId) ?? locations[0] ?? null;
  const locationData = data.find((d) => d.location.id === location?.id) ?? null;
  const rows = useMemo(
    () =>
      locationData
        ? locationTrend(locationData.periods, items, locationData.purchases, Infinity)
        : [],
    [locationData, items],
  );
  const row = rows.find((r) => r.periodId === periodId) ?? latestRow(rows);
  return {
    location,
    locationData,
    rows,
    row,
    period: locationData?.periods.find((p) => p.id === row?.periodId) ?? null,
    selectLocation: (id: string) => choose({ location: id }),
    selectPeriod: (id: string) => choose({ location: location?.id ?? '', period: id }),
  };
}
