import type { DocumentData, QueryDocumentSnapshot, SnapshotOptions } from 'firebase/firestore';
import { toDate } from '@/lib/format';

/** Longest announcement message; firestore.rules enforces the same bound. */
export const ANNOUNCEMENT_MAX_LENGTH = 1000;

/** Notification lists page 5 at a time (spec 01 §9). */
export { NOTIFICATION_PAGE_SIZE } from '@/lib/readState';

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
