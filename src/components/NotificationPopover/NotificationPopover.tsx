import { useContext, useEffect, useId, useState, type ReactNode } from 'react';
import {
  Badge,
  IconButton,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Popover,
  Tooltip,
} from '@mui/material';
import { BellGroupContext } from './BellGroupContext';

interface NotificationPopoverProps {
  /** The button's accessible name and tooltip, e.g. "Announcements". */
  label: string;
  icon: ReactNode;
  /** Unread count on the badge; 0 hides the badge. */
  badgeContent: number;
  /** Above this the badge shows "max+". */
  badgeMax?: number;
  badgeTestId?: string;
  /** Spec 01 §9: notification popovers are 320 px wide. */
  width?: number;
  /**
   * The popover's content, mounted only while open, so every opening starts afresh (page 1, and
   * marking what it lists read). `titleId` is for the content's heading: it names the dialog.
   */
  children: (props: { titleId: string; close: () => void }) => ReactNode;
  onClose?: () => void;
}

/**
 * A header bell: icon button with an unread badge, opening a popover dialog (spec 01 §2). Inside
 * a BellGroup (tablets) it is a row of the group's list with its name written out, and its
 * popover opens from the group's button.
 */
export function NotificationPopover({
  label,
  icon,
  badgeContent,
  badgeMax = 99,
  badgeTestId,
  width = 320,
  children,
  onClose,
}: NotificationPopoverProps) {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const group = useContext(BellGroupContext);
  useEffect(() => {
    if (!group) return;
    group.report(label, badgeContent);
    return () => group.report(label, 0);
  }, [group, label, badgeContent]);
  const close = () => {
    setAnchorEl(null);
    onClose?.();
  };
  const badge = (
    <Badge badgeContent={badgeContent} max={badgeMax} color="error" data-testid={badgeTestId}>
      {icon}
    </Badge>
  );

  return (
    <>
      {group ? (
        <ListItemButton
          aria-label={label}
          onClick={() => {
            group.close();
            // Focus returns where it was when the popover opened: the group's button, not this
            // row in the closed list.
            const anchor = group.anchor();
            anchor?.focus();
            setAnchorEl(anchor);
          }}
          sx={{ minHeight: 48 }}
        >
          <ListItemIcon>{badge}</ListItemIcon>
          <ListItemText primary={label} />
        </ListItemButton>
      ) : (
        <Tooltip title={label}>
          <IconButton
            aria-label={label}
            color="inherit"
            onClick={(event) => setAnchorEl(event.currentTarget)}
          >
            {badge}
          </IconButton>
        </Tooltip>
      )}
      <Popover
        open={anchorEl !== null}
        anchorEl={anchorEl}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        {anchorEl && children({ titleId, close })}
      </Popover>
    </>
  );
}
