import { onSnapshot, query, type Unsubscribe } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { currentAnnouncement } from '../fixedQueries';
import { toAnnouncement, type Announcement } from '../model/announcement';
import { announcementsCollection } from './announcements-collection';

/**
 * Follows the latest current announcement (the announcement bar): one document, live.
 * Needs the composite index isCurrent + createdAt desc (firestore.indexes.json).
 */
export function watchCurrentAnnouncement(
  onNext: (announcement: Announcement | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const latestCurrent = query(
    announcementsCollection(),
    ...constraintsOf(currentAnnouncement, { isCurrent: true }),
  );
  return onSnapshot(
    latestCurrent,
    (snapshot) => onNext(snapshot.empty ? null : toAnnouncement(snapshot.docs[0])),
    onError,
  );
}
