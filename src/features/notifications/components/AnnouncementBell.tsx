import { useEffect, useState } from 'react';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useSignedInUser } from '@/features/auth';
import { NotificationPopover } from '@/components/NotificationPopover';
import { unreadIds } from '@/lib/readState';
import { UNREAD_WINDOW, watchRecentAnnouncements } from '../api/watch-recent-announcements';
import type { Announcement } from '../model/announcement';
import { AnnouncementList } from './AnnouncementList';

export interface AnnouncementBellProps {
  /** Spec 01 §9: notification popovers are 320 px wide. */
  popoverWidth?: number;
}

/** Header bell (spec 01 §2): unread badge and a popover listing announcements 5 at a time. */
export function AnnouncementBell({ popoverWidth = 320 }: AnnouncementBellProps) {
  const { user } = useSignedInUser();
  const uid = user.uid;
  const [recent, setRecent] = useState<Announcement[]>([]);

  useEffect(
    () =>
      watchRecentAnnouncements(setRecent, (error) =>
        console.error('Could not load announcements', error),
      ),
    [],
  );

  // See UNREAD_WINDOW: a full window of unread shows as "9+", never a made-up exact number.
  const unread = unreadIds(recent, uid).length;

  return (
    <NotificationPopover
      label="Announcements"
      icon={<NotificationsIcon />}
      badgeContent={unread}
      badgeMax={UNREAD_WINDOW - 1}
      badgeTestId="announcement-badge"
      width={popoverWidth}
    >
      {({ titleId }) => <AnnouncementList uid={uid} titleId={titleId} />}
    </NotificationPopover>
  );
}
