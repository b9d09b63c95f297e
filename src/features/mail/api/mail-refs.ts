import {
  getDoc,
  getDocs,
  serverTimestamp,
  type CollectionReference,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase/firestore';
import {
  MAIL_EVENT_TYPES,
  type BuiltMail,
  type MailEventType,
  type MailPerson,
  type MailTeam,
  type TeamEmails,
} from '../model/buildMail';
import { emailOptOutRef, mailRecords, mailRef, type StoredMailDoc } from '@/data/mail';
import { notificationEmailsRecords, readTeamContact, teamContactDoc } from '@/data/settings';
import { userProfileRef } from '@/data/users';

// The stored shape, its reader and refs are on the data floor (src/data/mail.ts).
export { mailRef, type StoredMailDoc };

/** `mail`, read through its converter (readMail); firestore.rules ("mail") check every create. */
export function mailCollection(firestore: Firestore): CollectionReference<StoredMailDoc> {
  return mailRecords(firestore);
}

/** `email_opt_outs/{uid}`: the user does not want their own notification e-mails. */
export function optOutRef(firestore: Firestore, uid: string) {
  return emailOptOutRef(firestore, uid);
}

const TEAMS: MailTeam[] = ['orders', 'fulfillment', 'compliance'];

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
 * The team notification e-mails (team_contacts/{team}.email; unset reads as '') with the
 * per-event recipients, which buildMail() prefers.
 */
export async function getTeamEmails(firestore: Firestore): Promise<TeamEmails> {
  const [snaps, routes] = await Promise.all([
    Promise.all(TEAMS.map((team) => getDoc(teamContactDoc(firestore, team)))),
    getMailRoutes(firestore),
  ]);
  const emails: TeamEmails = { orders: '', fulfillment: '', compliance: '', routes };
  TEAMS.forEach((team, i) => {
    emails[team] = readTeamContact(snaps[i].data()).email;
  });
  return emails;
}

/** Whether `uid` opted out of their own notification e-mails. */
export async function isOptedOut(firestore: Firestore, uid: string): Promise<boolean> {
  const snap = await getDoc(optOutRef(firestore, uid));
  return snap.data()?.optedOut === true;
}

/**
 * The mail person for user `uid` with e-mail `email` (read from their profile when not given).
 * Null when the profile cannot be read (not in the caller's scope) or has no e-mail: the team
 * still gets its mail.
 */
export async function getMailPerson(
  firestore: Firestore,
  uid: string,
  email?: string,
): Promise<MailPerson | null> {
  try {
    const address = email ?? (await getDoc(userProfileRef(firestore, uid))).data()?.email;
    if (!address) return null;
    return { email: address, optedOut: await isOptedOut(firestore, uid) };
  } catch (error) {
    console.warn('Mail recipient could not be read; only the team gets this mail', error);
    return null;
  }
}

/** Adds `mail` to a transaction or batch that also writes its event. */
export function writeMail(
  firestore: Firestore,
  write: Transaction | WriteBatch,
  mail: BuiltMail | null,
): void {
  if (!mail) return;
  const data = { ...mail.doc, createdAt: serverTimestamp() };
  // Two separate calls: the union of the two classes' overloaded set() is not callable.
  if ('commit' in write) write.set(mailRef(firestore, mail.id), data);
  else write.set(mailRef(firestore, mail.id), data);
}
