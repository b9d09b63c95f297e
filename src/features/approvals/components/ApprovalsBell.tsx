import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import {
  NotificationList,
  NotificationPopover,
  usePagedNotifications,
} from '@/components/NotificationPopover';
import { useSession, useSignedInUser } from '@/features/auth';
import { db } from '@/lib/firebase';
import { formatDate } from '@/lib/format';
import { isUnread } from '@/lib/readState';
import { paths } from '@/lib/paths';
import {
  countOpenApprovals,
  getOpenApprovalsPage,
  markAllOpenApprovalsRead,
  markApprovalRead,
} from '../api/read-approvals';
import { DUE_LABELS, dueState } from '../model/due';
import { FORM_DEFS } from '../model/forms';
import type { Approval, ApprovalDoc } from '../model/types';

const LABEL = 'Approval requests';

/** Under ['approvals'], so every approvals write that invalidates that prefix recounts the badge. */
const approvalsBellCountKey = (uid: string) => ['approvals', 'bellCount', uid] as const;

interface BellListProps {
  uid: string;
  titleId: string;
  close: () => void;
  /** Recounts the badge once marking has reached the server (the popover may be closed by then). */
  onMarked: () => void;
}

function BellList({ uid, titleId, close, onMarked }: BellListProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const paged = usePagedNotifications<Approval, QueryDocumentSnapshot<ApprovalDoc>>({
    uid,
    fetchPage: (after) => getOpenApprovalsPage(db, uid, after),
    count: () => countOpenApprovals(db, uid).then((c) => c.total),
    markRead: (ids) =>
      Promise.all(ids.map((id) => markApprovalRead(db, id, uid))).then(() => onMarked()),
    markAll: () => markAllOpenApprovalsRead(db, uid).then(() => onMarked()),
    onLoadError: (error) => console.error('Could not load approval requests', error),
    onMarkAllError: () => enqueueSnackbar('Could not mark all as read', { variant: 'error' }),
  });
  const now = new Date();
  return (
    <NotificationList
      {...paged}
      titleId={titleId}
      title={LABEL}
      items={paged.items.map((r) => {
        const due = dueState(r.status, r.dueDate?.toDate() ?? null, now);
        return {
          id: r.id,
          primary: r.name,
          secondary: [
            due ? DUE_LABELS[due] : null,
            r.dueDate ? `due ${formatDate(r.dueDate)}` : null,
            FORM_DEFS[r.formId]?.title,
            r.franchiseeLocationName,
          ]
            .filter(Boolean)
            .join(' · '),
          unread: isUnread(r, uid),
        };
      })}
      onItemClick={(id) => {
        close();
        navigate(paths.approvals.detail(id));
      }}
    />
  );
}

/**
 * Reviewers' bell (issue 12, assigned since issue 27): the open requests (submitted or
 * resubmitted) assigned to the reviewer, most urgent first, with overdue and due-soon marked; the
 * badge counts those the reviewer has not opened. Pages of 5, Mark all as read, as the order
 * bells. Every holder of Review Approval Requests has it (the rules let an assignee read what is
 * assigned to them).
 */
export function ApprovalsBell({ popoverWidth = 320 }: { popoverWidth?: number }) {
  const { can } = useSession();
  const { user } = useSignedInUser();
  const reviewer = can('approvals.review');
  const queryClient = useQueryClient();
  const countKey = approvalsBellCountKey(user.uid);
  // Recounted every minute, and at once after marking or any approvals write (they invalidate
  // ['approvals']); a failed count keeps the last badge.
  const counts = useQuery({
    queryKey: countKey,
    queryFn: () => countOpenApprovals(db, user.uid),
    enabled: reviewer,
    refetchInterval: 60_000,
  });
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: approvalsBellCountKey(user.uid) }),
    [queryClient, user.uid],
  );
  const unread = counts.data?.unread ?? 0;

  if (!reviewer) return null;
  return (
    <NotificationPopover
      label={LABEL}
      icon={<FactCheckIcon />}
      badgeContent={unread}
      badgeTestId="approvals-bell-badge"
      width={popoverWidth}
      onClose={refresh}
    >
      {({ titleId, close }) => (
        <BellList uid={user.uid} titleId={titleId} close={close} onMarked={refresh} />
      )}
    </NotificationPopover>
  );
}
