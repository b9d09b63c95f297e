import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { ANNOUNCEMENTS } from '@/features/notifications';

export interface UpdateAnnouncementInput {
  id: string;
  /** Trimmed, 1..1000 characters. */
  message: string;
}

/** Edits the text only; current/previous and who has read it stay as they are. */
export async function updateAnnouncement(
  firestore: Firestore,
  { id, message }: UpdateAnnouncementInput,
): Promise<void> {
  await updateDoc(doc(firestore, ANNOUNCEMENTS, id), { message, updatedAt: serverTimestamp() });
}
