import { getDoc, type Firestore } from 'firebase/firestore';
import { announcementDoc, toAnnouncement, type Announcement } from '@/data/announcements';

/** One announcement by id, or null when it does not exist. */
export async function getAnnouncement(
  firestore: Firestore,
  id: string,
): Promise<Announcement | null> {
  const snapshot = await getDoc(announcementDoc(firestore, id));
  return snapshot.exists() ? toAnnouncement(snapshot) : null;
}
