import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
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

interface PagedNotificationsSource<T extends Readable, C> {
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
 * the popover is open: every opening reads the list afresh (its queries live only as long as this
 * popover: the key holds the instance, and nothing is kept once it closes).
 */
export function usePagedNotifications<T extends Readable, C>(
  source: PagedNotificationsSource<T, C>,
) {
  const { uid } = source;
  const instance = useId();
  const [page, setPage] = useState(0);
  const [markedAll, setMarkedAll] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  // cursors[i] is the last document of page i, the startAfter() of page i + 1.
  const cursors = useRef<C[]>([]);
  // The source's functions are new on every render of the caller; the latest is what counts.
  const latest = useRef(source);
  useEffect(() => {
    latest.current = source;
  });

  const total = useQuery({
    queryKey: ['notificationPopover', instance, uid, 'count'],
    queryFn: () => latest.current.count(),
    gcTime: 0,
    staleTime: Infinity,
  });
  const current = useQuery({
    queryKey: ['notificationPopover', instance, uid, 'page', page],
    queryFn: async () => {
      const result = await latest.current.fetchPage(
        page > 0 ? cursors.current[page - 1] : undefined,
      );
      if (result.last) cursors.current[page] = result.last;
      return result;
    },
    gcTime: 0,
    staleTime: Infinity,
    // Offline a bell shows what this device holds, even nothing, rather than a page-sized
    // "needs a connection" inside a popover: no offline refusal of an empty answer here.
    persister: undefined,
  });

  useEffect(() => {
    if (total.error) latest.current.onLoadError(total.error);
  }, [total.error]);
  useEffect(() => {
    if (current.error) latest.current.onLoadError(current.error);
  }, [current.error]);

  const shown = current.data;
  useEffect(() => {
    if (!shown) return;
    const ids = unreadIds(shown.items, uid);
    if (ids.length > 0) latest.current.markRead(ids).catch(latest.current.onLoadError);
  }, [shown, uid]);

  const markAll = async () => {
    setMarkingAll(true);
    try {
      await latest.current.markAll();
      setMarkedAll(true);
    } catch (error) {
      latest.current.onMarkAllError(error);
    } finally {
      setMarkingAll(false);
    }
  };

  const items = shown?.items ?? [];
  return {
    items: markedAll ? withRead(items, unreadIds(items, uid), uid) : items,
    loading: current.isPending,
    markingAll,
    pageLabel: pageLabel(page, total.data ?? null, NOTIFICATION_PAGE_SIZE),
    canGoBack: page > 0,
    canGoForward: shown?.hasNext ?? false,
    onPrevious: () => setPage((p) => Math.max(0, p - 1)),
    onNext: () => setPage((p) => p + 1),
    onMarkAll: () => void markAll(),
  };
}
