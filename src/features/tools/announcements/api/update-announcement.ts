import { serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { announcementDoc } from '@/data/announcements';

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
  await updateDoc(announcementDoc(firestore, id), { message, updatedAt: serverTimestamp() });
}
