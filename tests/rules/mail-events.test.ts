/**
 * Issue 17, the last mail events: approval requests sent and decided, sales not reported by
 * their deadline, and the per-event recipients of the notifications tab (`notification_emails`).
 * Each mail is accepted only with its event in the same write and only to the event's
 * recipients and person; the app's own write functions are what is tested.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { changeApprovalStatus } from '../../src/features/approvals/api/change-approval-status';
import { createRequest, saveRequest } from '../../src/features/approvals/api/save-request';
import type { ApprovalStatus } from '../../src/features/approvals/model/status';
import { getTeamEmails } from '../../src/features/mail/api/mail-refs';
import { saveMailRoutes } from '../../src/features/mail/api/mail-routes';
import { placeOrder } from '../../src/features/orders/api/place-order';
import { sendSalesLateReminders } from '../../src/features/reports/api/sales-late';
import { remindableDays } from '../../src/features/reports/model/salesLate';
import {
  actor,
  APPROVAL_LOCATIONS,
  eventContent as content,
  eventRequestDoc,
  loadApproval,
} from './approvals-fixtures';
import { emailOf, PERSONAS, setupRulesTests, type Persona } from './helpers';
import { AT, BASE_DOCS, input, NORTH, SOUTH, seedOrders } from './orders-fixtures';

const t = setupRulesTests();

const owner = PERSONAS.franchiseeOwner.uid;
const REVIEWERS = ['reviews@team.test', 'ops@team.test'];
const CONTACTS = {
  'team_contacts/orders': { email: 'orders@team.test', phone: '' },
  'team_contacts/fulfillment': { email: 'ship@team.test', phone: '' },
  'team_contacts/compliance': { email: 'qa@team.test', phone: '' },
};
const route = (emails: string[]) => ({ emails, updatedAt: AT });

/** The base world with the team contacts and, optionally, per-event recipients. */
async function seedWorld(
  routes: Record<string, string[]> = {},
  extra: Record<string, DocumentData> = {},
) {
  const docs: Record<string, DocumentData> = {
    ...BASE_DOCS,
    ...APPROVAL_LOCATIONS,
    ...CONTACTS,
    ...extra,
  };
  for (const [event, emails] of Object.entries(routes)) {
    docs[`notification_emails/${event}`] = route(emails);
  }
  await t.seed(docs);
}

async function seedRequest(status: ApprovalStatus, historyLength = 1) {
  const sent = { by: owner, byName: `Test ${owner}`, at: AT, from: '', to: 'submitted' };
  const history = Array.from({ length: historyLength }, () => ({
    ...sent,
    notes: '',
    changes: [],
  }));
  await t.seed({ 'approvals/r1': eventRequestDoc(status, { history }) });
}

const load = (db: Firestore) => loadApproval(db, 'r1');

function mailData(uid: string, to: string[], type: string, ref: string) {
  return {
    to,
    message: { subject: 'S', text: 'T', html: '<p>T</p>' },
    event: { type, ref },
    createdBy: uid,
    createdAt: serverTimestamp(),
  };
}

describe('mail: approval request sent', () => {
  it("mails the approvals recipients in the request's own write, once per sending", async () => {
    await seedWorld({ approvalSubmitted: REVIEWERS });
    await assertSucceeds(
      createRequest(
        t.db('franchiseeOwner'),
        'a1',
        'event',
        content(),
        actor('franchiseeOwner'),
        'submitted',
      ),
    );
    const mail = await t.peek('mail/approvalSubmitted-a1-1');
    expect(mail?.to).toEqual(REVIEWERS);
    expect(mail?.event).toEqual({ type: 'approvalSubmitted', ref: 'a1' });
    expect(mail?.message.subject).toBe('Approval request: Harbor festival');
  });

  it('goes to the fulfillment team while the event has no recipients of its own', async () => {
    await seedWorld();
    await assertSucceeds(
      createRequest(t.db('manager'), 'a1', 'event', content(), actor('manager'), 'submitted'),
    );
    expect((await t.peek('mail/approvalSubmitted-a1-1'))?.to).toEqual(['ship@team.test']);
  });

  it('writes no mail for a draft save, and refuses a forged one beside it', async () => {
    await seedWorld({ approvalSubmitted: REVIEWERS });
    const db = t.db('franchiseeOwner');
    await assertSucceeds(
      createRequest(db, 'a1', 'event', content(), actor('franchiseeOwner'), 'draft'),
    );
    expect(await t.peek('mail/approvalSubmitted-a1-0')).toBeUndefined();
    await assertFails(
      setDoc(
        doc(db, 'mail', 'approvalSubmitted-a1-0'),
        mailData(owner, REVIEWERS, 'approvalSubmitted', 'a1'),
      ),
    );
  });

  it('mails a resubmission after a revision request under a new id', async () => {
    await seedWorld({ approvalSubmitted: REVIEWERS });
    await seedRequest('revisionRequested', 2);
    const db = t.db('franchiseeOwner');
    await assertSucceeds(
      saveRequest(db, await load(db), content(), actor('franchiseeOwner'), { send: true }),
    );
    expect((await t.peek('mail/approvalSubmitted-r1-3'))?.to).toEqual(REVIEWERS);
  });

  it('refuses the sending mail to an address that is not a recipient of the event', async () => {
    await seedWorld({ approvalSubmitted: REVIEWERS });
    const db = t.db('franchiseeOwner');
    await createRequest(db, 'a2', 'event', content(), actor('franchiseeOwner'), 'draft');
    // The send the app writes (draft -> submitted), by hand, with the mail's recipients chosen.
    const send = (to: string[]) => {
      const batch = writeBatch(db);
      batch.update(doc(db, 'approvals', 'a2'), {
        status: 'submitted',
        history: arrayUnion({
          ...{ by: owner, byName: `Test ${owner}`, at: Timestamp.now() },
          ...{ from: 'draft', to: 'submitted', notes: '', changes: [] },
        }),
        readRecipients: [],
        updatedAt: serverTimestamp(),
        lastUpdated: serverTimestamp(),
      });
      batch.set(
        doc(db, 'mail', 'approvalSubmitted-a2-1'),
        mailData(owner, to, 'approvalSubmitted', 'a2'),
      );
      return batch.commit();
    };
    await assertFails(send([...REVIEWERS, 'spam@else.test']));
    await assertSucceeds(send(REVIEWERS));
  });
});

describe('mail: approval request decided', () => {
  for (const action of ['approve', 'deny', 'requestRevision'] as const) {
    it(`mails the requester when Super Admin chooses ${action}`, async () => {
      await seedWorld({ approvalDecided: ['log@team.test'] });
      await seedRequest('submitted');
      const db = t.db('superAdmin');
      await assertSucceeds(
        changeApprovalStatus(db, await load(db), action, 'Because', actor('superAdmin')),
      );
      const mail = await t.peek('mail/approvalDecided-r1-2');
      expect(mail?.to).toEqual(['log@team.test', emailOf(owner)]);
      expect(mail?.event).toEqual({ type: 'approvalDecided', ref: 'r1' });
    });
  }

  it("leaves out a requester who opted out, and sends nothing when no one's left", async () => {
    await seedWorld({}, { [`email_opt_outs/${owner}`]: { optedOut: true, updatedAt: AT } });
    await seedRequest('submitted');
    const db = t.db('fulfillment');
    await assertSucceeds(
      changeApprovalStatus(db, await load(db), 'approve', '', actor('fulfillment')),
    );
    expect(await t.peek('mail/approvalDecided-r1-2')).toBeUndefined();
  });

  it('refuses a decision mail to someone other than the requester', async () => {
    await seedWorld();
    await seedRequest('submitted');
    const db = t.db('superAdmin');
    await assertFails(
      setDoc(
        doc(db, 'mail', 'approvalDecided-r1-2'),
        mailData(PERSONAS.superAdmin.uid, [emailOf(owner)], 'approvalDecided', 'r1'),
      ),
    );
  });

  it('refuses a decision mail with a withdrawal (not a decision)', async () => {
    await seedWorld();
    await seedRequest('submitted');
    const db = t.db('franchiseeOwner');
    await assertSucceeds(
      changeApprovalStatus(db, await load(db), 'withdraw', '', actor('franchiseeOwner')),
    );
    expect(await t.peek('mail/approvalDecided-r1-2')).toBeUndefined();
    await assertFails(
      setDoc(
        doc(db, 'mail', 'approvalDecided-r1-2'),
        mailData(owner, [emailOf(owner)], 'approvalDecided', 'r1'),
      ),
    );
  });
});

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

  it('routes an order mail to the event recipients instead of the team, and refuses the team then', async () => {
    await seedOrders(t);
    await seedWorld({ orderSubmitted: REVIEWERS });
    const db = t.db('franchiseeOwner');
    const teams = await getTeamEmails(db);
    const placed = await assertSucceeds(placeOrder(db, input(), owner, { teams }));
    expect((await t.peek(`mail/orderSubmitted-${placed.id}`))?.to).toEqual(REVIEWERS);
    await assertFails(placeOrder(db, input(), owner, { teams: { ...teams, routes: {} } }));
  });
});

describe('mail: sales not reported by the deadline', () => {
  const territory = {
    [`territories/${NORTH}`]: {
      ...BASE_DOCS[`territories/${NORTH}`],
      user_id: owner,
      user_email: emailOf(owner),
    },
  };
  const days = remindableDays(new Date());
  const today = new Date().toISOString().slice(0, 10);
  const entry = (day: string) => ({
    [`sales_entries/fl-north_${day}`]: { locationId: 'fl-north', territoryId: NORTH, date: day },
  });

  it('lets the owner send one reminder per late day, to the recipients and the owner', async () => {
    const reported = Object.assign({}, ...days.slice(1).map(entry)) as Record<string, DocumentData>;
    await seedWorld({ salesLate: ['royalty@team.test'] }, { ...territory, ...reported });
    const sender = { uid: owner, role: 'franchiseeOwner', territoryIds: [NORTH] };
    expect((await sendSalesLateReminders(t.db('franchiseeOwner'), sender)).written).toBe(1);
    const mail = await t.peek(`mail/salesLate-fl-north_${days[0]}`);
    expect(mail?.to).toEqual(['royalty@team.test', emailOf(owner)]);
    // A second sign-in writes nothing: the territory is marked checked for today.
    expect(await t.peek(`sales_reminder_checks/${today}_${NORTH}`)).toMatchObject({
      day: today,
      territoryId: NORTH,
      userId: owner,
    });
    expect((await sendSalesLateReminders(t.db('franchiseeOwner'), sender)).written).toBe(0);
  });

  it('skips a territory another sign-in checked today instead of re-sending its reminders', async () => {
    await seedWorld({}, territory);
    const ownerSender = { uid: owner, role: 'franchiseeOwner', territoryIds: [NORTH] };
    expect((await sendSalesLateReminders(t.db('franchiseeOwner'), ownerSender)).written).toBe(
      days.length,
    );
    // Were the marker ignored, the top role would write the removed reminder again.
    await t.env().withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc(`mail/salesLate-fl-north_${days[0]}`).delete();
    });
    const top = { uid: PERSONAS.superAdmin.uid, role: 'superAdmin', territoryIds: [] };
    expect((await sendSalesLateReminders(t.db('superAdmin'), top)).written).toBe(0);
    expect(await t.peek(`mail/salesLate-fl-north_${days[0]}`)).toBeUndefined();
  });

  it('lets a top role send them for every territory', async () => {
    await seedWorld({}, territory);
    const sender = { uid: PERSONAS.fulfillment.uid, role: 'fulfillment', territoryIds: [] };
    expect((await sendSalesLateReminders(t.db('fulfillment'), sender)).written).toBe(days.length);
    expect((await t.peek(`mail/salesLate-fl-north_${days[5]}`))?.to).toEqual([emailOf(owner)]);
  });

  const late = (day: string, to = [emailOf(owner)]) =>
    mailData(owner, to, 'salesLate', `fl-north_${day}`);
  const ymd = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86400000).toISOString().slice(0, 10);

  it('after a run cut short before its marker, writes only the reminders still missing', async () => {
    await seedWorld({}, territory);
    const sender = { uid: owner, role: 'franchiseeOwner', territoryIds: [NORTH] };
    const db = t.db('franchiseeOwner');
    // The cut-short run wrote the first reminder and no marker; creating it again is refused.
    await assertSucceeds(setDoc(doc(db, 'mail', `salesLate-fl-north_${days[0]}`), late(days[0])));
    expect(await sendSalesLateReminders(db, sender)).toEqual({
      written: days.length - 1,
      alreadyWritten: 1,
    });
    expect(await t.peek(`mail/salesLate-fl-north_${days[1]}`)).toBeDefined();
  });

  it("lets a reminder sender read its scope's sales reminders by id, and nobody else's", async () => {
    await seedWorld({}, territory);
    const db = t.db('franchiseeOwner');
    const mine = doc(db, 'mail', `salesLate-fl-north_${days[0]}`);
    await assertSucceeds(getDoc(mine));
    await assertSucceeds(setDoc(mine, late(days[0])));
    await assertSucceeds(getDoc(mine));
    await assertFails(getDoc(doc(db, 'mail', `salesLate-fl-south_${days[0]}`)));
    await assertFails(getDoc(doc(db, 'mail', `orderSubmitted-order-1`)));
    await assertFails(getDoc(doc(t.db('manager'), 'mail', `salesLate-fl-north_${days[0]}`)));
    await assertSucceeds(getDoc(doc(t.db('fulfillment'), 'mail', `salesLate-fl-south_${days[0]}`)));
  });

  it('refuses a reminder for a reported day, before the deadline, or long after it', async () => {
    await seedWorld({}, { ...territory, ...entry(days[0]) });
    const db = t.db('franchiseeOwner');
    await assertFails(setDoc(doc(db, 'mail', `salesLate-fl-north_${days[0]}`), late(days[0])));
    await assertFails(setDoc(doc(db, 'mail', `salesLate-fl-north_${ymd(1)}`), late(ymd(1))));
    await assertFails(setDoc(doc(db, 'mail', `salesLate-fl-north_${ymd(12)}`), late(ymd(12))));
    await assertSucceeds(setDoc(doc(db, 'mail', `salesLate-fl-north_${days[1]}`), late(days[1])));
  });

  it('refuses a reminder to another address, under another id, or from a Manager', async () => {
    await seedWorld({}, territory);
    const db = t.db('franchiseeOwner');
    const id = `salesLate-fl-north_${days[0]}`;
    await assertFails(setDoc(doc(db, 'mail', id), late(days[0], ['x@else.test'])));
    await assertFails(setDoc(doc(db, 'mail', `${id}-2`), late(days[0])));
    await assertFails(
      setDoc(doc(t.db('manager'), 'mail', id), {
        ...late(days[0]),
        createdBy: PERSONAS.manager.uid,
      }),
    );
  });

  const check = (day: string, territoryId: string, uid: string) => ({
    day,
    territoryId,
    userId: uid,
    createdAt: serverTimestamp(),
  });
  const checkRef = (db: Firestore, day: string, territoryId: string) =>
    doc(db, 'sales_reminder_checks', `${day}_${territoryId}`);

  it("lets an owner mark today's check of their own territory once, and read it back", async () => {
    await seedWorld();
    const db = t.db('franchiseeOwner');
    await assertSucceeds(setDoc(checkRef(db, today, NORTH), check(today, NORTH, owner)));
    await assertSucceeds(getDoc(checkRef(db, today, NORTH)));
    await assertFails(setDoc(checkRef(db, today, NORTH), check(today, NORTH, owner)));
    await assertFails(deleteDoc(checkRef(db, today, NORTH)));
  });

  it('refuses a check of another territory, of another day, for someone else, or by a Manager', async () => {
    await seedWorld();
    const db = t.db('franchiseeOwner');
    await assertFails(setDoc(checkRef(db, today, SOUTH), check(today, SOUTH, owner)));
    await assertFails(setDoc(checkRef(db, ymd(1), NORTH), check(ymd(1), NORTH, owner)));
    await assertFails(setDoc(checkRef(db, today, NORTH), check(today, NORTH, 'someone-else')));
    await assertFails(
      setDoc(doc(db, 'sales_reminder_checks', `${today}_x`), check(today, NORTH, owner)),
    );
    const manager = t.db('manager');
    await assertFails(
      setDoc(checkRef(manager, today, NORTH), check(today, NORTH, PERSONAS.manager.uid)),
    );
  });

  it("lets a top role list the day's checks; an owner reads only their territories'", async () => {
    await seedWorld(
      {},
      {
        [`sales_reminder_checks/${today}_${SOUTH}`]: {
          day: today,
          territoryId: SOUTH,
          userId: 'x',
          createdAt: AT,
        },
      },
    );
    const top = t.db('fulfillment');
    await assertSucceeds(
      getDocs(query(collection(top, 'sales_reminder_checks'), where('day', '==', today))),
    );
    await assertSucceeds(
      setDoc(
        checkRef(top, today, SOUTH + '-2'),
        check(today, SOUTH + '-2', PERSONAS.fulfillment.uid),
      ),
    );
    await assertFails(getDoc(checkRef(t.db('franchiseeOwner'), today, SOUTH)));
    await assertFails(getDoc(checkRef(t.db('manager'), today, SOUTH)));
  });
});
