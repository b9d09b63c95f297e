/**
 * What the server reads to build a mail, and how it writes one (issue 27: only the server writes
 * `mail`), inside the caller's Admin SDK transaction (every read before the first write):
 * - the team addresses and the per-event recipients of the notifications tab;
 * - a person concerned with their notification preference for the event's kind
 *   (`notification_preferences/{uid}`, the old `email_opt_outs/{uid}` read as "never");
 * - the mail, created once under its deterministic id (an existing one is left alone, so a retry
 *   sends nothing), and one `mail_digest_items/{mailId}__{uid}` per person who chose the daily
 *   digest for the kind (features/mail/model/digest.ts renders a user's digest from them).
 * The links in a mail start with APP_BASE_URL (README "Using a real Firebase project").
 */
import {
  FieldValue,
  getFirestore,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { defineString } from 'firebase-functions/params';
import { COLLECTIONS } from '@/data/collections';
import {
  MAIL_EVENT_TYPES,
  type BuiltMail,
  type MailEventType,
  type MailPerson,
  type TeamEmails,
} from '@/features/mail/model/buildMail';
import { digestItemId, pendingDigestItem } from '@/features/mail/model/digest';
import { readPreferences } from '@/features/mail/model/preferences';
import { franchisorDay } from '@/features/reports/model/benchmarks';

/** Where the app is served: every mail's links start with it (a functions parameter). */
const APP_BASE_URL = defineString('APP_BASE_URL', {
  default: 'http://localhost:5173',
  description: "The app's address, without a trailing slash: the links in the mails start with it",
});

/** The app's address for the links of the mails written now. */
export const appBaseUrl = (): string => APP_BASE_URL.value();

const TEAMS = ['orders', 'fulfillment', 'compliance'] as const;

/**
 * The team addresses and the per-event recipients set in the notifications tab, read in `tx`
 * when given (a callable's transaction), else straight from `db` (a job).
 */
export async function readTeamEmails(db: Firestore, tx?: Transaction): Promise<TeamEmails> {
  const teamRefs = TEAMS.map((team) => db.collection(COLLECTIONS.teamContacts).doc(team));
  const routeQuery = db.collection(COLLECTIONS.notificationEmails);
  const [teamSnaps, routeSnap] = await Promise.all([
    tx ? tx.getAll(...teamRefs) : db.getAll(...teamRefs),
    tx ? tx.get(routeQuery) : routeQuery.get(),
  ]);
  const routes: Partial<Record<MailEventType, string[]>> = {};
  for (const d of routeSnap.docs) {
    const emails: unknown = d.get('emails');
    const type = MAIL_EVENT_TYPES.find((t) => t === d.id);
    if (type && Array.isArray(emails)) {
      routes[type] = emails.filter((e): e is string => typeof e === 'string');
    }
  }
  const teams: TeamEmails = { orders: '', fulfillment: '', compliance: '', routes };
  TEAMS.forEach((team, i) => {
    const email: unknown = teamSnaps[i].get('email');
    teams[team] = typeof email === 'string' ? email : '';
  });
  return teams;
}

/**
 * User `uid` as the person an event of `kind` concerns: their address (`email` when given, such
 * as a territory's `user_email`, else their profile's) and their preference for the kind. Null
 * without an address.
 */
export async function readMailPerson(
  tx: Transaction,
  uid: string,
  kind: MailEventType,
  email?: string,
): Promise<MailPerson | null> {
  if (!uid) return null;
  const db = getFirestore();
  const [userSnap, preferencesSnap, optOutSnap] = await tx.getAll(
    db.collection(COLLECTIONS.users).doc(uid),
    db.collection(COLLECTIONS.notificationPreferences).doc(uid),
    db.collection(COLLECTIONS.emailOptOuts).doc(uid),
  );
  const stored: unknown = userSnap.get('email');
  const address = (email ?? (typeof stored === 'string' ? stored : '')).trim();
  if (address === '') return null;
  const preferences = readPreferences(
    preferencesSnap.get('kinds'),
    optOutSnap.get('optedOut') === true,
  );
  return { uid, email: address, delivery: preferences[kind] };
}

/** What writing a built mail did. */
interface MailWritten {
  /** The mail document was created now (false: nobody to mail now, or it was there already). */
  mailed: boolean;
  /** Digest items created now. */
  digestItems: number;
}

/**
 * Reads whether `built`'s mail and digest items exist already (call before the transaction's
 * first write) and returns the write: it creates those that do not, so a second call for the same
 * event writes nothing.
 */
export async function prepareMailWrite(
  tx: Transaction,
  built: BuiltMail,
  now = new Date(),
): Promise<() => MailWritten> {
  const db = getFirestore();
  const mailRef = db.collection(COLLECTIONS.mail).doc(built.id);
  const people = built.digest?.people ?? [];
  const itemRefs = people.map((p) =>
    db.collection(COLLECTIONS.mailDigestItems).doc(digestItemId(built.id, p.uid)),
  );
  const [mailSnap, ...itemSnaps] = await tx.getAll(mailRef, ...itemRefs);
  return () => {
    const mailed = built.doc !== null && !mailSnap.exists;
    if (built.doc && mailed) {
      tx.create(mailRef, { ...built.doc, createdAt: FieldValue.serverTimestamp() });
    }
    let digestItems = 0;
    people.forEach((person, i) => {
      if (!built.digest || itemSnaps[i].exists) return;
      tx.create(itemRefs[i], {
        // The franchisor's day it happened (the daily digest job collects by day).
        ...pendingDigestItem(built.digest.item, person, franchisorDay(now)),
        createdAt: FieldValue.serverTimestamp(),
      });
      digestItems += 1;
    });
    return { mailed, digestItems };
  };
}
