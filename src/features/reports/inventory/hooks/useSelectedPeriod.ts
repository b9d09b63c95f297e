import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SalesLocation } from '../../api/scope';
import { latestRow } from '../model/cogsReport';
import { useLocationRollups } from './useCogsData';

/**
 * The location and period a COGS or P&L screen shows: the first location and its latest closed
 * period until the viewer picks others. The choice is in the address (`?location=&period=`,
 * paths.reports.cogsOf / profitLossOf), so moving between COGS and P&L, or coming from an
 * inventory period, keeps it (issue 30). Only the shown location's COGS rollups are read (every
 * period's row, oldest first); `query` is that read.
 */
export function useSelectedPeriod(locations: readonly SalesLocation[]) {
  const [params, setParams] = useSearchParams();
  const locationId = params.get('location') ?? '';
  const periodId = params.get('period') ?? '';
  // The choice replaces the address rather than adding a step to the browser's history.
  const choose = (next: Record<string, string>) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')), {
      replace: true,
    });
  const location = locations.find((l) => l.id === locationId) ?? locations[0] ?? null;
  const query = useLocationRollups(location);
  const rollups = useMemo(() => query.data?.rollups ?? [], [query.data]);
  const rows = useMemo(() => rollups.map((r) => r.row), [rollups]);
  const row = rows.find((r) => r.periodId === periodId) ?? latestRow(rows);
  const rollup = rollups.find((r) => r.reportId === row?.periodId) ?? null;
  return {
    location,
    query,
    rollups,
    rows,
    row,
    /** The selected period's days (its transfers and waste are read on their own). */
    period: rollup
      ? {
          id: rollup.reportId,
          name: rollup.row.name,
          from: rollup.row.from,
          to: rollup.row.to,
          closed: rollup.closed,
        }
      : null,
    selectLocation: (id: string) => choose({ location: id }),
    selectPeriod: (id: string) => choose({ location: location?.id ?? '', period: id }),
  };
}
