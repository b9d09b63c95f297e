import { onSnapshot, query, type Unsubscribe } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { newestAnnouncements } from '../fixedQueries';
import { toAnnouncement, type Announcement } from '../model/announcement';
import { announcementsCollection } from './announcements-collection';

/**
 * How many of the newest announcements the bell's unread badge looks at.
 *
 * Firestore cannot query "readRecipients does not contain uid", so an exact unread count would
 * mean reading every announcement. The badge instead counts unread among the newest
 * UNREAD_WINDOW (a live query of that many documents) and shows "9+" when all ten are unread:
 * older unread announcements are what "Mark all as read" is for.
 */
export const UNREAD_WINDOW = 10;

/** The newest UNREAD_WINDOW announcements, live, newest first (the bell's badge). */
export function watchRecentAnnouncements(
  onNext: (announcements: Announcement[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const recent = query(
    announcementsCollection(),
    ...constraintsOf(newestAnnouncements, {}, { limit: UNREAD_WINDOW }),
  );
  return onSnapshot(recent, (snapshot) => onNext(snapshot.docs.map(toAnnouncement)), onError);
}
