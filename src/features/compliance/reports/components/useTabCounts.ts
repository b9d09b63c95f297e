import { useQueries } from '@tanstack/react-query';
import { countReports } from '../api/count-reports';
import type { ReportsQuery } from '../api/report-queries';

/**
 * Number of rows per tab (aggregation queries, one read per 1000 rows each), for "Passed (5)".
 * `cacheKey` names the list and its scope (the queries' content, which are not serialisable);
 * `version` re-counts after a delete.
 */
export function useTabCounts<K extends string>(
  cacheKey: string,
  queries: Record<K, ReportsQuery>,
  version = 0,
): Partial<Record<K, number>> {
  const tabs = Object.keys(queries) as K[];
  const results = useQueries({
    queries: tabs.map((tab) => ({
      queryKey: ['compliance-report-count', cacheKey, tab, version],
      queryFn: () =>
        countReports(queries[tab]).catch((error: unknown) => {
          // Counting needs the server; offline the tabs simply show no number.
          console.warn('Report count unavailable', error);
          throw error;
        }),
    })),
  });
  const counts: Partial<Record<K, number>> = {};
  tabs.forEach((tab, i) => {
    const count = results[i].data;
    if (count !== undefined) counts[tab] = count;
  });
  return counts;
}

/** "Passed (5)", or "Passed" while the count is unknown. */
export function tabLabel(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}
