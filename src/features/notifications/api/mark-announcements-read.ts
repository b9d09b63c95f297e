import { arrayUnion, writeBatch } from 'firebase/firestore';
import { announcementDoc } from '@/data/announcements';
import { db } from '@/lib/firebase';

export interface MarkAnnouncementsReadInput {
  /** Announcements the user has not read yet; at most 500 (one batch). */
  ids: readonly string[];
  uid: string;
}

/**
 * Adds `uid` to readRecipients of each announcement, in one batch. Only readRecipients changes:
 * that is the one update firestore.rules allow every active user, and updatedAt stays the time of
 * the last content change.
 */
export async function markAnnouncementsRead({
  ids,
  uid,
}: MarkAnnouncementsReadInput): Promise<void> {
  if (ids.length === 0) return;
  const batch = writeBatch(db);
  for (const id of ids) {
    batch.update(announcementDoc(db, id), { readRecipients: arrayUnion(uid) });
  }
  await batch.commit();
}
