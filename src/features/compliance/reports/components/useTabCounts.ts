import { useQueries } from '@tanstack/react-query';
import { countReports } from '../api/count-reports';
import type { ReportsQuery } from '../api/report-queries';

/**
 * Number of rows per tab (aggregation queries, one read per 1000 rows each), for "Passed (5)".
 * `cacheKey` names the list and its scope (the queries' content, which are not serialisable);
 * `version` re-counts after a delete. Counting starts once `rowsShown` (the table's first page is
 * in): asked together, the counts queue ahead of the rows for the connection and the main thread,
 * and the rows are what the user opened the page for. While a later page loads the counts keep
 * their numbers (a disabled query keeps its data; within the cache's stale time nothing recounts).
 */
export function useTabCounts<K extends string>(
  cacheKey: string,
  queries: Record<K, ReportsQuery>,
  { rowsShown, version = 0 }: { rowsShown: boolean; version?: number },
): Partial<Record<K, number>> {
  const tabs = Object.keys(queries) as K[];
  const results = useQueries({
    queries: tabs.map((tab) => ({
      queryKey: ['compliance-report-count', cacheKey, tab, version],
      enabled: rowsShown,
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
