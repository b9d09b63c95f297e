import type { ReactNode } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

/** Spec 01 §8: what an empty notification list says. */
export const EMPTY_NOTIFICATIONS = 'There are no notifications';

export interface NotificationListItem {
  id: string;
  primary: ReactNode;
  /** Date and details; prefixed with "New · " while unread. */
  secondary: string;
  unread: boolean;
}

interface NotificationListProps {
  /** Heading id; it names the popover dialog. */
  titleId: string;
  title: string;
  items: readonly NotificationListItem[];
  loading: boolean;
  /** "Page 1 of 3" */
  pageLabel: string;
  canGoBack: boolean;
  canGoForward: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onMarkAll: () => void;
  markingAll: boolean;
  /** Makes each item a link-like button. */
  onItemClick?: (id: string) => void;
}

/**
 * A bell popover's content (spec 01 §4): a title with "Mark all as read", one page of items with
 * their unread dot, and previous / next with a page counter. Presentational: the bell owns data.
 */
export function NotificationList({
  titleId,
  title,
  items,
  loading,
  pageLabel,
  canGoBack,
  canGoForward,
  onPrevious,
  onNext,
  onMarkAll,
  markingAll,
  onItemClick,
}: NotificationListProps) {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button size="small" onClick={onMarkAll} disabled={markingAll || items.length === 0}>
          Mark all as read
        </Button>
      </Box>
      <Divider />
      <Box sx={{ maxHeight: '60vh', overflowY: 'auto', minHeight: 120 }}>
        {loading && items.length === 0 ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 5 }}>
            <CircularProgress size={28} aria-label={`Loading ${title.toLowerCase()}`} />
          </Box>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 5, px: 2 }}>
            {EMPTY_NOTIFICATIONS}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={title} aria-busy={loading}>
            {items.map((item) => {
              const content = (
                <>
                  <Box
                    aria-hidden
                    sx={{
                      mt: 1,
                      width: 8,
                      height: 8,
                      borderRadius: '50%',
                      flexShrink: 0,
                      bgcolor: item.unread ? 'primary.main' : 'transparent',
                    }}
                  />
                  <ListItemText
                    primary={item.primary}
                    secondary={(item.unread ? 'New · ' : '') + item.secondary}
                    slotProps={{
                      primary: {
                        sx: {
                          fontWeight: item.unread ? 600 : 400,
                          whiteSpace: 'pre-wrap',
                          overflowWrap: 'anywhere',
                        },
                      },
                    }}
                  />
                </>
              );
              return onItemClick ? (
                <ListItem key={item.id} divider disablePadding>
                  <ListItemButton
                    alignItems="flex-start"
                    sx={{ gap: 1 }}
                    onClick={() => onItemClick(item.id)}
                  >
                    {content}
                  </ListItemButton>
                </ListItem>
              ) : (
                <ListItem key={item.id} divider alignItems="flex-start" sx={{ gap: 1 }}>
                  {content}
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
          disabled={!canGoBack || loading}
          onClick={onPrevious}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="body2" aria-live="polite">
          {pageLabel}
        </Typography>
        <IconButton aria-label="Next page" disabled={!canGoForward || loading} onClick={onNext}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
