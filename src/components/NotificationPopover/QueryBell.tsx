import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { isUnread, type Readable } from '@/lib/readState';
import { NotificationList, type NotificationListItem } from './NotificationList';
import { NotificationPopover } from './NotificationPopover';
import { usePagedNotifications, type NotificationPage } from './usePagedNotifications';

/** What one query-backed bell reads, shows and opens (the approvals and sign-up bells). */
interface QueryBellSource<T extends Readable, C> {
  /** The bell's name: its button's label and its popover's title. */
  label: string;
  icon: ReactNode;
  badgeTestId: string;
  /** The reader; their unread items make the badge. */
  uid: string;
  /** Whether the reader has this bell at all (nothing is read when not). */
  enabled: boolean;
  /** The badge count's query key: a write that invalidates it recounts the badge at once. */
  countKey: QueryKey;
  /** The list's total and the reader's unread, as two count aggregations (bellReads.ts). */
  count: () => Promise<{ total: number; unread: number }>;
  fetchPage: (after: C | undefined) => Promise<NotificationPage<T, C>>;
  markRead: (ids: string[]) => Promise<unknown>;
  markAll: () => Promise<unknown>;
  /** Logged when a page or the count cannot be read (spec 01 §8: only logged). */
  loadErrorMessage: string;
  /** The line an item shows; whether it is unread comes from its readRecipients. */
  describe: (item: T) => Omit<NotificationListItem, 'id' | 'unread'>;
  /** Where choosing the item goes. */
  pathOf: (item: T) => string;
}

function BellList<T extends Readable, C>({
  source,
  titleId,
  close,
  onMarked,
}: {
  source: QueryBellSource<T, C>;
  titleId: string;
  close: () => void;
  /** Recounts the badge once marking has reached the server (the popover may be closed by then). */
  onMarked: () => void;
}) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { uid } = source;
  const paged = usePagedNotifications<T, C>({
    uid,
    fetchPage: source.fetchPage,
    count: () => source.count().then((c) => c.total),
    markRead: (ids) => source.markRead(ids).then(onMarked),
    markAll: () => source.markAll().then(onMarked),
    onLoadError: (error) => console.error(source.loadErrorMessage, error),
    onMarkAllError: () => enqueueSnackbar('Could not mark all as read', { variant: 'error' }),
  });
  return (
    <NotificationList
      {...paged}
      titleId={titleId}
      title={source.label}
      items={paged.items.map((item) => ({
        id: item.id,
        ...source.describe(item),
        unread: isUnread(item, uid),
      }))}
      onItemClick={(id) => {
        const item = paged.items.find((i) => i.id === id);
        if (!item) return;
        close();
        navigate(source.pathOf(item));
      }}
    />
  );
}

/**
 * A header bell over one query (spec 01 §4): the badge counts the reader's unread items,
 * recounted every minute, when the popover closes and once marking has reached the server (a
 * failed count keeps the last badge); the popover lists pages of 5 with "Mark all as read", and
 * choosing an item opens it.
 */
export function QueryBell<T extends Readable, C>({
  source,
  popoverWidth = 320,
}: {
  source: QueryBellSource<T, C>;
  popoverWidth?: number;
}) {
  const queryClient = useQueryClient();
  const { countKey, enabled } = source;
  const counts = useQuery({
    queryKey: countKey,
    queryFn: source.count,
    enabled,
    refetchInterval: 60_000,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: countKey });

  if (!enabled) return null;
  return (
    <NotificationPopover
      label={source.label}
      icon={source.icon}
      badgeContent={counts.data?.unread ?? 0}
      badgeTestId={source.badgeTestId}
      width={popoverWidth}
      onClose={refresh}
    >
      {({ titleId, close }) => (
        <BellList source={source} titleId={titleId} close={close} onMarked={refresh} />
      )}
    </NotificationPopover>
  );
}
