import { db } from '@/lib/firebase';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loadSampleReport } from '../api/build-sample';
import { getReport } from '../api/get-report';
import { markReportsRead } from '../api/mark-reports-read';
import { isUnreadBy, type ReportDetails } from '../model/report';

type ReportDetailsState =
  | { status: 'loading' }
  | { status: 'ready'; report: ReportDetails }
  | { status: 'notFound' }
  | { status: 'error'; message: string };

const LOAD_ERROR = 'The compliance report could not be loaded. Check your connection and access.';

/** The stored report (marked read by `uid` when it was not), or the sample of a location. */
async function loadReport(
  id: string,
  franchiseeLocationId: string,
  sample: boolean,
  uid: string,
): Promise<ReportDetails | null> {
  const report = sample
    ? await loadSampleReport(db, franchiseeLocationId)
    : await getReport(db, id);
  if (report && !report.isSample && isUnreadBy(report, uid)) {
    // Best effort: failing to mark read must not hide the report.
    markReportsRead({ db, ids: [report.id], uid }).catch((error: unknown) =>
      console.error('Could not mark the compliance report read', error),
    );
  }
  return report;
}

/**
 * Loads a stored report, or builds the sample for a location, and marks a stored report read by
 * `uid` when it was not (spec 02 §4: opening a report adds the viewer to readRecipients).
 * Read afresh on every visit (reports are edited, actioned and DNQ-flagged on other pages), so the
 * cached copy is dropped as soon as the page is left.
 */
export function useReportDetails(
  id: string,
  franchiseeLocationId: string,
  sample: boolean,
  uid: string,
  /** Bump to load the stored report again (after a change made on the page). */
  version = 0,
): ReportDetailsState {
  const report = useQuery({
    queryKey: ['compliance-report', id, franchiseeLocationId, sample, uid, version],
    queryFn: () => loadReport(id, franchiseeLocationId, sample, uid),
    // A reload keeps the shown report until the fresh copy arrives.
    placeholderData: version > 0 ? keepPreviousData : undefined,
    staleTime: 0,
    gcTime: 0,
  });
  if (report.isPending) return { status: 'loading' };
  if (report.isError) {
    console.error('Loading the compliance report failed', report.error);
    return { status: 'error', message: LOAD_ERROR };
  }
  return report.data ? { status: 'ready', report: report.data } : { status: 'notFound' };
}
