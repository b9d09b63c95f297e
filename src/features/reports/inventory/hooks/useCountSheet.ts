import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { db } from '@/lib/firebase';
import {
  getStorageAreas,
  listCountItems,
  watchCountLines,
  type CountSheetLines,
} from '../api/count-sheet';
import { loadExpectations } from '../api/expectations';
import { getInventoryReport } from '../api/inventory-reports';
import type { CountKind } from '../model/inventoryStatus';
import { COUNT_ITEMS_KEY, STORAGE_AREAS_KEY, reportKey } from './queryKeys';

const EMPTY: CountSheetLines = { lines: {}, checks: {}, unsynced: [] };

/**
 * Everything a count sheet shows: the period, the active items, the storage areas, the count's
 * lines (live, so other counters' lines appear and offline saves show as unsynced) and what each
 * line is expected to find.
 */
export function useCountSheet(reportId: string, count: CountKind) {
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
  const [lines, setLines] = useState<CountSheetLines | null>(null);
  const [linesError, setLinesError] = useState<Error | null>(null);
  useEffect(() => watchCountLines(db, reportId, count, setLines, setLinesError), [reportId, count]);

  return {
    report: report.data,
    items: items.data,
    areas: areas.data,
    lines: lines ?? EMPTY,
    // An expectation that cannot load (offline, say) flags nothing rather than blocking the count.
    expected: expected.data ?? {},
    isLoading: report.isLoading || items.isLoading || areas.isLoading || lines === null,
    error: report.error ?? items.error ?? areas.error ?? linesError,
    refetchReport: report.refetch,
  };
}
