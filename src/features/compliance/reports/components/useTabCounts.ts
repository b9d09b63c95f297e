import { useEffect, useState } from 'react';
import type { DocumentData, Query } from 'firebase/firestore';
import { countReports } from '../api/count-reports';

/**
 * Number of rows per tab (aggregation queries, one read per 1000 rows each), for "Passed (5)".
 * `queries` must be stable (memoised by the caller); `version` re-counts after a delete.
 */
export function useTabCounts<K extends string>(
  queries: Record<K, Query<DocumentData>>,
  version = 0,
): Partial<Record<K, number>> {
  const [counts, setCounts] = useState<Partial<Record<K, number>>>({});
  useEffect(() => {
    let cancelled = false;
    for (const key of Object.keys(queries) as K[]) {
      countReports(queries[key])
        .then((count) => !cancelled && setCounts((c) => ({ ...c, [key]: count })))
        // Counting needs the server; offline the tabs simply show no number.
        .catch((error: unknown) => console.warn('Report count unavailable', error));
    }
    return () => {
      cancelled = true;
    };
  }, [queries, version]);
  return counts;
}

/** "Passed (5)", or "Passed" while the count is unknown. */
export function tabLabel(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}
