import { writeBatch } from 'firebase/firestore';
import { announcementDoc } from '@/data/announcements';
import { db } from '@/lib/firebase';

type DeleteAnnouncementsInput = { id: string }[];

/** Deletes the chosen announcements in one batch (a list page holds at most 75). */
export async function deleteAnnouncements(rows: DeleteAnnouncementsInput): Promise<void> {
  const batch = writeBatch(db);
  for (const row of rows) batch.delete(announcementDoc(db, row.id));
  await batch.commit();
}
