import {
  doc,
  getDocs,
  query,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { announcementsCollection } from '@/data/announcements';
import { constraintsOf } from '@/data/query/declaredQuery';
import { currentAnnouncements } from '../../fixedQueries';

export interface CreateAnnouncementInput {
  /** Trimmed, 1..1000 characters. */
  message: string;
  /** Uid of the author. */
  createdBy: string;
}

/**
 * Creates the new current announcement (spec 01 §4): every current one becomes previous in the
 * same batch, so readers never see two current ones or none. There is normally one current
 * announcement, so the demotion query reads one document. Two admins creating at the very same
 * moment could each leave theirs current; the bar shows the newest, so that is harmless.
 * Returns the new id.
 */
export async function createAnnouncement(
  firestore: Firestore,
  input: CreateAnnouncementInput,
): Promise<string> {
  const announcements = announcementsCollection(firestore);
  const current = await getDocs(
    query(announcements, ...constraintsOf(currentAnnouncements, { isCurrent: true })),
  );
  const batch = writeBatch(firestore);
  for (const previous of current.docs) {
    batch.update(previous.ref, {
      isCurrent: false,
      isPrevious: true,
      updatedAt: serverTimestamp(),
    });
  }
  const created = doc(announcements);
  batch.set(created, {
    message: input.message,
    isCurrent: true,
    isPrevious: false,
    readRecipients: [],
    createdBy: input.createdBy,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  await batch.commit();
  return created.id;
}
