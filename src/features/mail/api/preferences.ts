import { serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { notificationPreferencesRef } from '@/data/mail';
import type { MailEventType } from '../model/buildMail';
import type { Delivery } from '../model/preferences';

/**
 * Saves the caller's own notification preferences, every kind shown (rules: owner only, each
 * value immediately, digest or never).
 */
export async function savePreferences(
  firestore: Firestore,
  uid: string,
  kinds: Partial<Record<MailEventType, Delivery>>,
): Promise<void> {
  await setDoc(notificationPreferencesRef(firestore, uid), {
    kinds,
    updatedAt: serverTimestamp(),
  });
}
