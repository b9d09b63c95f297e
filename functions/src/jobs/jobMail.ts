/**
 * The scheduled jobs' reads and writes that every job shares: the users (with their notification
 * preferences), the team addresses and per-event recipients, and writing what buildMail built:
 * the mail document and the daily digest items of those who chose the digest
 * (`mail_digest_items/{mailId}__{uid}`, as functions/src/mail/mailContext.ts writes them in a
 * callable's transaction). Ids are deterministic and written with create(), so a second run of a
 * job for the same day finds them there and writes nothing twice.
 */
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@/data/collections';
import type { BuiltMail, MailEventType } from '@/features/mail/model/buildMail';
import { DAILY_DIGEST_EVENT, digestItemId, pendingDigestItem } from '@/features/mail/model/digest';
import { readJobUser, type JobUser } from './people';

// The app's address for the mails' links (the APP_BASE_URL parameter).
export { appBaseUrl } from '../mail/mailContext';

/** Every user with their preferences (small collections: the franchise's staff). */
export async function readJobUsers(db: Firestore): Promise<JobUser[]> {
  const [users, preferences, optOuts] = await Promise.all([
    db.collection(COLLECTIONS.users).get(),
    db.collection(COLLECTIONS.notificationPreferences).get(),
    db.collection(COLLECTIONS.emailOptOuts).get(),
  ]);
  const optedOut = new Set(optOuts.docs.filter((d) => d.get('optedOut') === true).map((d) => d.id));
  const kinds = new Map(preferences.docs.map((d) => [d.id, d.get('kinds') as unknown]));
  return users.docs.map((d) =>
    readJobUser(d.id, d.data(), { kinds: kinds.get(d.id) ?? null, optedOut: optedOut.has(d.id) }),
  );
}

/** The territories' owners (`user_id`) and names. */
export async function readTerritories(
  db: Firestore,
): Promise<Map<string, { name: string; ownerId: string }>> {
  const snap = await db.collection(COLLECTIONS.territories).get();
  return new Map(
    snap.docs.map((d) => [
      d.id,
      { name: String(d.get('name') ?? d.id), ownerId: String(d.get('user_id') ?? '') },
    ]),
  );
}

// The jobs read the team addresses as the callables do.
export { readTeamEmails } from '../mail/mailContext';

/**
 * What a job wrote: mails per event type, digest items, and how many of either were there
 * already from an earlier run.
 */
export interface JobResult {
  day: string;
  /** Mails created now per event type (the daily digest's own: `dailyDigest`). */
  written: Partial<Record<MailEventType | typeof DAILY_DIGEST_EVENT, number>>;
  digestItems: number;
  alreadySent: number;
}

/** gRPC ALREADY_EXISTS: create() of a document that is there. */
const ALREADY_EXISTS = 6;

/** Creates `data` at `ref` unless it exists: true when created now. */
async function createOnce(ref: DocumentReference, data: Record<string, unknown>): Promise<boolean> {
  try {
    await ref.create({ ...data, createdAt: FieldValue.serverTimestamp() });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    return false;
  }
}

/**
 * Creates each mail document and digest item that does not exist yet (create(), never set: an
 * existing one is never sent twice, even by two runs at once) and counts them. Digest items are
 * dated `day`, the job's day, and pending, so the daily digest of that day (07:45, after every
 * other job) collects them.
 */
export async function writeMails(
  db: Firestore,
  day: string,
  mails: readonly (BuiltMail | null)[],
): Promise<JobResult> {
  const result: JobResult = { day, written: {}, digestItems: 0, alreadySent: 0 };
  const unique = new Map<string, BuiltMail>();
  for (const mail of mails) if (mail) unique.set(mail.id, mail);
  await Promise.all(
    [...unique.values()].flatMap((mail) => {
      const writes: Promise<void>[] = [];
      const { doc, digest } = mail;
      if (doc) {
        writes.push(
          createOnce(db.collection(COLLECTIONS.mail).doc(mail.id), { ...doc }).then((created) => {
            const type = doc.event.type;
            if (created) result.written[type] = (result.written[type] ?? 0) + 1;
            else result.alreadySent += 1;
          }),
        );
      }
      const items = digest
        ? digest.people.map((person) => pendingDigestItem(digest.item, person, day))
        : [];
      for (const item of items) {
        const ref = db.collection(COLLECTIONS.mailDigestItems).doc(digestItemId(mail.id, item.uid));
        writes.push(
          createOnce(ref, item).then((created) => {
            if (created) result.digestItems += 1;
            else result.alreadySent += 1;
          }),
        );
      }
      return writes;
    }),
  );
  return result;
}
