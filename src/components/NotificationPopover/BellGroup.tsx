import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { Badge, Button, List, Popover } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { BellGroupContext, type BellGroupValue } from './BellGroupContext';

const BELL_GROUP_LABEL = 'Notifications';

/**
 * The header's bells on a touch screen (README Decisions, "The header on a tablet"): one
 * labelled "Notifications" button with the sum of their badges, opening a list of the bells, each
 * with its name written out (tooltips do not exist on touch). The list stays mounted while
 * closed, so every bell keeps counting and a bell's own popover outlives the list.
 */
export function BellGroup({ children }: { children: ReactNode }) {
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const listId = useId();
  const report = useCallback(
    (label: string, count: number) =>
      setCounts((known) => (known[label] === count ? known : { ...known, [label]: count })),
    [],
  );
  const value = useMemo<BellGroupValue>(
    () => ({ anchor: () => button, close: () => setOpen(false), report }),
    [button, report],
  );
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);

  return (
    <BellGroupContext.Provider value={value}>
      <Button
        ref={setButton}
        // The badge's digits are not part of the name: the count is said in words.
        aria-label={total > 0 ? `${BELL_GROUP_LABEL}, ${total} unread` : BELL_GROUP_LABEL}
        color="inherit"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(true)}
        startIcon={
          <Badge badgeContent={total} max={99} color="error" data-testid="bell-group-badge">
            <NotificationsIcon />
          </Badge>
        }
        sx={{ minHeight: 44, textTransform: 'none' }}
      >
        {BELL_GROUP_LABEL}
      </Button>
      <Popover
        id={listId}
        open={open}
        keepMounted
        anchorEl={button}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': BELL_GROUP_LABEL } }}
      >
        <List sx={{ minWidth: 260 }}>{children}</List>
      </Popover>
    </BellGroupContext.Provider>
  );
}
