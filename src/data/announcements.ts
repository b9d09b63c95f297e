import {
  collection,
  doc,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import { toDate } from '@/lib/format';
import { COLLECTIONS } from './collections';

/*
 * announcements/{id}: the franchisor's announcements, one of them current (spec 01 §3, §4). Its
 * refs, taking the Firestore instance (the browser's or, later, the server's), and its reader:
 * the announcement bar and bell, the tools list and the dashboard all show the same shape.
 */

export const announcementsCollection = (db: Firestore) => collection(db, COLLECTIONS.announcements);

export const announcementDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.announcements, id);

/** An `announcements/{id}` document (spec 01 §3). */
export interface Announcement {
  id: string;
  message: string;
  isCurrent: boolean;
  isPrevious: boolean;
  /** Uids of the users who have read (closed or listed) it. */
  readRecipients: string[];
  createdAt: Date | null;
  updatedAt: Date | null;
  /** Absent on announcements written before it was recorded (the demo seed). */
  createdBy?: string;
}

// Pending serverTimestamp() values read as estimates, so a just-created announcement sorts and
// shows a date before the server has confirmed it.
const ESTIMATE: SnapshotOptions = { serverTimestamps: 'estimate' };

/** Maps a stored document to an Announcement, tolerating missing or mistyped fields. */
export function toAnnouncement(snapshot: QueryDocumentSnapshot<DocumentData>): Announcement {
  const data = snapshot.data(ESTIMATE);
  return {
    id: snapshot.id,
    message: typeof data.message === 'string' ? data.message : '',
    isCurrent: data.isCurrent === true,
    isPrevious: data.isPrevious === true,
    readRecipients: Array.isArray(data.readRecipients)
      ? data.readRecipients.filter((uid): uid is string => typeof uid === 'string')
      : [],
    createdAt: toDate(data.createdAt ?? null),
    updatedAt: toDate(data.updatedAt ?? null),
    ...(typeof data.createdBy === 'string' ? { createdBy: data.createdBy } : {}),
  };
}
