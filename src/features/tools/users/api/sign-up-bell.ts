import {
  arrayUnion,
  query,
  updateDoc,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { BELL_PAGE_LIMIT, countBell, markBellRead, readBellPage } from '@/data/query/bellReads';
import { constraintsOf } from '@/data/query/declaredQuery';
import { signUpNotificationRef, signUpNotifications, type SignUpNotification } from '@/data/users';
import { signUpNotificationsCount, signUpNotificationsPage } from '../../fixedQueries';

/*
 * The sign-up bell's reads and its one write (issue 30): the caller's own "new user waits for a
 * role" notifications, written by the server (announceSignUp); the rules let their recipient read
 * them and add their own uid to readRecipients, nothing else.
 */

/** One page of the bell, newest first. */
export function getSignUpNotificationsPage(
  firestore: Firestore,
  uid: string,
  after?: QueryDocumentSnapshot<SignUpNotification>,
) {
  return readBellPage(
    query(
      signUpNotifications(firestore),
      ...constraintsOf(signUpNotificationsPage, { recipientId: uid }, { limit: BELL_PAGE_LIMIT }),
    ),
    after,
    (d) => d.data(),
  );
}

/** The bell's total and unread counts: two count aggregations. */
export function countSignUpNotifications(firestore: Firestore, uid: string) {
  return countBell(
    (readBy) =>
      query(
        signUpNotifications(firestore),
        ...constraintsOf(signUpNotificationsCount, { recipientId: uid, readRecipients: readBy }),
      ),
    uid,
  );
}

export async function markSignUpNotificationRead(firestore: Firestore, id: string, uid: string) {
  await updateDoc(signUpNotificationRef(firestore, id), { readRecipients: arrayUnion(uid) });
}

/** "Mark all as read": every notification of `uid` it has not read. */
export function markAllSignUpNotificationsRead(firestore: Firestore, uid: string) {
  return markBellRead(
    query(
      signUpNotifications(firestore),
      ...constraintsOf(signUpNotificationsCount, { recipientId: uid }),
    ),
    uid,
  );
}
