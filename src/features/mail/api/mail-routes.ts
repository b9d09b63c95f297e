import { serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { notificationEmailDoc } from '@/data/settings';
import type { MailEventType } from '../model/buildMail';

/**
 * Saves the notifications tab's per-event recipients in one batch: a list becomes the event's
 * own recipients (an empty list: nobody but the person concerned), null removes them so the
 * event goes to its default team again. Top roles only (rules).
 */
export async function saveMailRoutes(
  firestore: Firestore,
  routes: Partial<Record<MailEventType, string[] | null>>,
): Promise<void> {
  const batch = writeBatch(firestore);
  for (const [type, emails] of Object.entries(routes)) {
    const ref = notificationEmailDoc(firestore, type);
    if (emails === null) batch.delete(ref);
    else if (emails) batch.set(ref, { emails, updatedAt: serverTimestamp() });
  }
  await batch.commit();
}
