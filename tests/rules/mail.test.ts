/**
 * `mail` (Trigger Email extension outbox) and `email_opt_outs` rules (issue 17): a mail is
 * create-only and accepted only in the same write as its event, addressed to the event's team and
 * person only; only the two top roles read mail.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  runTransaction,
  type Firestore,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { placeOrder } from '../../src/features/orders/api/place-order';
import { browserStatusChange } from './fixtures/browser-status-change';
import { buildMail, type TeamEmails } from '../../src/features/mail/model/buildMail';
import { writeMail } from '../../src/features/mail/api/mail-refs';
import { moveCommentsOut } from '../../src/features/compliance/model/reportComments';
import { scoreReport, withoutVerdicts } from '../../src/features/compliance/model/scoring';
import type { ReportQuestion } from '../../src/features/compliance/model/types';
import { catalogueIndexSeed } from './compliance-index-fixture';
import { emailOf, PERSONAS, setupRulesTests, type Persona } from './helpers';
import { AT, input, NORTH, orderDoc, seedOrders } from './orders-fixtures';

const t = setupRulesTests();

const TEAMS: TeamEmails = {
  orders: 'orders@team.test',
  fulfillment: 'ship@team.test',
  compliance: 'qa@team.test',
};
const CONTACTS = {
  'team_contacts/orders': { email: TEAMS.orders, phone: '' },
  'team_contacts/fulfillment': { email: TEAMS.fulfillment, phone: '' },
  'team_contacts/compliance': { email: TEAMS.compliance, phone: '' },
};
const actor = (p: Persona) => ({ uid: PERSONAS[p].uid, name: `Test ${p}` });
const owner = PERSONAS.franchiseeOwner.uid;

function mailData(uid: string, to: string[], type: string, ref: string) {
  return {
    to,
    message: { subject: 'S', text: 'T', html: '<p>T</p>' },
    event: { type, ref },
    createdBy: uid,
    createdAt: serverTimestamp(),
  };
}

describe('mail: order submitted', () => {
  it('lets a Franchisee Owner write the orders team mail in the order transaction', async () => {
    await seedOrders(t);
    await t.seed(CONTACTS);
    const placed = await assertSucceeds(
      placeOrder(t.db('franchiseeOwner'), input(), owner, { teams: TEAMS }),
    );
    const mail = await t.peek(`mail/orderSubmitted-${placed.id}`);
    expect(mail?.to).toEqual([TEAMS.orders]);
    expect(mail?.event).toEqual({ type: 'orderSubmitted', ref: placed.id });
  });

  it('refuses the mail when it goes to an address that is not the orders team', async () => {
    await seedOrders(t);
    await t.seed(CONTACTS);
    await assertFails(
      placeOrder(t.db('franchiseeOwner'), input(), owner, {
        teams: { ...TEAMS, orders: 'spam@else.test' },
      }),
    );
  });

  it('refuses a mail for an order that already exists (not created in this write)', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
    await t.seed(CONTACTS);
    await assertFails(
      setDoc(
        doc(t.db('franchiseeOwner'), 'mail', 'orderSubmitted-order-5'),
        mailData(owner, [TEAMS.orders], 'orderSubmitted', 'order-5'),
      ),
    );
  });

  it('refuses a mail on its own, without any event', async () => {
    await seedOrders(t);
    await t.seed(CONTACTS);
    await assertFails(
      setDoc(
        doc(t.db('superAdmin'), 'mail', 'orderSubmitted-order-61'),
        mailData(PERSONAS.superAdmin.uid, [TEAMS.orders], 'orderSubmitted', 'order-61'),
      ),
    );
  });
});

describe('mail: order approved', () => {
  const approvalMail = {
    teams: TEAMS,
    franchisee: { email: emailOf(owner), optedOut: false },
    orderNumber: 5,
    locationName: 'North Dock',
    revisionsBefore: 0,
  };

  // The approval mail is the server's now (changeOrderStatus; tests/functions/order-status.test.ts
  // checks its recipients): the browser's former approval batch with its mail is refused.
  it('refuses Fulfillment the approval mail from the browser, even to the right recipients', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
    await t.seed(CONTACTS);
    await assertFails(
      browserStatusChange(t.db('fulfillment'), { id: 'order-5', status: 'pending' }, 'approved', {
        actor: actor('fulfillment'),
        mail: approvalMail,
      }),
    );
    expect(await t.peek('mail/orderApproved-order-5-1')).toBeUndefined();
  });

  it('refuses an approval mail to someone other than the franchisee', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
    await t.seed(CONTACTS);
    await assertFails(
      browserStatusChange(t.db('fulfillment'), { id: 'order-5', status: 'pending' }, 'approved', {
        actor: actor('fulfillment'),
        mail: { ...approvalMail, franchisee: { email: 'other@else.test', optedOut: false } },
      }),
    );
  });

  it('refuses an approval mail with a status change that is not an approval', async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
    await t.seed(CONTACTS);
    const db = t.db('fulfillment');
    const batch = writeBatch(db);
    batch.set(
      doc(db, 'mail', 'orderApproved-order-5-0'),
      mailData(PERSONAS.fulfillment.uid, [TEAMS.fulfillment], 'orderApproved', 'order-5'),
    );
    await assertFails(batch.commit());
  });
});

const NORTH_LOC = 'franchise-north-truck';

function question(id: string, weight: 10 | 'dnq', pass: boolean): ReportQuestion {
  return {
    ...{ id, question: `Question ${id}`, type: 'truck', typeName: 'Truck', weight, order: 1 },
    ...{ sectionId: 's1', sectionName: 'Food Safety', section: 1, pass, isNotApplicable: false },
    ...{ comment: '', images: [] },
  };
}

/** What publishReport() writes for a DNQ report, with the mail to compliance and the owner. */
function publishDnq(db: Firestore, uid: string, to: { owner: string; teams: TeamEmails }) {
  const questions = [question('a', 10, true), question('b', 'dnq', false)];
  const scored = scoreReport(questions);
  return runTransaction(db, async (tx) => {
    const counter = doc(db, 'counters/complianceReports');
    const snap = await tx.get(counter);
    const serialNo = (snap.get('value') as number) + 1;
    // The counter names the report taking its number (issue 10).
    tx.update(counter, { value: serialNo, reportId: 'r1', updatedAt: serverTimestamp() });
    tx.set(doc(db, 'compliance_reports/r1'), {
      ...{
        serialNo,
        userId: uid,
        franchiseeLocationId: NORTH_LOC,
        franchiseeLocationType: 'truck',
      },
      ...{ franchiseeLocationName: 'North Truck', franchiseeLocationTypeName: 'Truck' },
      ...{ territoryId: NORTH, territoryName: 'North', status: 'published', isDraft: false },
      ...{ highlightNotes: '', lowlightNotes: '', ...moveCommentsOut(withoutVerdicts(questions)) },
      readRecipients: [],
      ...{ score: scored.score, scoreName: scored.scoreName, result: scored.result },
      ...{ resultName: scored.resultName, passed: scored.passed, failed: scored.failed },
      notApplicable: scored.notApplicable,
      ...{ createdAt: serverTimestamp(), updatedAt: serverTimestamp(), updatedAtTimestamp: 1 },
    });
    const mail = buildMail(
      {
        type: 'complianceFailed',
        reportId: 'r1',
        serialNo,
        locationName: 'North Truck',
        result: 'dnq',
        owner: { email: to.owner, optedOut: false },
      },
      to.teams,
      uid,
    );
    writeMail(db, tx, mail);
  });
}

describe('mail: compliance report failed', () => {
  const world = {
    ...CONTACTS,
    [`territories/${NORTH}`]: { name: 'North', userIds: [owner], user_email: emailOf(owner) },
    [`franchise_locations/${NORTH_LOC}`]: {
      name: 'North Truck',
      territoryId: NORTH,
      type: 'truck',
    },
    'counters/complianceReports': { value: 10 },
    ...catalogueIndexSeed([question('a', 10, true), question('b', 'dnq', false)]),
  };

  it('lets a Manager publish a DNQ report with the mail to compliance and the owner', async () => {
    await t.seed(world);
    const uid = PERSONAS.manager.uid;
    await assertSucceeds(publishDnq(t.db('manager'), uid, { owner: emailOf(owner), teams: TEAMS }));
    expect((await t.peek('mail/complianceFailed-r1'))?.to).toEqual([
      TEAMS.compliance,
      emailOf(owner),
    ]);
  });

  it("refuses that mail to an address other than the territory's owner", async () => {
    await t.seed(world);
    const uid = PERSONAS.manager.uid;
    await assertFails(publishDnq(t.db('manager'), uid, { owner: 'x@else.test', teams: TEAMS }));
  });

  it('refuses a compliance mail without its report being published in the same write', async () => {
    await t.seed({
      ...CONTACTS,
      [`territories/${NORTH}`]: { name: 'North', userIds: [owner], user_email: emailOf(owner) },
      'compliance_reports/r1': {
        status: 'published',
        result: 'fail',
        territoryId: NORTH,
        updatedAt: AT,
      },
    });
    await assertFails(
      setDoc(
        doc(t.db('superAdmin'), 'mail', 'complianceFailed-r1'),
        mailData(PERSONAS.superAdmin.uid, [TEAMS.compliance], 'complianceFailed', 'r1'),
      ),
    );
  });
});

describe('mail: read, change, delete', () => {
  const stored = {
    'mail/m1': { ...mailData(owner, [TEAMS.orders], 'orderSubmitted', 'order-1'), createdAt: AT },
  };

  for (const p of ['superAdmin', 'fulfillment'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} read the outbox`, async () => {
      await t.seed(stored);
      await assertSucceeds(getDocs(collection(t.db(p), 'mail')));
    });
  }

  for (const p of ['franchiseeOwner', 'manager', 'employee', 'waiting'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} reading mail`, async () => {
      await t.seed(stored);
      await assertFails(getDoc(doc(t.db(p), 'mail/m1')));
    });
  }

  it('refuses changing or deleting a mail, even for Super Admin', async () => {
    await t.seed(stored);
    await assertFails(updateDoc(doc(t.db('superAdmin'), 'mail/m1'), { to: ['x@y.test'] }));
    await assertFails(deleteDoc(doc(t.db('superAdmin'), 'mail/m1')));
  });
});

describe('email_opt_outs', () => {
  it('lets a user opt out of their own e-mails and others read it', async () => {
    await assertSucceeds(
      setDoc(doc(t.db('franchiseeOwner'), 'email_opt_outs', owner), {
        optedOut: true,
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(getDoc(doc(t.db('manager'), 'email_opt_outs', owner)));
  });

  it("refuses setting someone else's opt-out", async () => {
    await assertFails(
      setDoc(doc(t.db('superAdmin'), 'email_opt_outs', owner), {
        optedOut: true,
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
