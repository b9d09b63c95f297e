import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/*
 * Notification mail:
 * - mail/{id}: what the Trigger Email extension sends, written in the same write as its event
 *   under a deterministic id, so no event mails twice;
 * - sales_reminder_checks/{day}_{territoryId}: a territory's late-sales reminders of a day are
 *   done;
 * - email_opt_outs/{uid}: the user does not want their own notification e-mails.
 * Their refs, taking the Firestore instance (the browser's or, later, the server's).
 */

export const mailCollection = (db: Firestore) => collection(db, COLLECTIONS.mail);

export const mailDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.mail, id);

export const salesReminderChecksCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.salesReminderChecks);

export const salesReminderCheckDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.salesReminderChecks, id);

export const emailOptOutsCollection = (db: Firestore) => collection(db, COLLECTIONS.emailOptOuts);

export const emailOptOutDoc = (db: Firestore, uid: string) =>
  doc(db, COLLECTIONS.emailOptOuts, uid);
