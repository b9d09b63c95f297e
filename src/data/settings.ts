import { collection, doc, type DocumentData, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { field } from './converter';

/*
 * The settings collections, written by the top roles and read across the app:
 * - app_config/{id}: the deployed version (`app`) and the first-user marker (`bootstrap`);
 * - team_contacts/{orders|fulfillment|compliance}: each team's e-mail and phone (spec 01 §3);
 * - notification_emails/{event}: an event's own mail recipients ({emails}).
 * Their refs, taking the Firestore instance (the browser's or, later, the server's).
 */

export const appConfigCollection = (db: Firestore) => collection(db, COLLECTIONS.appConfig);

export const appConfigDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.appConfig, id);

export const teamContactsCollection = (db: Firestore) => collection(db, COLLECTIONS.teamContacts);

export const teamContactDoc = (db: Firestore, team: string) =>
  doc(db, COLLECTIONS.teamContacts, team);

export const notificationEmailsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.notificationEmails);

export const notificationEmailDoc = (db: Firestore, event: string) =>
  doc(db, COLLECTIONS.notificationEmails, event);

/** A team's contact as stored; account settings edit it and the mail builder reads its e-mail. */
export interface TeamContactDoc {
  email: string;
  phone: string;
}

/** A team document's fields; a missing document or a field of another type reads as empty. */
export const readTeamContact = (data: DocumentData | undefined): TeamContactDoc => ({
  email: field.text(data?.email),
  phone: field.text(data?.phone),
});
