/**
 * `mail` rules (issues 17, 27): the server writes every mail (functions/src/mail), so every
 * browser write of one is refused, for every role, the top roles included, even together with
 * its event in the same write as the app did before; only the two top roles read mail (the
 * Outbox). The events themselves are still the browser's to write, without their mail.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { placeOrder } from '../../src/features/orders/api/place-order';
import { moveCommentsOut } from '../../src/features/compliance/model/reportComments';
import { scoreReport, withoutVerdicts } from '../../src/features/compliance/model/scoring';
import type { ReportQuestion } from '../../src/features/compliance/model/types';
import { browserStatusChange } from './fixtures/browser-status-change';
import { emailOf, PERSONAS, setupRulesTests, type Persona } from './helpers';
import { AT, input, NORTH, orderDoc, seedOrders } from './orders-fixtures';

const t = setupRulesTests();

const TEAMS = {
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
const EVERYONE: Persona[] = [
  'superAdmin',
  'fulfillment',
  'franchiseeOwner',
  'manager',
  'employee',
  'waiting',
];

function mailData(uid: string, to: string[], type: string, ref: string) {
  return {
    to,
    message: { subject: 'S', text: 'T', html: '<p>T</p>' },
    event: { type, ref },
    createdBy: uid,
    createdAt: serverTimestamp(),
  };
}

const NORTH_LOC = 'franchise-north-truck';

function question(id: string, weight: 10 | 'dnq', pass: boolean): ReportQuestion {
  return {
    ...{ id, question: `Question ${id}`, type: 'truck', typeName: 'Truck', weight, order: 1 },
    ...{ sectionId: 's1', sectionName: 'Food Safety', section: 1, pass, isNotApplicable: false },
    ...{ comment: '', images: [] },
  };
}

/**
 * What publishReport() writes for a DNQ report; `withMail` adds the mail to compliance and the
 * owner the browser wrote before issue 27.
 */
function publishDnq(db: Firestore, uid: string, withMail: boolean) {
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
    if (withMail) {
      tx.set(
        doc(db, 'mail', 'complianceFailed-r1'),
        mailData(uid, [TEAMS.compliance, emailOf(owner)], 'complianceFailed', 'r1'),
      );
    }
  });
}

describe('mail: no browser writes it', () => {
  const EVENTS: [string, string, string][] = [
    ['orderSubmitted-order-1', 'orderSubmitted', 'order-1'],
    ['orderApproved-order-1-1', 'orderApproved', 'order-1'],
    ['complianceFailed-r1', 'complianceFailed', 'r1'],
    ['approvalSubmitted-a1-1', 'approvalSubmitted', 'a1'],
    ['approvalDecided-a1-2', 'approvalDecided', 'a1'],
    ['salesLate-fl-north-2026-11-20', 'salesLate', 'fl-north'],
  ];

  for (const p of EVERYONE) {
    it(`refuses ${PERSONAS[p].who} writing a mail of any event`, async () => {
      await t.seed(CONTACTS);
      const db = t.db(p);
      for (const [id, type, ref] of EVENTS) {
        await assertFails(
          setDoc(doc(db, 'mail', id), mailData(PERSONAS[p].uid, [TEAMS.orders], type, ref)),
        );
      }
    });
  }

  it('places an order without its mail (the server writes it)', async () => {
    await seedOrders(t);
    await t.seed(CONTACTS);
    const db = t.db('franchiseeOwner');
    const placed = await assertSucceeds(placeOrder(db, input(), owner));
    expect(await t.peek(`orders/${placed.id}`)).toBeDefined();
    expect(await t.peek(`mail/orderSubmitted-${placed.id}`)).toBeUndefined();
    expect(await t.peek(`orderNotifications/${placed.id}`)).toBeDefined();
  });

  it("refuses Fulfillment the approval mail in the browser's former approval batch", async () => {
    await seedOrders(t, { 'order-5': orderDoc(5, 'pending') });
    await t.seed(CONTACTS);
    await assertFails(
      browserStatusChange(t.db('fulfillment'), { id: 'order-5', status: 'pending' }, 'approved', {
        actor: actor('fulfillment'),
        mail: { to: [TEAMS.fulfillment, emailOf(owner)], revisionsBefore: 0 },
      }),
    );
    expect(await t.peek('mail/orderApproved-order-5-1')).toBeUndefined();
  });
});

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
  };

  it('refuses a Manager the browser publish of a DNQ report, with its mail or without', async () => {
    // The server publishes and writes the mail (publishComplianceReport, issue 28).
    await t.seed(world);
    const uid = PERSONAS.manager.uid;
    await assertFails(publishDnq(t.db('manager'), uid, true));
    await assertFails(publishDnq(t.db('manager'), uid, false));
    expect(await t.peek('compliance_reports/r1')).toBeUndefined();
    expect(await t.peek('mail/complianceFailed-r1')).toBeUndefined();
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
      await assertSucceeds(getDoc(doc(t.db(p), 'mail/m1')));
    });
  }

  for (const p of ['franchiseeOwner', 'manager', 'employee', 'waiting'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} reading mail`, async () => {
      await t.seed(stored);
      await assertFails(getDoc(doc(t.db(p), 'mail/m1')));
      await assertFails(getDocs(collection(t.db(p), 'mail')));
    });
  }

  for (const p of EVERYONE) {
    it(`refuses ${PERSONAS[p].who} changing or deleting a mail`, async () => {
      await t.seed(stored);
      await assertFails(updateDoc(doc(t.db(p), 'mail/m1'), { to: ['x@y.test'] }));
      await assertFails(deleteDoc(doc(t.db(p), 'mail/m1')));
    });
  }
});
