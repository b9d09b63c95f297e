import { limit, onSnapshot, orderBy, query, where, type Unsubscribe } from 'firebase/firestore';
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
    where('isCurrent', '==', true),
    orderBy('createdAt', 'desc'),
    limit(1),
  );
  return onSnapshot(
    latestCurrent,
    (snapshot) => onNext(snapshot.empty ? null : toAnnouncement(snapshot.docs[0])),
    onError,
  );
}
