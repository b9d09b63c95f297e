import {
  collection,
  doc,
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import { toDate } from '@/lib/format';
import { COLLECTIONS } from './collections';
import { field, readConverter } from './converter';

/*
 * announcements/{id}: the franchisor's announcements, one of them current (spec 01 §3, §4). Its
 * refs, taking the Firestore instance (the browser's or, later, the server's), and its reader:
 * the announcement bar and bell, the tools list and the dashboard all show the same shape. The
 * raw refs serve writes and the snapshots toAnnouncement reads with estimated times.
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

/** A stored announcement, tolerating missing or mistyped fields. */
export const readAnnouncement = (data: DocumentData, id: string): Announcement => ({
  id,
  message: field.text(data.message),
  isCurrent: field.flag(data.isCurrent),
  isPrevious: field.flag(data.isPrevious),
  readRecipients: field.textList(data.readRecipients),
  createdAt: toDate(field.timestamp(data.createdAt)),
  updatedAt: toDate(field.timestamp(data.updatedAt)),
  ...(typeof data.createdBy === 'string' ? { createdBy: data.createdBy } : {}),
});

/** An announcement from its snapshot (readAnnouncement), pending times as estimates. */
export const toAnnouncement = (snapshot: QueryDocumentSnapshot<DocumentData>): Announcement =>
  readAnnouncement(snapshot.data(ESTIMATE), snapshot.id);

const announcementConverter = readConverter(readAnnouncement);

/** `announcements`, read as Announcement (readAnnouncement): the tools list's rows. */
export const announcementRecords = (db: Firestore): CollectionReference<Announcement> =>
  announcementsCollection(db).withConverter(announcementConverter);
