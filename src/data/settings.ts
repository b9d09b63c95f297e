import {
  collection,
  doc,
  type CollectionReference,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { field, readConverter } from './converter';

/*
 * The settings collections, written by the top roles and read across the app:
 * - app_config/{id}: the deployed version (`app`) and the first-user marker (`bootstrap`);
 * - team_contacts/{orders|fulfillment|compliance}: each team's e-mail and phone (spec 01 §3);
 * - notification_emails/{event}: an event's own mail recipients ({emails}).
 * Their refs, taking the Firestore instance (the browser's or, later, the server's), and the
 * readers of the team contacts and the event recipients, which account settings and mail share.
 */

export const appConfigDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.appConfig, id);

export const teamContactDoc = (db: Firestore, team: string) =>
  doc(db, COLLECTIONS.teamContacts, team);

const notificationEmailsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.notificationEmails);

export const notificationEmailDoc = (db: Firestore, event: string) =>
  doc(db, COLLECTIONS.notificationEmails, event);

/** A team's contact as stored; account settings edit it and the mail builder reads its e-mail. */
interface TeamContactDoc {
  email: string;
  phone: string;
}

/** A team document's fields; a missing document or a field of another type reads as empty. */
export const readTeamContact = (data: DocumentData | undefined): TeamContactDoc => ({
  email: field.text(data?.email),
  phone: field.text(data?.phone),
});

/**
 * An event's own mail recipients as stored (`notification_emails/{event}.emails`); null when the
 * field is not a list, so the event goes to its default team as if it had no document.
 */
interface NotificationEmailsDoc {
  emails: string[] | null;
}

export const readNotificationEmails = (data: DocumentData): NotificationEmailsDoc => ({
  emails: Array.isArray(data.emails) ? field.textList(data.emails) : null,
});

const notificationEmailsConverter = readConverter<NotificationEmailsDoc>(readNotificationEmails);

/** `notification_emails`, read as NotificationEmailsDoc (readNotificationEmails). */
export const notificationEmailsRecords = (
  db: Firestore,
): CollectionReference<NotificationEmailsDoc> =>
  notificationEmailsCollection(db).withConverter(notificationEmailsConverter);
