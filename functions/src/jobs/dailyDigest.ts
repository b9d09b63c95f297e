/**
 * The daily digest (`dailyDigestDaily`, 07:45 New York, after every other daily job so their
 * items of the day are in it; locally `node scripts/run-job.mjs dailyDigest --date`): reads the
 * pending digest items and the users, and sends what ./dailyDigestModel.ts plans. Each user's
 * digest is ONE transaction: it creates the mail under its deterministic id and marks the items
 * it lists sent (`state: 'sent'`, `digestMailId`), so an item is never listed twice, a second
 * run of the day finds the mail there and writes nothing, and an item written after the day's
 * digest waits for the next one.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@/data/collections';
import { DAILY_DIGEST_EVENT, type DigestItemState } from '@/features/mail/model/digest';
import {
  dailyDigestMail,
  planDailyDigests,
  type PendingDigestItem,
  type UserDigest,
} from './dailyDigestModel';
import { appBaseUrl, readJobUsers, type JobResult } from './jobMail';
import { text } from '../callInput';

const PENDING: DigestItemState = 'pending';

/** A stored item as the model reads it. */
function readPendingItem(id: string, data: Record<string, unknown>): PendingDigestItem {
  const created = data.createdAt as { toMillis?: () => number } | undefined;
  return {
    id,
    uid: text(data.uid),
    day: text(data.day),
    kind: text(data.kind),
    mailId: text(data.mailId),
    subject: text(data.subject),
    summary: text(data.summary),
    path: text(data.path),
    createdAtMs: typeof created?.toMillis === 'function' ? created.toMillis() : 0,
  };
}

/** Sends `digest` unless its mail exists: true when sent now. */
function sendDigest(db: Firestore, digest: UserDigest, day: string): Promise<boolean> {
  const items = db.collection(COLLECTIONS.mailDigestItems);
  const mailRef = db.collection(COLLECTIONS.mail).doc(digest.mailId);
  return db.runTransaction(async (tx) => {
    const [mailSnap, ...itemSnaps] = await tx.getAll(
      mailRef,
      ...digest.items.map((item) => items.doc(item.id)),
    );
    if (mailSnap.exists) return false;
    // Another run may have sent some meanwhile: only the items still pending.
    const still = digest.items.filter((_, i) => itemSnaps[i].get('state') === PENDING);
    const doc = dailyDigestMail({ ...digest, items: still }, day, appBaseUrl());
    if (!doc) return false;
    tx.create(mailRef, { ...doc, createdAt: FieldValue.serverTimestamp() });
    const sent: DigestItemState = 'sent';
    for (const item of still) {
      tx.update(items.doc(item.id), { state: sent, digestMailId: digest.mailId });
    }
    return true;
  });
}

/** Firestore's limit of writes per batch. */
const BATCH_WRITES = 500;

export async function runDailyDigest(db: Firestore, day: string): Promise<JobResult> {
  const [itemSnap, users] = await Promise.all([
    db.collection(COLLECTIONS.mailDigestItems).where('state', '==', PENDING).get(),
    readJobUsers(db),
  ]);
  const plan = planDailyDigests(
    day,
    itemSnap.docs.map((d) => readPendingItem(d.id, d.data())),
    users,
  );
  const dropped: DigestItemState = 'dropped';
  const drops: Promise<unknown>[] = [];
  for (let at = 0; at < plan.dropped.length; at += BATCH_WRITES) {
    const batch = db.batch();
    for (const id of plan.dropped.slice(at, at + BATCH_WRITES)) {
      batch.update(db.collection(COLLECTIONS.mailDigestItems).doc(id), {
        state: dropped,
        droppedOn: day,
      });
    }
    drops.push(batch.commit());
  }
  const sent = await Promise.all(plan.digests.map((digest) => sendDigest(db, digest, day)));
  await Promise.all(drops);
  const written = sent.filter(Boolean).length;
  return {
    day,
    written: written > 0 ? { [DAILY_DIGEST_EVENT]: written } : {},
    digestItems: 0,
    alreadySent: sent.length - written,
  };
}
