import { errorText } from '@/lib/errors';
import { useSnackbar } from 'notistack';
import {
  NotificationList,
  usePagedNotifications,
  type NotificationListItem,
} from '@/components/NotificationPopover';
import { formatDateTime } from '@/lib/format';
import { isUnread } from '@/lib/readState';
import { countAnnouncements } from '../api/count-announcements';
import { getAnnouncementsPage, type AnnouncementCursor } from '../api/get-announcements-page';
import { markAllAnnouncementsRead } from '../api/mark-all-announcements-read';
import { markAnnouncementsRead } from '../api/mark-announcements-read';
import type { Announcement } from '../model/announcement';

const logLoadError = (error: unknown) => console.error('Could not load announcements', error);

/**
 * The bell popover's content: announcements 5 per page, newest first, with previous / next and a
 * page counter. Each page shown marks its unread items read (usePagedNotifications).
 */
export function AnnouncementList({ uid, titleId }: { uid: string; titleId: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const list = usePagedNotifications<Announcement, AnnouncementCursor>({
    uid,
    fetchPage: (after) => getAnnouncementsPage({ after }),
    count: countAnnouncements,
    markRead: (ids) => markAnnouncementsRead({ ids, uid }),
    markAll: () => markAllAnnouncementsRead({ uid }),
    onLoadError: logLoadError,
    onMarkAllError: (error) => {
      console.error('Could not mark all announcements read', error);
      enqueueSnackbar(errorText(error), {
        variant: 'error',
      });
    },
  });

  const items: NotificationListItem[] = list.items.map((item) => ({
    id: item.id,
    primary: item.message,
    secondary: formatDateTime(item.createdAt),
    unread: isUnread(item, uid),
  }));

  return <NotificationList titleId={titleId} title="Announcements" {...list} items={items} />;
}
