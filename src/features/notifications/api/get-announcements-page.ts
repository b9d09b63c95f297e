import {
  getDocs,
  query,
  startAfter,
  type DocumentData,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { newestAnnouncements } from '../fixedQueries';
import { NOTIFICATION_PAGE_SIZE, toAnnouncement, type Announcement } from '../model/announcement';
import { announcementsCollection } from './announcements-collection';

export type AnnouncementCursor = QueryDocumentSnapshot<DocumentData>;

export interface GetAnnouncementsPageInput {
  /** The last document of the previous page; absent for the first page. */
  after?: AnnouncementCursor;
  pageSize?: number;
}

export interface AnnouncementsPage {
  items: Announcement[];
  /** startAfter() of the next page; null when this page is empty. */
  last: AnnouncementCursor | null;
  hasNext: boolean;
}

/** One page of announcements by createdAt descending (spec 01 §7), plus whether another follows. */
export async function getAnnouncementsPage({
  after,
  pageSize = NOTIFICATION_PAGE_SIZE,
}: GetAnnouncementsPageInput = {}): Promise<AnnouncementsPage> {
  // One extra document tells whether a next page exists without counting again.
  const snapshot = await getDocs(
    query(
      announcementsCollection(),
      ...constraintsOf(newestAnnouncements, {}, { limit: pageSize + 1 }),
      ...(after ? [startAfter(after)] : []),
    ),
  );
  const docs = snapshot.docs.slice(0, pageSize);
  return {
    items: docs.map(toAnnouncement),
    last: docs.length > 0 ? docs[docs.length - 1] : null,
    hasNext: snapshot.docs.length > pageSize,
  };
}
