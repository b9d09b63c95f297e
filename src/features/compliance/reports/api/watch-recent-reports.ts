import {
  onSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import type { ComplianceReportDoc } from '@/data/complianceReports';
import { compareDocs, type MergeOrder } from '@/data/query/mergedPage';
import { chunkQueries, firstOfMerged } from '@/data/query/scopeChunks';
import { toReportDetails, type ReportDetails } from '../model/report';
import { publishedReportsQuery, type QueryableScope } from './report-queries';

/**
 * How many of the newest reports the bell's badge looks at: an exact unread count would read every
 * report, so the badge counts unread among these and shows "9+" when all are (as announcements).
 */
export const UNREAD_WINDOW = 10;

const NEWEST_FIRST: MergeOrder[] = [{ field: 'createdAt', direction: 'desc' }];

type RecentDocs = QueryDocumentSnapshot<ComplianceReportDoc>[];

/**
 * The newest UNREAD_WINDOW published reports in scope, live (the bell's badge): one listener per
 * chunk of 30 territories, each limited to the window, merged once every chunk has answered.
 */
export function watchRecentReports(
  db: Firestore,
  scope: QueryableScope,
  onNext: (reports: ReportDetails[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const queries = chunkQueries(publishedReportsQuery(db, scope, null, { limit: UNREAD_WINDOW }));
  const latest: (RecentDocs | undefined)[] = queries.map(() => undefined);
  const publish = () => {
    if (latest.some((docs) => docs === undefined)) return;
    const newest = firstOfMerged(
      latest.map((docs) => docs ?? []),
      (a, b) => compareDocs(a, b, NEWEST_FIRST),
      UNREAD_WINDOW,
    );
    onNext(newest.map((d) => toReportDetails(d.id, d.data())));
  };
  const stops = queries.map((q, i) =>
    onSnapshot(
      q,
      (snapshot) => {
        latest[i] = snapshot.docs;
        publish();
      },
      onError,
    ),
  );
  return () => stops.forEach((stop) => stop());
}
