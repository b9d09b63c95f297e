import { db } from '@/lib/firebase';
import { useEffect, useRef, useState } from 'react';
import { getReportsBatch, type ReportCursor } from '../api/get-reports-batch';
import { markAllReportsRead } from '../api/mark-all-reports-read';
import { markReportsRead } from '../api/mark-reports-read';
import type { QueryableScope } from '../api/report-queries';
import { isUnreadBy, type ReportDetails } from '../model/report';
import { unreadNeeded, unreadPage } from '../model/unread';

/** Reports read per round while looking for unread ones. */
const SCAN_BATCH = 20;
/** At most this many rounds per page turn, so a long read history cannot stall the popover. */
const MAX_ROUNDS = 10;

/**
 * The data of the compliance bell's popover: unread published reports in scope, 5 per page.
 * Firestore cannot query "not read by me", so reports are read newest first in batches and the
 * unread ones kept; each page shown is marked read (items keep their unread look until the popover
 * closes), and "Mark all as read" marks every report in scope and empties the list.
 * Mount only while the popover is open.
 */
export function useUnreadReports(
  scope: QueryableScope,
  uid: string,
  onError: (e: unknown) => void,
) {
  const [page, setPage] = useState(0);
  const [unread, setUnread] = useState<ReportDetails[]>([]);
  const [complete, setComplete] = useState(false);
  const [loading, setLoading] = useState(true);
  const [markingAll, setMarkingAll] = useState(false);
  const cursor = useRef<ReportCursor | null>(null);
  const marked = useRef(new Set<string>());
  const loaded = useRef<ReportDetails[]>([]);
  const done = useRef(false);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    let cancelled = false;
    const load = async () => {
      setLoading(true);
      let rounds = 0;
      while (!done.current && loaded.current.length < unreadNeeded(page) && rounds < MAX_ROUNDS) {
        rounds++;
        const batch = await getReportsBatch({
          db,
          scope,
          after: cursor.current,
          size: SCAN_BATCH,
        });
        if (cancelled) return;
        if (batch.last) cursor.current = batch.last;
        loaded.current = [...loaded.current, ...batch.reports.filter((r) => isUnreadBy(r, uid))];
        done.current = batch.done;
      }
      setUnread(loaded.current);
      setComplete(done.current);
      const shown = unreadPage(loaded.current, page, done.current).items;
      const ids = shown.map((r) => r.id).filter((id) => !marked.current.has(id));
      ids.forEach((id) => marked.current.add(id));
      await markReportsRead({ db, ids, uid });
    };
    load()
      .catch((error: unknown) => onErrorRef.current(error))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [page, scope, uid]);

  const markAll = async () => {
    setMarkingAll(true);
    try {
      await markAllReportsRead({ db, scope, uid });
      loaded.current = [];
      done.current = true;
      setUnread([]);
      setComplete(true);
      setPage(0);
    } finally {
      setMarkingAll(false);
    }
  };

  const current = unreadPage(unread, page, complete);
  return {
    items: current.items,
    pageLabel: current.label,
    canGoBack: page > 0,
    canGoForward: current.hasNext,
    loading,
    markingAll,
    onPrevious: () => setPage((p) => Math.max(0, p - 1)),
    onNext: () => setPage((p) => p + 1),
    markAll,
  };
}
