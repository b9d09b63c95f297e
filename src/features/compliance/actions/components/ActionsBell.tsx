import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { CompactQueryState } from '@/components/QueryState';
import AssignmentLateIcon from '@mui/icons-material/AssignmentLate';
import { Box, Button, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { NotificationPopover } from '@/components/NotificationPopover';
import { useSession, useSignedInUser } from '@/features/auth';
import { db } from '@/lib/firebase';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { assignedCountOptions, assignedFirstOptions } from '../api/actions-queries';
import { isOverdue, sortActions } from '../model/actions';

export const ACTIONS_BELL = 'My follow-up actions';
/** How many of the assignee's actions the popover lists. */
const SHOWN = 5;
/** The badge is refreshed this often, so a new assignment shows without a reload. */
const REFRESH_MS = 60_000;

/** The popover's list: the first SHOWN actions, read when it opens. */
function FirstActions({ uid, close }: { uid: string; close: () => void }) {
  const navigate = useNavigate();
  const [now] = useState(() => Date.now());
  const first = useQuery(assignedFirstOptions(db, uid, SHOWN));
  const actions = sortActions(first.data ?? [], now);
  if (!first.isSuccess) {
    // Offline with nothing on this device: say so.
    return (
      <CompactQueryState
        query={first}
        loadingLabel="Loading your actions"
        errorMessage="Your actions could not be loaded."
      />
    );
  }
  if (actions.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        Nothing to do: no open action is assigned to you.
      </Typography>
    );
  }
  return (
    <List dense>
      {actions.map((action) => (
        <ListItemButton
          key={action.id}
          onClick={() => {
            close();
            navigate(paths.compliance.action(action.id));
          }}
        >
          <ListItemText
            primary={action.question}
            secondary={`${action.franchiseeLocationName} · ${
              isOverdue(action, now) ? 'Overdue since' : 'Due'
            } ${formatDate(action.dueAt)}`}
            slotProps={{
              secondary: { color: isOverdue(action, now) ? 'error' : 'text.secondary' },
            }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

/**
 * The badge is one count aggregation of the assignee's active actions, recounted every minute
 * and after every action save; the popover reads only the first SHOWN of them, when opened.
 */
function Bell({ uid, width }: { uid: string; width: number }) {
  const navigate = useNavigate();
  const count = useQuery({ ...assignedCountOptions(db, uid), refetchInterval: REFRESH_MS });
  return (
    <NotificationPopover
      label={ACTIONS_BELL}
      icon={<AssignmentLateIcon />}
      badgeContent={count.data ?? 0}
      badgeTestId="actions-badge"
      width={width}
    >
      {({ titleId, close }) => (
        <Box sx={{ p: 2 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {ACTIONS_BELL}
          </Typography>
          <FirstActions uid={uid} close={close} />
          <Button
            fullWidth
            onClick={() => {
              close();
              navigate(paths.compliance.actions);
            }}
          >
            View all actions
          </Button>
        </Box>
      )}
    </NotificationPopover>
  );
}

/** Header bell for assignees: their open and in-progress actions, overdue first. */
export function ActionsBell({ popoverWidth = 320 }: { popoverWidth?: number }) {
  const { can } = useSession();
  const { user } = useSignedInUser();
  if (!can('complianceReports.view')) return null;
  return <Bell uid={user.uid} width={popoverWidth} />;
}
