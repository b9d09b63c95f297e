/**
 * Issues 17 and 27: the per-event recipients of the notifications tab (`notification_emails`),
 * each user's notification preferences (`notification_preferences`, owner only), the daily digest
 * items (`mail_digest_items`, server only), and that the old late-sales markers
 * (`sales_reminder_checks`) are closed.
 * Mail itself is the server's (tests/rules/mail.test.ts: every browser write refused).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { saveMailRoutes } from '../../src/features/mail/api/mail-routes';
import { getMyPreferences } from '../../src/features/mail/api/mail-refs';
import { savePreferences } from '../../src/features/mail/api/preferences';
import { PERSONAS, setupRulesTests, type Persona } from './helpers';
import { AT, BASE_DOCS, NORTH, SOUTH } from './orders-fixtures';

const t = setupRulesTests();

const owner = PERSONAS.franchiseeOwner.uid;
const REVIEWERS = ['reviews@team.test', 'ops@team.test'];
const route = (emails: string[]) => ({ emails, updatedAt: AT });
const ALL: Persona[] = ['superAdmin', 'fulfillment', 'franchiseeOwner', 'manager', 'employee'];

async function seedWorld(extra: Record<string, unknown> = {}) {
  await t.seed({ ...BASE_DOCS, ...extra } as Parameters<typeof t.seed>[0]);
}

describe('notification_emails: per-event recipients', () => {
  for (const p of ['superAdmin', 'fulfillment'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} set and clear an event's recipients`, async () => {
      await assertSucceeds(saveMailRoutes(t.db(p), { orderSubmitted: REVIEWERS, salesLate: [] }));
      expect((await t.peek('notification_emails/orderSubmitted'))?.emails).toEqual(REVIEWERS);
      await assertSucceeds(saveMailRoutes(t.db(p), { orderSubmitted: null }));
      expect(await t.peek('notification_emails/orderSubmitted')).toBeUndefined();
    });
  }

  for (const p of ['franchiseeOwner', 'manager', 'employee', 'waiting'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} changing the recipients`, async () => {
      await t.seed({ 'notification_emails/orderSubmitted': route(REVIEWERS) });
      await assertFails(saveMailRoutes(t.db(p), { orderSubmitted: ['me@else.test'] }));
      await assertFails(deleteDoc(doc(t.db(p), 'notification_emails/orderSubmitted')));
    });
  }

  it('refuses bad addresses, more than 5, and unknown events', async () => {
    const db = t.db('superAdmin');
    await assertFails(saveMailRoutes(db, { orderSubmitted: ['not-an-address'] }));
    await assertFails(
      saveMailRoutes(db, {
        orderSubmitted: ['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io', 'e@x.io', 'f@x.io'],
      }),
    );
    await assertFails(
      setDoc(doc(db, 'notification_emails/somethingElse'), {
        emails: [],
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('notification_preferences: each user sets their own', () => {
  for (const p of ALL) {
    it(`lets ${PERSONAS[p].who} set and read their own preferences`, async () => {
      await seedWorld();
      const db = t.db(p);
      const uid = PERSONAS[p].uid;
      await assertSucceeds(
        savePreferences(db, uid, { orderApproved: 'digest', approvalDecided: 'never' }),
      );
      expect((await t.peek(`notification_preferences/${uid}`))?.kinds).toEqual({
        orderApproved: 'digest',
        approvalDecided: 'never',
      });
      const read = await assertSucceeds(getMyPreferences(db, uid));
      expect(read.orderApproved).toBe('digest');
      expect(read.complianceFailed).toBe('immediately');
    });

    it(`refuses ${PERSONAS[p].who} reading or setting someone else's`, async () => {
      await seedWorld({
        'notification_preferences/someone': { kinds: {}, updatedAt: AT },
        'email_opt_outs/someone': { optedOut: true, updatedAt: AT },
      });
      const db = t.db(p);
      await assertFails(getDoc(doc(db, 'notification_preferences/someone')));
      await assertFails(getDoc(doc(db, 'email_opt_outs/someone')));
      await assertFails(savePreferences(db, 'someone', { orderApproved: 'never' }));
    });
  }

  it('reads an old opt-out as never, and lets nobody write opt-outs any more', async () => {
    await seedWorld({ [`email_opt_outs/${owner}`]: { optedOut: true, updatedAt: AT } });
    const db = t.db('franchiseeOwner');
    expect((await assertSucceeds(getMyPreferences(db, owner))).orderApproved).toBe('never');
    await assertFails(
      setDoc(doc(db, `email_opt_outs/${owner}`), { optedOut: false, updatedAt: serverTimestamp() }),
    );
  });

  it('refuses a waiting user, a value that is no choice, and other fields', async () => {
    await seedWorld();
    await assertFails(
      savePreferences(t.db('waiting'), PERSONAS.waiting.uid, { orderApproved: 'never' }),
    );
    const db = t.db('manager');
    const ref = doc(db, `notification_preferences/${PERSONAS.manager.uid}`);
    await assertFails(
      setDoc(ref, { kinds: { orderApproved: 'sometimes' }, updatedAt: serverTimestamp() }),
    );
    await assertFails(setDoc(ref, { kinds: 'never', updatedAt: serverTimestamp() }));
    await assertFails(setDoc(ref, { kinds: {}, updatedAt: serverTimestamp(), optedOut: true }));
    await assertFails(setDoc(ref, { kinds: {}, updatedAt: AT }));
  });
});

describe('mail_digest_items: the server only', () => {
  for (const p of ALL) {
    it(`refuses ${PERSONAS[p].who} reading or writing digest items`, async () => {
      const uid = PERSONAS[p].uid;
      await seedWorld({ [`mail_digest_items/m1__${uid}`]: { uid, subject: 'S', createdAt: AT } });
      const db = t.db(p);
      await assertFails(getDoc(doc(db, `mail_digest_items/m1__${uid}`)));
      await assertFails(
        getDocs(query(collection(db, 'mail_digest_items'), where('uid', '==', uid))),
      );
      await assertFails(
        setDoc(doc(db, `mail_digest_items/m2__${uid}`), { uid, subject: 'S', createdAt: AT }),
      );
    });
  }
});

describe('sales_reminder_checks: gone (issue 27)', () => {
  // The late-sales reminders are the server's daily job (functions/src/jobs/lateSales.ts): the
  // browsers' markers have no rules any more, so nobody reads or writes them.
  const today = new Date().toISOString().slice(0, 10);
  it('refuses every role reading or writing a marker', async () => {
    await seedWorld({
      [`sales_reminder_checks/${today}_${NORTH}`]: {
        day: today,
        territoryId: NORTH,
        userId: owner,
        createdAt: AT,
      },
    });
    for (const p of ALL) {
      const ref = doc(t.db(p), 'sales_reminder_checks', `${today}_${NORTH}`);
      await assertFails(getDoc(ref));
      await assertFails(
        setDoc(doc(t.db(p), 'sales_reminder_checks', `${today}_${SOUTH}`), {
          day: today,
          territoryId: SOUTH,
          userId: PERSONAS[p].uid,
          createdAt: serverTimestamp(),
        }),
      );
    }
  });
});
