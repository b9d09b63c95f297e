import { doc, getDoc } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { ANNOUNCEMENTS, toAnnouncement, type Announcement } from '@/features/notifications';

/** One announcement by id, or null when it does not exist. */
export async function getAnnouncement(id: string): Promise<Announcement | null> {
  const snapshot = await getDoc(doc(db, ANNOUNCEMENTS, id));
  return snapshot.exists() ? toAnnouncement(snapshot) : null;
}
