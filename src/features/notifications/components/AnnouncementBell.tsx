import { useEffect, useId, useState } from 'react';
import { Badge, IconButton, Popover, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useSignedInUser } from '@/features/auth';
import { UNREAD_WINDOW, watchRecentAnnouncements } from '../api/watch-recent-announcements';
import type { Announcement } from '../model/announcement';
import { unreadIds } from '../model/readState';
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
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const titleId = useId();

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
    <>
      <Tooltip title="Announcements">
        <IconButton
          aria-label="Announcements"
          color="inherit"
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <Badge
            badgeContent={unread}
            max={UNREAD_WINDOW - 1}
            color="error"
            data-testid="announcement-badge"
          >
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchorEl !== null}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: popoverWidth, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        {/* Mounted only while open: every opening starts at page 1 and marks what it lists. */}
        {anchorEl && <AnnouncementList uid={uid} titleId={titleId} />}
      </Popover>
    </>
  );
}
