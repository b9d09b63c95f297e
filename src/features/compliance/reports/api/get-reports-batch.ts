import {
  getDocs,
  limit,
  query,
  startAfter,
  type DocumentData,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { toReportDetails, type ReportDetails } from '../model/report';
import { publishedReportsQuery, type QueryableScope } from './report-queries';

export type ReportCursor = QueryDocumentSnapshot<DocumentData>;

export interface ReportsBatch {
  reports: ReportDetails[];
  /** startAfter() of the next batch; null when this batch is empty. */
  last: ReportCursor | null;
  /** No report follows this batch. */
  done: boolean;
}

/** One batch of published reports in scope, newest first (notification list, mark all as read). */
export async function getReportsBatch({
  scope,
  after,
  size,
}: {
  scope: QueryableScope;
  after?: ReportCursor | null;
  size: number;
}): Promise<ReportsBatch> {
  const snapshot = await getDocs(
    query(publishedReportsQuery(scope, null), ...(after ? [startAfter(after)] : []), limit(size)),
  );
  const docs = snapshot.docs;
  return {
    reports: docs.map((d) => toReportDetails(d.id, d.data())),
    last: docs.length > 0 ? docs[docs.length - 1] : null,
    done: docs.length < size,
  };
}
