import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { allQueries } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import {
  getStorageAreas,
  listCountItems,
  readCountLines,
  watchCountLines,
  type CountSheetLines,
} from '../api/count-sheet';
import { loadExpectations } from '../api/expectations';
import { getInventoryReport } from '../api/inventory-reports';
import type { CountKind } from '../model/inventoryStatus';
import { COUNT_ITEMS_KEY, STORAGE_AREAS_KEY, countLinesKey, reportKey } from './queryKeys';

const EMPTY: CountSheetLines = { lines: {}, checks: {}, unsynced: [] };

/**
 * Everything a count sheet shows: the period, the active items, the storage areas, the count's
 * lines and what each line is expected to find. All TanStack queries, so QueryState can say the
 * sheet needs a connection offline (`query`); the lines query is then kept live from Firestore's
 * listener, so other counters' lines appear and offline saves show as unsynced.
 */
export function useCountSheet(reportId: string, count: CountKind) {
  const queryClient = useQueryClient();
  const report = useQuery({
    queryKey: reportKey(reportId),
    queryFn: () => getInventoryReport(db, reportId),
  });
  const items = useQuery({ queryKey: COUNT_ITEMS_KEY, queryFn: () => listCountItems(db) });
  const areas = useQuery({ queryKey: STORAGE_AREAS_KEY, queryFn: () => getStorageAreas(db) });
  const expected = useQuery({
    queryKey: ['inventory', 'expected', reportId, count, report.data?.status],
    queryFn: () => loadExpectations(db, report.data!, count, items.data ?? []),
    enabled: Boolean(report.data && items.data),
    staleTime: Infinity,
  });
  const lines = useQuery({
    queryKey: countLinesKey(reportId, count),
    queryFn: () => readCountLines(db, reportId, count),
    // The listener below keeps it current.
    staleTime: Infinity,
  });
  useEffect(
    () =>
      watchCountLines(
        db,
        reportId,
        count,
        (next) => queryClient.setQueryData(countLinesKey(reportId, count), next),
        (error) => console.error('Following the count lines failed', error),
      ),
    [queryClient, reportId, count],
  );

  return {
    report: report.data,
    items: items.data,
    areas: areas.data,
    lines: lines.data ?? EMPTY,
    // An expectation that cannot load (offline, say) flags nothing rather than blocking the count.
    expected: expected.data ?? {},
    /** What the sheet needs before it shows, as one query for QueryState. */
    query: allQueries(report, items, areas, lines),
    refetchReport: report.refetch,
  };
}
