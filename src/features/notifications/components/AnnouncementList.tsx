import { useEffect, useRef, useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useSnackbar } from 'notistack';
import { formatDateTime } from '@/lib/format';
import { countAnnouncements } from '../api/count-announcements';
import { getAnnouncementsPage, type AnnouncementCursor } from '../api/get-announcements-page';
import { markAllAnnouncementsRead } from '../api/mark-all-announcements-read';
import { markAnnouncementsRead } from '../api/mark-announcements-read';
import { NOTIFICATION_PAGE_SIZE, type Announcement } from '../model/announcement';
import { isUnread, pageLabel, unreadIds, withRead } from '../model/readState';

export const EMPTY_NOTIFICATIONS = 'There are no notifications';

const logLoadError = (error: unknown) => console.error('Could not load announcements', error);

/**
 * The bell popover's content: announcements 5 per page, newest first, with previous / next and a
 * page counter. Each page shown marks its unread items read; they keep their unread look until
 * the popover closes so the user sees what was new.
 */
export function AnnouncementList({ uid, titleId }: { uid: string; titleId: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const [page, setPage] = useState(0);
  const [items, setItems] = useState<Announcement[]>([]);
  const [hasNext, setHasNext] = useState(false);
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [markingAll, setMarkingAll] = useState(false);
  // cursors[i] is the last document of page i, the startAfter() of page i + 1.
  const cursors = useRef<AnnouncementCursor[]>([]);

  useEffect(() => {
    let cancelled = false;
    countAnnouncements()
      .then((count) => !cancelled && setTotal(count))
      .catch(logLoadError);
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    getAnnouncementsPage({ after: page > 0 ? cursors.current[page - 1] : undefined })
      .then((result) => {
        if (cancelled) return;
        if (result.last) cursors.current[page] = result.last;
        setItems(result.items);
        setHasNext(result.hasNext);
        return markAnnouncementsRead({ ids: unreadIds(result.items, uid), uid });
      })
      .catch(logLoadError)
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [page, uid]);

  const markAll = async () => {
    setMarkingAll(true);
    try {
      await markAllAnnouncementsRead({ uid });
      setItems((current) => withRead(current, unreadIds(current, uid), uid));
    } catch (error) {
      console.error('Could not mark all announcements read', error);
      enqueueSnackbar(error instanceof Error ? error.message : 'Something went wrong', {
        variant: 'error',
      });
    } finally {
      setMarkingAll(false);
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          Announcements
        </Typography>
        <Button size="small" onClick={markAll} disabled={markingAll || items.length === 0}>
          Mark all as read
        </Button>
      </Box>
      <Divider />
      <Box sx={{ maxHeight: '60vh', overflowY: 'auto', minHeight: 120 }}>
        {loading && items.length === 0 ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 5 }}>
            <CircularProgress size={28} aria-label="Loading announcements" />
          </Box>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 5, px: 2 }}>
            {EMPTY_NOTIFICATIONS}
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Announcements" aria-busy={loading}>
            {items.map((item) => {
              const unread = isUnread(item, uid);
              return (
                <ListItem key={item.id} divider alignItems="flex-start" sx={{ gap: 1 }}>
                  <Box
                    aria-hidden
                    sx={{
                      mt: 1,
                      width: 8,
                      height: 8,
                      borderRadius: '50%',
                      flexShrink: 0,
                      bgcolor: unread ? 'primary.main' : 'transparent',
                    }}
                  />
                  <ListItemText
                    primary={item.message}
                    secondary={(unread ? 'New · ' : '') + formatDateTime(item.createdAt)}
                    slotProps={{
                      primary: {
                        sx: {
                          fontWeight: unread ? 600 : 400,
                          whiteSpace: 'pre-wrap',
                          overflowWrap: 'anywhere',
                        },
                      },
                    }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1 }}>
        <IconButton
          aria-label="Previous page"
          disabled={page === 0 || loading}
          onClick={() => setPage((p) => p - 1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="body2" aria-live="polite">
          {pageLabel(page, total, NOTIFICATION_PAGE_SIZE)}
        </Typography>
        <IconButton
          aria-label="Next page"
          disabled={!hasNext || loading}
          onClick={() => setPage((p) => p + 1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
