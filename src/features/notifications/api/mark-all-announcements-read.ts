import {
  getDocs,
  query,
  startAfter,
  type DocumentData,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { newestAnnouncements } from '../fixedQueries';
import { toAnnouncement } from '../model/announcement';
import { unreadIds } from '@/lib/readState';
import { announcementsCollection } from './announcements-collection';
import { markAnnouncementsRead } from './mark-announcements-read';

/** Documents read per round; also the most updates one batch carries (the limit is 500). */
export const MARK_ALL_CHUNK = 100;

export interface MarkAllAnnouncementsReadInput {
  uid: string;
}

/**
 * "Mark all as read" (spec 01 §4): adds `uid` to every announcement it is missing from.
 *
 * Firestore cannot select "readRecipients does not contain uid", so this pages through all
 * announcements, newest first, MARK_ALL_CHUNK at a time, and commits one batch per chunk for the
 * unread ones. Announcements are written by hand by administrators (a few a week), so "all" stays
 * in the hundreds: a few reads per hundred, on an explicit click only. Returns how many it marked.
 */
export async function markAllAnnouncementsRead({
  uid,
}: MarkAllAnnouncementsReadInput): Promise<number> {
  let marked = 0;
  let after: QueryDocumentSnapshot<DocumentData> | undefined;
  for (;;) {
    const snapshot = await getDocs(
      query(
        announcementsCollection(),
        ...constraintsOf(newestAnnouncements, {}, { limit: MARK_ALL_CHUNK }),
        ...(after ? [startAfter(after)] : []),
      ),
    );
    const ids = unreadIds(snapshot.docs.map(toAnnouncement), uid);
    await markAnnouncementsRead({ ids, uid });
    marked += ids.length;
    if (snapshot.docs.length < MARK_ALL_CHUNK) return marked;
    after = snapshot.docs[snapshot.docs.length - 1];
  }
}
