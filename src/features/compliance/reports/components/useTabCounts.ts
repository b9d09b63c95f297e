import { useQueries } from '@tanstack/react-query';
import { countReports } from '../api/count-reports';
import type { ReportsQuery } from '../api/report-queries';

/** The table below the tabs: it lists the shown tab's query, without filters of its own. */
interface ShownTab<K extends string> {
  tab: K;
  /** The table's own count of that query (null until known). */
  totalCount: number | null;
  /** The table's first page is in. */
  rowsShown: boolean;
}

/**
 * Number of rows per tab (aggregation queries, one read per 1000 rows each), for "Passed (5)".
 * The shown tab takes the table's own count of the same query rather than asking again.
 * `cacheKey` names the list and its scope (the queries' content, which are not serialisable);
 * `version` re-counts after a delete. Counting starts once the table's first page is in: asked
 * together, the counts queue ahead of the rows for the connection and the main thread, and the
 * rows are what the user opened the page for. While a later page loads the counts keep their
 * numbers (a disabled query keeps its data; within the cache's stale time nothing recounts).
 */
export function useTabCounts<K extends string>(
  cacheKey: string,
  queries: Record<K, ReportsQuery>,
  shown: ShownTab<K>,
  version = 0,
): Partial<Record<K, number>> {
  const tabs = Object.keys(queries) as K[];
  const results = useQueries({
    queries: tabs.map((tab) => ({
      queryKey: ['compliance-report-count', cacheKey, tab, version],
      enabled: shown.rowsShown && tab !== shown.tab,
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
    // The shown tab's count from an earlier visit stands in until the table has counted.
    const count = (tab === shown.tab ? shown.totalCount : null) ?? results[i].data;
    if (count !== undefined) counts[tab] = count;
  });
  return counts;
}

/** "Passed (5)", or "Passed" while the count is unknown. */
export function tabLabel(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}
