import { useEffect, useRef, useState } from 'react';
import {
  NOTIFICATION_PAGE_SIZE,
  pageLabel,
  unreadIds,
  withRead,
  type Readable,
} from '@/lib/readState';

export interface NotificationPage<T, C> {
  items: T[];
  /** startAfter() of the next page; null when this page is empty. */
  last: C | null;
  hasNext: boolean;
}

export interface PagedNotificationsSource<T extends Readable, C> {
  uid: string;
  /** One page, newest first, after the cursor of the previous page. */
  fetchPage: (after: C | undefined) => Promise<NotificationPage<T, C>>;
  /** Total in the list, for "Page 1 of N"; null keeps "Page 1". */
  count: () => Promise<number>;
  /** Adds uid to readRecipients of these ids. */
  markRead: (ids: string[]) => Promise<void>;
  /** Adds uid to every unread item of the list (not just this page). */
  markAll: () => Promise<unknown>;
  /** Spec 01 §8: load failures are only logged. */
  onLoadError: (error: unknown) => void;
  /** A failed "Mark all as read" is reported by the caller (a snackbar). */
  onMarkAllError: (error: unknown) => void;
}

/**
 * The data side of a bell popover (spec 01 §4): pages of NOTIFICATION_PAGE_SIZE, a page counter
 * from one count, each page shown marks its unread items read (they keep their unread look until
 * the popover closes so the user sees what was new), and "Mark all as read". Mount it only while
 * the popover is open: the source functions are read on mount and on page changes.
 */
export function usePagedNotifications<T extends Readable, C>(
  source: PagedNotificationsSource<T, C>,
) {
  const { uid } = source;
  const [page, setPage] = useState(0);
  const [items, setItems] = useState<T[]>([]);
  const [hasNext, setHasNext] = useState(false);
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [markingAll, setMarkingAll] = useState(false);
  // cursors[i] is the last document of page i, the startAfter() of page i + 1.
  const cursors = useRef<C[]>([]);
  // The source's functions are new on every render of the caller; the latest is what counts.
  const latest = useRef(source);
  useEffect(() => {
    latest.current = source;
  });

  useEffect(() => {
    let cancelled = false;
    latest.current
      .count()
      .then((count) => !cancelled && setTotal(count))
      .catch((error: unknown) => latest.current.onLoadError(error));
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    const { fetchPage, markRead, onLoadError } = latest.current;
    fetchPage(page > 0 ? cursors.current[page - 1] : undefined)
      .then((result) => {
        if (cancelled) return;
        if (result.last) cursors.current[page] = result.last;
        setItems(result.items);
        setHasNext(result.hasNext);
        return markRead(unreadIds(result.items, uid));
      })
      .catch(onLoadError)
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [page, uid]);

  const markAll = async () => {
    setMarkingAll(true);
    try {
      await latest.current.markAll();
      setItems((current) => withRead(current, unreadIds(current, uid), uid));
    } catch (error) {
      latest.current.onMarkAllError(error);
    } finally {
      setMarkingAll(false);
    }
  };

  return {
    items,
    loading,
    markingAll,
    pageLabel: pageLabel(page, total, NOTIFICATION_PAGE_SIZE),
    canGoBack: page > 0,
    canGoForward: hasNext,
    onPrevious: () => setPage((p) => Math.max(0, p - 1)),
    onNext: () => setPage((p) => p + 1),
    onMarkAll: () => void markAll(),
  };
}
