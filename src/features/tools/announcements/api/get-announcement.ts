import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { ANNOUNCEMENTS, toAnnouncement, type Announcement } from '@/features/notifications';

/** One announcement by id, or null when it does not exist. */
export async function getAnnouncement(
  firestore: Firestore,
  id: string,
): Promise<Announcement | null> {
  const snapshot = await getDoc(doc(firestore, ANNOUNCEMENTS, id));
  return snapshot.exists() ? toAnnouncement(snapshot) : null;
}
