import type { QueryDocumentSnapshot } from 'firebase/firestore';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { QueryBell } from '@/components/NotificationPopover';
import { useSignedInUser } from '@/features/auth';
import type { SignUpNotification } from '@/data/users';
import { db } from '@/lib/firebase';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import {
  countSignUpNotifications,
  getSignUpNotificationsPage,
  markAllSignUpNotificationsRead,
  markSignUpNotificationRead,
} from '../api/sign-up-bell';
import { assignsWaitingUsers } from '../model/signUp';

/**
 * The bell of those who give roles (issue 30): a notification per user who signed up and waits
 * for a role, written by the server (announceSignUp); opening one opens that user's page, where
 * the role is given. The badge counts those not opened; pages of 5 and "Mark all as read" as the
 * other bells.
 */
export function SignUpBell({ popoverWidth }: { popoverWidth?: number }) {
  const { user, profile } = useSignedInUser();
  const uid = user.uid;
  return (
    <QueryBell<SignUpNotification, QueryDocumentSnapshot<SignUpNotification>>
      popoverWidth={popoverWidth}
      source={{
        label: 'New users waiting for a role',
        icon: <PersonAddIcon />,
        badgeTestId: 'sign-up-bell-badge',
        uid,
        enabled: assignsWaitingUsers(profile),
        countKey: ['tools', 'users', 'signUpBell', uid],
        count: () => countSignUpNotifications(db, uid),
        fetchPage: (after) => getSignUpNotificationsPage(db, uid, after),
        markRead: (ids) => Promise.all(ids.map((id) => markSignUpNotificationRead(db, id, uid))),
        markAll: () => markAllSignUpNotificationsRead(db, uid),
        loadErrorMessage: 'Could not load new users',
        describe: (n) => ({
          primary: `${n.userName || n.userEmail} signed up and waits for a role`,
          secondary: [n.userEmail, formatDateTime(n.createdAt)].filter(Boolean).join(' · '),
        }),
        pathOf: (n) => paths.tools.users.detail(n.userId),
      }}
    />
  );
}
