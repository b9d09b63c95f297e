import {
  getDocs,
  query,
  startAfter,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { ComplianceReportDoc } from '@/data/complianceReports';
import { mergeChunkPages, type MergeOrder } from '@/data/query/mergedPage';
import { chunkQueries } from '@/data/query/scopeChunks';
import { toReportDetails, type ReportDetails } from '../model/report';
import { publishedReportsQuery, type QueryableScope } from './report-queries';

/**
 * Where the next batch starts: per chunk of 30 territories (one for an unscoped list), the last
 * report of that chunk already returned (undefined: none yet).
 */
export type ReportCursor = readonly (QueryDocumentSnapshot<ComplianceReportDoc> | undefined)[];

export interface ReportsBatch {
  reports: ReportDetails[];
  /** Where the next batch starts; null when this batch is empty. */
  last: ReportCursor | null;
  /** No report follows this batch. */
  done: boolean;
}

const NEWEST_FIRST: MergeOrder[] = [{ field: 'createdAt', direction: 'desc' }];

/**
 * One batch of published reports in scope, newest first (notification list, mark all as read).
 * Each chunk of territories reads `size + 1` after its own cursor, in parallel; the merge keeps
 * the newest `size` and the extra document says whether more follow.
 */
export async function getReportsBatch({
  db,
  scope,
  after,
  size,
}: {
  db: Firestore;
  scope: QueryableScope;
  after?: ReportCursor | null;
  size: number;
}): Promise<ReportsBatch> {
  // Each chunk reads one more than the batch: the extra document says whether more follow.
  const queries = chunkQueries(publishedReportsQuery(db, scope, null, { limit: size + 1 }));
  const starts = queries.map((_, i) => after?.[i]);
  const chunkDocs = await Promise.all(
    queries.map(async (q, i) => {
      const start = starts[i];
      const page = query(q, ...(start ? [startAfter(start)] : []));
      return (await getDocs(page)).docs;
    }),
  );
  const merged = mergeChunkPages(chunkDocs, starts, NEWEST_FIRST, size);
  return {
    reports: merged.docs.map((d) => toReportDetails(d.id, d.data())),
    last: merged.docs.length > 0 ? merged.nextStarts : null,
    done: !merged.hasNextPage,
  };
}
