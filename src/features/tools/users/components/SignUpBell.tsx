import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  NotificationList,
  NotificationPopover,
  usePagedNotifications,
} from '@/components/NotificationPopover';
import { useSignedInUser } from '@/features/auth';
import type { SignUpNotification } from '@/data/users';
import { db } from '@/lib/firebase';
import { formatDateTime } from '@/lib/format';
import { isUnread } from '@/lib/readState';
import { paths } from '@/lib/paths';
import {
  countSignUpNotifications,
  getSignUpNotificationsPage,
  markAllSignUpNotificationsRead,
  markSignUpNotificationRead,
} from '../api/sign-up-bell';
import { assignsWaitingUsers } from '../model/signUp';

const LABEL = 'New users waiting for a role';

const signUpBellCountKey = (uid: string) => ['tools', 'users', 'signUpBell', uid] as const;

interface BellListProps {
  uid: string;
  titleId: string;
  close: () => void;
  onMarked: () => void;
}

function BellList({ uid, titleId, close, onMarked }: BellListProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const paged = usePagedNotifications<
    SignUpNotification,
    QueryDocumentSnapshot<SignUpNotification>
  >({
    uid,
    fetchPage: (after) => getSignUpNotificationsPage(db, uid, after),
    count: () => countSignUpNotifications(db, uid).then((c) => c.total),
    markRead: (ids) =>
      Promise.all(ids.map((id) => markSignUpNotificationRead(db, id, uid))).then(() => onMarked()),
    markAll: () => markAllSignUpNotificationsRead(db, uid).then(() => onMarked()),
    onLoadError: (error) => console.error('Could not load new users', error),
    onMarkAllError: () => enqueueSnackbar('Could not mark all as read', { variant: 'error' }),
  });
  const userOf = new Map(paged.items.map((n) => [n.id, n.userId]));
  return (
    <NotificationList
      {...paged}
      titleId={titleId}
      title={LABEL}
      items={paged.items.map((n) => ({
        id: n.id,
        primary: `${n.userName || n.userEmail} signed up and waits for a role`,
        secondary: [n.userEmail, formatDateTime(n.createdAt)].filter(Boolean).join(' · '),
        unread: isUnread(n, uid),
      }))}
      onItemClick={(id) => {
        const userId = userOf.get(id);
        if (!userId) return;
        close();
        navigate(paths.tools.users.detail(userId));
      }}
    />
  );
}

/**
 * The bell of those who give roles (issue 30): a notification per user who signed up and waits
 * for a role, written by the server (announceSignUp); opening one opens that user's page, where
 * the role is given. The badge counts those not opened; pages of 5 and "Mark all as read" as the
 * other bells.
 */
export function SignUpBell({ popoverWidth = 320 }: { popoverWidth?: number }) {
  const { user, profile } = useSignedInUser();
  const assigner = assignsWaitingUsers(profile);
  const queryClient = useQueryClient();
  const countKey = signUpBellCountKey(user.uid);
  const counts = useQuery({
    queryKey: countKey,
    queryFn: () => countSignUpNotifications(db, user.uid),
    enabled: assigner,
    refetchInterval: 60_000,
  });
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: signUpBellCountKey(user.uid) }),
    [queryClient, user.uid],
  );

  if (!assigner) return null;
  return (
    <NotificationPopover
      label={LABEL}
      icon={<PersonAddIcon />}
      badgeContent={counts.data?.unread ?? 0}
      badgeTestId="sign-up-bell-badge"
      width={popoverWidth}
      onClose={refresh}
    >
      {({ titleId, close }) => (
        <BellList uid={user.uid} titleId={titleId} close={close} onMarked={refresh} />
      )}
    </NotificationPopover>
  );
}
