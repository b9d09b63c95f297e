import { getCountFromServer } from 'firebase/firestore';
import { chunkQueries, sumChunks } from '@/data/query/scopeChunks';
import type { ReportsQuery } from './report-queries';

/**
 * Number of documents a list query matches: one aggregation per chunk of 30 territories, in
 * parallel, added up (one read per 1000 documents each).
 */
export function countReports(listQuery: ReportsQuery): Promise<number> {
  return sumChunks(
    chunkQueries(listQuery),
    async (q) => (await getCountFromServer(q)).data().count,
  );
}
