import {
  arrayUnion,
  getCountFromServer,
  getDocs,
  query,
  startAfter,
  updateDoc,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { signUpNotificationRef, signUpNotifications, type SignUpNotification } from '@/data/users';
import { chunk, NOTIFICATION_PAGE_SIZE } from '@/lib/readState';
import { signUpNotificationsCount, signUpNotificationsPage } from '../../fixedQueries';

/*
 * The sign-up bell's reads and its one write (issue 30): the caller's own "new user waits for a
 * role" notifications, written by the server (announceSignUp); the rules let their recipient read
 * them and add their own uid to readRecipients, nothing else.
 */

interface SignUpBellPage {
  items: SignUpNotification[];
  last: QueryDocumentSnapshot<SignUpNotification> | null;
  hasNext: boolean;
}

/** One page of the bell, newest first; one extra document tells whether another page follows. */
export async function getSignUpNotificationsPage(
  firestore: Firestore,
  uid: string,
  after?: QueryDocumentSnapshot<SignUpNotification>,
): Promise<SignUpBellPage> {
  const snap = await getDocs(
    query(
      signUpNotifications(firestore),
      ...constraintsOf(
        signUpNotificationsPage,
        { recipientId: uid },
        { limit: NOTIFICATION_PAGE_SIZE + 1 },
      ),
      ...(after ? [startAfter(after)] : []),
    ),
  );
  const docs = snap.docs.slice(0, NOTIFICATION_PAGE_SIZE);
  return {
    items: docs.map((d) => d.data()),
    last: docs.at(-1) ?? null,
    hasNext: snap.docs.length > NOTIFICATION_PAGE_SIZE,
  };
}

/** The bell's total and unread counts: two count aggregations. */
export async function countSignUpNotifications(firestore: Firestore, uid: string) {
  const mine = (readBy?: string) =>
    query(
      signUpNotifications(firestore),
      ...constraintsOf(signUpNotificationsCount, { recipientId: uid, readRecipients: readBy }),
    );
  const [all, read] = await Promise.all([
    getCountFromServer(mine()),
    getCountFromServer(mine(uid)),
  ]);
  const total = all.data().count;
  return { total, unread: total - read.data().count };
}

export async function markSignUpNotificationRead(firestore: Firestore, id: string, uid: string) {
  await updateDoc(signUpNotificationRef(firestore, id), { readRecipients: arrayUnion(uid) });
}

/** "Mark all as read": every notification of `uid` it has not read, 100 writes at a time. */
export async function markAllSignUpNotificationsRead(firestore: Firestore, uid: string) {
  const snap = await getDocs(
    query(
      signUpNotifications(firestore),
      ...constraintsOf(signUpNotificationsCount, { recipientId: uid }),
    ),
  );
  const unread = snap.docs.filter((d) => !d.data().readRecipients.includes(uid));
  for (const part of chunk(unread, 100)) {
    await Promise.all(part.map((d) => markSignUpNotificationRead(firestore, d.id, uid)));
  }
}
