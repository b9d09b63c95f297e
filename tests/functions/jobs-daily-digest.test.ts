/**
 * The daily digest job on the emulators (issue 27): a job keeps an event for a user who chose the
 * daily digest (a pending `mail_digest_items` document), and the digest sends each such user ONE
 * mail of the day's and earlier pending items, drops what they no longer want, and sends nothing
 * twice: run again, it writes nothing; the next day it sends only what came since.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../scripts/run-job.mjs';
import { adminDb, setPreferences } from './support';
import {
  arrangeOwnedTerritory,
  arrangeUser,
  DAY,
  NOON_MS,
  type JobRun,
  type Person,
} from './jobsFixture';

const T = 'jobs-digest-territory';
const DOCK = 'jobs-digest-dock';
const NEXT_DAY = '2026-12-01';
let reader: Person;
let never: Person;
let quitter: Person;

/**
 * A digest item of `person` as a callable or a job writes it, made `ageMs` before noon: pending
 * unless `fields` say otherwise.
 */
const digestItem = (
  mailId: string,
  person: Person,
  kind: string,
  day: string,
  ageMs: number,
  fields: Record<string, unknown> = {},
) =>
  adminDb()
    .doc(`mail_digest_items/${mailId}__${person.uid}`)
    .set({
      kind,
      mailId,
      subject: `Subject of ${mailId}`,
      summary: `What happened in ${mailId}.`,
      path: `/app/orders/${mailId}`,
      uid: person.uid,
      email: person.email,
      day,
      state: 'pending',
      createdAt: Timestamp.fromMillis(NOON_MS - ageMs),
      ...fields,
    });

const itemOf = async (id: string) => (await adminDb().doc(`mail_digest_items/${id}`).get()).data();

/** The digest mails of the test's users, by id: [to, subject]. */
async function digests(): Promise<Record<string, [string[], string]>> {
  const snap = await adminDb()
    .collection('mail')
    .where('event.ref', 'in', [reader.uid, never.uid, quitter.uid])
    .get();
  return Object.fromEntries(
    snap.docs
      .filter((d) => d.get('event.type') === 'dailyDigest')
      .map((d) => [d.id, [d.get('to') as string[], String(d.get('message.subject'))]] as const),
  );
}

beforeAll(async () => {
  // A location of the reader's territory that never reported: a late-sales reminder today.
  reader = await arrangeOwnedTerritory(T, 'jobs-digest-reader', [DOCK]);
  never = await arrangeUser('jobs-digest-never', 'franchiseeOwner', [T]);
  quitter = await arrangeUser('jobs-digest-quitter', 'franchiseeOwner', [T]);
  // Late sales reminders in the digest; approved orders too, once, and never since (never).
  await setPreferences(reader.uid, { salesLate: 'digest', orderApproved: 'digest' });
  await setPreferences(never.uid, { orderApproved: 'never' });
  // The old opt-out of every e-mail.
  await adminDb().doc(`email_opt_outs/${quitter.uid}`).set({ optedOut: true });
  await Promise.all([
    // Not sent on an earlier day (the job did not run): still in, listed first.
    digestItem(
      'orderApproved-jobs-digest-o1-1',
      reader,
      'orderApproved',
      '2026-11-28',
      2 * 86_400_000,
    ),
    // Tomorrow's: waits for tomorrow's digest.
    digestItem('orderApproved-jobs-digest-o2-1', reader, 'orderApproved', NEXT_DAY, -86_400_000),
    digestItem('orderApproved-jobs-digest-o3-1', never, 'orderApproved', DAY, 0),
    digestItem('orderApproved-jobs-digest-o4-1', quitter, 'orderApproved', DAY, 0),
    // Sent in an earlier digest already.
    digestItem(
      'orderApproved-jobs-digest-o5-1',
      reader,
      'orderApproved',
      '2026-11-27',
      3 * 86_400_000,
      {
        subject: 'Sent before',
        state: 'sent',
        digestMailId: `dailyDigest-${reader.uid}-2026-11-27`,
      },
    ),
  ]);
});

describe('the daily digest', () => {
  it("mails each reader one digest of the day's and earlier items, and drops what is unwanted", async () => {
    const late = (await runJob('lateSales', DAY)) as JobRun;
    expect(late.digestItems).toBeGreaterThanOrEqual(1);
    expect(await itemOf(`salesLate-${DOCK}-${DAY}__${reader.uid}`)).toMatchObject({
      state: 'pending',
      day: DAY,
      kind: 'salesLate',
    });

    const run = (await runJob('dailyDigest', DAY)) as JobRun;
    expect(run.written.dailyDigest).toBeGreaterThanOrEqual(1);
    const mailId = `dailyDigest-${reader.uid}-${DAY}`;
    expect(await digests()).toEqual({
      [mailId]: [[reader.email], `Your Harbor Ops digest for ${DAY}: 2 notices`],
    });
    const text = String((await adminDb().doc(`mail/${mailId}`).get()).get('message.text'));
    // Oldest first; tomorrow's item and the one sent before are not in it.
    expect(text.indexOf('Subject of orderApproved-jobs-digest-o1-1')).toBeGreaterThan(0);
    expect(text.indexOf(`Sales not reported: ${DOCK}`)).toBeGreaterThan(
      text.indexOf('Subject of orderApproved-jobs-digest-o1-1'),
    );
    expect(text).not.toContain('o2-1');
    expect(text).not.toContain('Sent before');

    expect(await itemOf(`orderApproved-jobs-digest-o1-1__${reader.uid}`)).toMatchObject({
      state: 'sent',
      digestMailId: mailId,
    });
    expect(await itemOf(`orderApproved-jobs-digest-o2-1__${reader.uid}`)).toMatchObject({
      state: 'pending',
    });
    for (const id of [
      `orderApproved-jobs-digest-o3-1__${never.uid}`,
      `orderApproved-jobs-digest-o4-1__${quitter.uid}`,
    ]) {
      expect(await itemOf(id), id).toMatchObject({ state: 'dropped', droppedOn: DAY });
    }
  });

  it('writes nothing when run again for the day, and sends the next day only what came since', async () => {
    const again = (await runJob('dailyDigest', DAY)) as JobRun;
    expect(again.written).toEqual({});
    expect(Object.keys(await digests())).toEqual([`dailyDigest-${reader.uid}-${DAY}`]);

    await runJob('dailyDigest', NEXT_DAY);
    const next = `dailyDigest-${reader.uid}-${NEXT_DAY}`;
    expect((await digests())[next]).toEqual([
      [reader.email],
      `Your Harbor Ops digest for ${NEXT_DAY}: 1 notice`,
    ]);
    const text = String((await adminDb().doc(`mail/${next}`).get()).get('message.text'));
    expect(text).toContain('Subject of orderApproved-jobs-digest-o2-1');
    expect(text).not.toContain('o1-1');
    expect(((await runJob('dailyDigest', NEXT_DAY)) as JobRun).written).toEqual({});
  });
});
