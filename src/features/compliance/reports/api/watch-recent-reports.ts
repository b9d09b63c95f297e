import { limit, onSnapshot, query, type Unsubscribe } from 'firebase/firestore';
import { toReportDetails, type ReportDetails } from '../model/report';
import { publishedReportsQuery, type QueryableScope } from './report-queries';

/**
 * How many of the newest reports the bell's badge looks at: an exact unread count would read every
 * report, so the badge counts unread among these and shows "9+" when all are (as announcements).
 */
export const UNREAD_WINDOW = 10;

/** The newest UNREAD_WINDOW published reports in scope, live (the bell's badge). */
export function watchRecentReports(
  scope: QueryableScope,
  onNext: (reports: ReportDetails[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    query(publishedReportsQuery(scope, null), limit(UNREAD_WINDOW)),
    (snapshot) => onNext(snapshot.docs.map((d) => toReportDetails(d.id, d.data()))),
    onError,
  );
}
