import { useEffect, useEffectEvent, useState } from 'react';
import { Box, IconButton, Typography } from '@mui/material';
import CampaignIcon from '@mui/icons-material/Campaign';
import CloseIcon from '@mui/icons-material/Close';
import { useSignedInUser } from '@/features/auth';
import { markAnnouncementsRead } from '../api/mark-announcements-read';
import { watchCurrentAnnouncement } from '../api/watch-current-announcement';
import { rememberBar, rememberedBar, type ShownAnnouncement } from '../model/rememberedBar';
import { isUnread } from '@/lib/readState';

export interface AnnouncementBarProps {
  /** Spec 01 §9: the top bar grows from 64 to 128 px with the bar, so the bar is 64 px. */
  height?: number;
  /**
   * Whether to follow the live announcement (default true). Until then the bar shows what it
   * showed last time on this device.
   */
  listen?: boolean;
  /** Called once the live answer (or its failure) is in: the bar will not appear or go by itself. */
  onSettled?: () => void;
}

/**
 * The global announcement bar (spec 01 §1, §4): the latest current announcement, unless the user
 * has read it. Closing marks it read and hides it at once, without waiting for the write.
 */
export function AnnouncementBar({ height = 64, listen = true, onSettled }: AnnouncementBarProps) {
  const { user } = useSignedInUser();
  const uid = user.uid;
  const [shown, setShown] = useState<ShownAnnouncement | null>(() => rememberedBar(uid));
  const [closedId, setClosedId] = useState<string | null>(null);
  const settle = useEffectEvent(() => onSettled?.());

  useEffect(() => {
    if (!listen) return;
    return watchCurrentAnnouncement(
      (announcement) => {
        const next =
          announcement && isUnread(announcement, uid)
            ? { id: announcement.id, message: announcement.message }
            : null;
        rememberBar(uid, next);
        setShown(next);
        settle();
      },
      (error) => {
        // Spec 01 §8: notification load failures are only logged.
        console.error('Could not load the current announcement', error);
        settle();
      },
    );
  }, [listen, uid]);

  if (!shown || shown.id === closedId) return null;

  const close = () => {
    setClosedId(shown.id);
    rememberBar(uid, null);
    markAnnouncementsRead({ ids: [shown.id], uid }).catch((error: unknown) =>
      console.error('Could not mark the announcement read', error),
    );
  };

  return (
    <Box
      component="section"
      aria-label="Announcement"
      sx={{
        height,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 2, sm: 3 },
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <CampaignIcon aria-hidden sx={{ flexShrink: 0 }} />
      <Typography
        variant="body2"
        title={shown.message}
        sx={{
          flex: 1,
          minWidth: 0,
          // Two lines fit the 64 px bar; the bell lists the full text.
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        }}
      >
        {shown.message}
      </Typography>
      <IconButton
        aria-label="Close announcement"
        color="inherit"
        onClick={close}
        sx={{ flexShrink: 0 }}
      >
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
