import { useMemo } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { db } from '@/lib/firebase';
import { dayKey } from '../../model/aggregate';
import type { SalesLocation } from '../../api/scope';
import { loadLocationFees, loadLocationRollups, loadLocationTrends } from '../api/cogs-data';
import { listStockMovements } from '../api/stock-movements';

const cogsQueryKey = (locationId: string) => ['cogs', 'location', locationId];

/**
 * The COGS rollups of `location`'s periods (one document per inventory period, kept by the
 * server): what the COGS and P&L pages read of the location they show; nothing without one.
 */
export function useLocationRollups(location: SalesLocation | null) {
  const today = useMemo(() => dayKey(new Date()), []);
  return useQuery({
    queryKey: [...cogsQueryKey(location?.id ?? ''), 'rollups'],
    queryFn: () => loadLocationRollups(db, location!, today),
    enabled: location !== null,
  });
}

const TRENDS_KEY = ['cogs', 'trends'];

/**
 * The side-by-side view's trend of each given location (its latest period and the COGS % of its
 * last six, kept by the server), read by territory: a query per 30 territories, not per location.
 */
export function useLocationTrends(locations: readonly SalesLocation[]) {
  const today = useMemo(() => dayKey(new Date()), []);
  const territoryIds = useMemo(
    () => [...new Set(locations.map((l) => l.territoryId))].sort(),
    [locations],
  );
  return useQuery({
    queryKey: [...TRENDS_KEY, ...territoryIds],
    queryFn: () => loadLocationTrends(db, territoryIds, today),
    enabled: territoryIds.length > 0,
  });
}

/** Reads the COGS figures of these locations again (rollups, movements, the side-by-side view). */
export function rereadCogs(client: QueryClient, locationIds: readonly string[]) {
  return Promise.all(
    [...locationIds.map(cogsQueryKey), TRENDS_KEY].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}

/** The transfers and waste of one period of `locationId` (read when `enabled`). */
export function usePeriodMovements(locationId: string, reportId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...cogsQueryKey(locationId), 'movements', reportId],
    queryFn: () => listStockMovements(db, reportId),
    enabled: enabled && reportId !== '',
  });
}

/** The royalty rates and statements of `location` (the P&L's fees); nothing without one. */
export function useLocationFees(location: SalesLocation | null) {
  return useQuery({
    queryKey: ['cogs', 'fees', location?.id ?? ''],
    queryFn: () => loadLocationFees(db, location!),
    enabled: location !== null,
  });
}
