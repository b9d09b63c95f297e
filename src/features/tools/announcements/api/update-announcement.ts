import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { ANNOUNCEMENTS } from '@/features/notifications';

export interface UpdateAnnouncementInput {
  id: string;
  /** Trimmed, 1..1000 characters. */
  message: string;
}

/** Edits the text only; current/previous and who has read it stay as they are. */
export async function updateAnnouncement({ id, message }: UpdateAnnouncementInput): Promise<void> {
  await updateDoc(doc(db, ANNOUNCEMENTS, id), { message, updatedAt: serverTimestamp() });
}
