import { doc, writeBatch } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { ANNOUNCEMENTS } from '@/features/notifications';

export type DeleteAnnouncementsInput = { id: string }[];

/** Deletes the chosen announcements in one batch (a list page holds at most 75). */
export async function deleteAnnouncements(rows: DeleteAnnouncementsInput): Promise<void> {
  const batch = writeBatch(db);
  for (const row of rows) batch.delete(doc(db, ANNOUNCEMENTS, row.id));
  await batch.commit();
}
