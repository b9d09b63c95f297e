import { useEffect, useState } from 'react';
import { loadSampleReport } from '../api/build-sample';
import { getReport } from '../api/get-report';
import { markReportsRead } from '../api/mark-reports-read';
import { isUnreadBy, type ReportDetails } from '../model/report';

export type ReportDetailsState =
  | { status: 'loading' }
  | { status: 'ready'; report: ReportDetails }
  | { status: 'notFound' }
  | { status: 'error'; message: string };

const LOAD_ERROR = 'The compliance report could not be loaded. Check your connection and access.';

/**
 * Loads a stored report, or builds the sample for a location, and marks a stored report read by
 * `uid` when it was not (spec 02 §4: opening a report adds the viewer to readRecipients).
 */
export function useReportDetails(
  id: string,
  franchiseeLocationId: string,
  sample: boolean,
  uid: string,
  /** Bump to load the stored report again (after a change made on the page). */
  version = 0,
): ReportDetailsState {
  const [state, setState] = useState<ReportDetailsState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    // A reload keeps the shown report until the fresh copy arrives.
    if (version === 0) setState({ status: 'loading' });
    const load = sample ? loadSampleReport(franchiseeLocationId) : getReport(id);
    load
      .then((report) => {
        if (cancelled) return;
        setState(report ? { status: 'ready', report } : { status: 'notFound' });
        if (report && !report.isSample && isUnreadBy(report, uid)) {
          // Best effort: failing to mark read must not hide the report.
          markReportsRead({ ids: [report.id], uid }).catch((error: unknown) =>
            console.error('Could not mark the compliance report read', error),
          );
        }
      })
      .catch((error: unknown) => {
        console.error('Loading the compliance report failed', error);
        if (!cancelled) setState({ status: 'error', message: LOAD_ERROR });
      });
    return () => {
      cancelled = true;
    };
  }, [id, franchiseeLocationId, sample, uid, version]);

  return state;
}
