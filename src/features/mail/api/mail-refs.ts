import { getDoc, getDocs, type CollectionReference, type Firestore } from 'firebase/firestore';
import { MAIL_EVENT_TYPES, type MailEventType } from '../model/buildMail';
import { readPreferences, type Delivery } from '../model/preferences';
import {
  emailOptOutRef,
  mailRecords,
  notificationPreferencesRef,
  type StoredMailDoc,
} from '@/data/mail';
import { notificationEmailsRecords } from '@/data/settings';

// The stored shape, its reader and refs are on the data floor (src/data/mail.ts).
export type { StoredMailDoc };

/** `mail`, read through its converter (readMail); only the server writes it (firestore.rules). */
export function mailCollection(firestore: Firestore): CollectionReference<StoredMailDoc> {
  return mailRecords(firestore);
}

/**
 * The per-event recipients set in the notifications tab (`notification_emails/{event}`, {emails},
 * set by the top roles); an event without a document is absent.
 */
export async function getMailRoutes(
  firestore: Firestore,
): Promise<Partial<Record<MailEventType, string[]>>> {
  const snap = await getDocs(notificationEmailsRecords(firestore));
  const routes: Partial<Record<MailEventType, string[]>> = {};
  for (const d of snap.docs) {
    const { emails } = d.data();
    const type = MAIL_EVENT_TYPES.find((t) => t === d.id);
    if (type && emails) routes[type] = emails;
  }
  return routes;
}

/**
 * The signed-in user's notification preferences (`notification_preferences/{uid}`), each kind
 * they have not chosen read from their old opt-out (`email_opt_outs/{uid}`: never) or as
 * immediately, exactly as the server reads them (model/preferences.ts).
 */
export async function getMyPreferences(
  firestore: Firestore,
  uid: string,
): Promise<Record<MailEventType, Delivery>> {
  const [preferences, optOut] = await Promise.all([
    getDoc(notificationPreferencesRef(firestore, uid)),
    getDoc(emailOptOutRef(firestore, uid)),
  ]);
  return readPreferences(preferences.data()?.kinds ?? null, optOut.data()?.optedOut === true);
}
