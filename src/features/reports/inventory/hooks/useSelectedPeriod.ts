import { useMemo, useState } from 'react';
import type { SalesLocation } from '../../api/scope';
import type { LocationCogsData } from '../api/cogs-data';
import type { ValuedItem } from '../model/cogs';
import { latestRow, locationTrend } from '../model/cogsReport';

/**
 * The location and period a COGS or P&L screen shows: the first location and its latest closed
 * period until the viewer picks others. Every period of the location gets its row (oldest first).
 */
export function useSelectedPeriod(
  locations: readonly SalesLocation[],
  data: readonly LocationCogsData[],
  items: readonly ValuedItem[],
) {
  const [locationId, setLocationId] = useState('');
  const [periodId, setPeriodId] = useState('');
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
    selectLocation: (id: string) => {
      setLocationId(id);
      setPeriodId('');
    },
    selectPeriod: setPeriodId,
  };
}
