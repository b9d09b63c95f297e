import { useQuery } from '@tanstack/react-query';
import { db } from '@/lib/firebase';
import { listCountItems } from '../api/count-sheet';
import { getInventoryReport, listCountLines } from '../api/inventory-reports';
import { COUNT_ITEMS_KEY, reportKey } from './queryKeys';

/** One period with both counts' lines and the active items (for the summary page). */
export function useInventoryReport(reportId: string) {
  const report = useQuery({
    queryKey: reportKey(reportId),
    queryFn: () => getInventoryReport(db, reportId),
  });
  const items = useQuery({ queryKey: COUNT_ITEMS_KEY, queryFn: () => listCountItems(db) });
  const lines = useQuery({
    queryKey: ['inventory', 'allLines', reportId, report.data?.status],
    queryFn: async () => ({
      opening: await listCountLines(db, reportId, 'opening'),
      closing: await listCountLines(db, reportId, 'closing'),
    }),
    enabled: report.isSuccess,
  });
  return {
    report: report.data,
    items: items.data,
    lines: lines.data,
    isLoading: report.isLoading || items.isLoading || lines.isLoading,
    error: report.error ?? items.error ?? lines.error,
    refetch: report.refetch,
  };
}
