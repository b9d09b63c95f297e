/**
 * The decideApprovalRequest callable on the emulators, called through the web SDK as the seeded
 * roles: a reviewer in scope approves, denies or returns an open request, the history entry named
 * from their profile (whatever their browser would type), a return keeping its notes and the
 * reviewed values, the requester's mail written once; approving a refund writes its sales
 * adjustment and moves its month's and week's rollups once, however often it is retried. The
 * author, a reviewer of another territory, a role without Review Approval Requests and a request
 * that is not open are refused and change nothing. Expected figures are worked out by hand.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../scripts/seed.mjs';
import { resolvePermissions } from '../../src/domain/permissions';
import { adminDb, PERSONAS, personaCallers, refusal, type Call } from './support';

const { SUPER, FULFILLMENT, OWNER, MANAGER, EMPLOYEE } = PERSONAS;
const GULF_REVIEWER = 'fn-decide-gulf@demo.test';
const NORTH = DEMO_IDS.territories.north;
const TRUCK = DEMO_IDS.locations.northTruck;
const AT = Timestamp.fromDate(new Date('2026-11-20T15:00:00Z'));

let callers: Record<string, Call> = {};

const decide = (email: string, requestId: string, action: string, notes = '') =>
  callers[email]('decideApprovalRequest', { requestId, action, notes });

/**
 * A refund request of North Coast Truck 1 as the server sent it (the Admin SDK stands in for
 * sendApprovalRequest): $42.50 refunded on 10 March 2027 (midnight in New York, so its sales
 * day is 2027-03-10, of March and ISO week 10).
 */
async function store(id: string, status = 'submitted', userId = 'demo-owner') {
  await adminDb()
    .doc(`approvals/${id}`)
    .set({
      formId: 'refund',
      status,
      name: 'Spilled order',
      details: 'Refunded at the window',
      userId,
      requesterName: 'Olivia Owner',
      territoryId: NORTH,
      territoryName: 'North Coast',
      franchiseeLocationId: TRUCK,
      franchiseeLocationName: 'North Coast Truck 1',
      franchiseeLocationType: 'truck',
      isTruckForm: true,
      transactionDate: Timestamp.fromDate(new Date('2027-03-09T05:00:00Z')),
      refundDate: Timestamp.fromDate(new Date('2027-03-10T05:00:00Z')),
      amountCents: 4250,
      dueDate: Timestamp.fromDate(new Date('2027-03-08T05:00:00Z')),
      assigneeId: 'demo-fulfillment',
      revisionNotes: [],
      history: [
        {
          by: userId,
          byName: 'Olivia Owner',
          at: AT,
          from: 'draft',
          to: 'submitted',
          notes: '',
          changes: [],
        },
      ],
      readRecipients: [],
      files: [],
      createdAt: AT,
      updatedAt: AT,
      lastUpdated: AT,
    });
}

const read = async (id: string) => (await adminDb().doc(`approvals/${id}`).get()).data() ?? {};

const mailIds = async (id: string) =>
  (await adminDb().collection('mail').where('event.ref', '==', id).get()).docs
    .map((d) => d.id)
    .sort();

/** The adjustment cents of a rollup document (0 while it does not exist). */
const adjustmentCents = async (path: string) =>
  ((await adminDb().doc(path).get()).get('adjustmentCents') as number | undefined) ?? 0;

const rollups = () =>
  Promise.all([
    adjustmentCents(`sales_rollups/${TRUCK}_2027-03`),
    adjustmentCents(`sales_rollups/${TRUCK}_2027-W10`),
    adjustmentCents(`territory_sales_rollups/${NORTH}_2027-03`),
  ]);

beforeAll(async () => {
  callers = await personaCallers([
    {
      uid: 'fn-decide-gulf',
      email: GULF_REVIEWER,
      firstName: 'Gia',
      lastName: 'Gulf',
      role: 'manager',
      permissions: resolvePermissions('manager', { approvals: { review: true } }),
      disabled: false,
      territoryIds: [DEMO_IDS.territories.gulf],
    },
  ]);
});

describe('decideApprovalRequest: a reviewer in scope decides an open request', () => {
  it('approves a refund: entry named by the server, adjustment and rollups once, mail once', async () => {
    await store('fn-decide-refund');
    const before = await rollups();
    await expect(decide(FULFILLMENT, 'fn-decide-refund', 'approve', ' Fine ')).resolves.toEqual({
      requestId: 'fn-decide-refund',
      status: 'approved',
      alreadyDecided: false,
    });
    const approved = await read('fn-decide-refund');
    expect(approved.status).toBe('approved');
    expect(approved.readRecipients).toEqual(['demo-fulfillment']);
    expect(approved.history[1]).toEqual({
      by: 'demo-fulfillment',
      byName: 'Fran Fulfill',
      at: expect.any(Timestamp),
      from: 'submitted',
      to: 'approved',
      notes: 'Fine',
      changes: [],
    });
    const adjustment = (await adminDb().doc('sales_adjustments/fn-decide-refund').get()).data();
    expect(adjustment).toEqual({
      approvalId: 'fn-decide-refund',
      kind: 'approvedRefund',
      territoryId: NORTH,
      locationId: TRUCK,
      locationName: 'North Coast Truck 1',
      locationType: 'truck',
      date: '2027-03-10',
      month: '2027-03',
      amountCents: 4250,
      approvedBy: 'demo-fulfillment',
      createdAt: expect.any(Timestamp),
    });
    expect(await rollups()).toEqual(before.map((cents) => cents + 4250));
    expect(await mailIds('fn-decide-refund')).toEqual(['approvalDecided-fn-decide-refund-2']);

    // A retry (a lost answer, a second click) writes nothing: the rollups move once.
    await expect(decide(FULFILLMENT, 'fn-decide-refund', 'approve')).resolves.toMatchObject({
      alreadyDecided: true,
    });
    expect((await read('fn-decide-refund')).history).toHaveLength(2);
    expect(await rollups()).toEqual(before.map((cents) => cents + 4250));
  });

  it('denies with its reason; no adjustment for a denied refund', async () => {
    await store('fn-decide-deny');
    await decide(SUPER, 'fn-decide-deny', 'deny', 'No receipt');
    const denied = await read('fn-decide-deny');
    expect(denied.status).toBe('denied');
    expect(denied.history[1]).toMatchObject({
      by: 'demo-superadmin',
      to: 'denied',
      notes: 'No receipt',
    });
    expect((await adminDb().doc('sales_adjustments/fn-decide-deny').get()).exists).toBe(false);
    expect(await mailIds('fn-decide-deny')).toEqual(['approvalDecided-fn-decide-deny-2']);
  });

  it('returns for revision with the notes and the values as reviewed', async () => {
    await store('fn-decide-return');
    await decide(FULFILLMENT, 'fn-decide-return', 'requestRevision', 'Which order?');
    const returned = await read('fn-decide-return');
    expect(returned.status).toBe('revisionRequested');
    expect(returned.revisionNotes).toEqual([
      {
        by: 'demo-fulfillment',
        byName: 'Fran Fulfill',
        at: returned.history[1].at,
        notes: 'Which order?',
      },
    ]);
    expect(returned.lastReviewed).toMatchObject({
      name: 'Spilled order',
      details: 'Refunded at the window',
      franchiseeLocationId: TRUCK,
      amountCents: 4250,
    });
  });
});

describe('decideApprovalRequest: refused, nothing written', () => {
  it.each([
    [OWNER, 'permission-denied'],
    [MANAGER, 'permission-denied'],
    [EMPLOYEE, 'permission-denied'],
    [GULF_REVIEWER, 'permission-denied'],
    ['anonymous', 'unauthenticated'],
  ])('%s may not approve', async (email, code) => {
    const id = `fn-decide-no-${email.replace(/[^a-z]/g, '')}`;
    await store(id);
    expect(await refusal(decide(email, id, 'approve'))).toMatchObject({ code });
    expect((await read(id)).status).toBe('submitted');
    expect((await adminDb().doc(`sales_adjustments/${id}`).get()).exists).toBe(false);
  });

  it('a reviewer may not decide their own request', async () => {
    await store('fn-decide-own', 'submitted', 'demo-fulfillment');
    expect(await refusal(decide(FULFILLMENT, 'fn-decide-own', 'approve'))).toEqual({
      code: 'permission-denied',
      message: 'Nobody decides their own request.',
    });
  });

  it.each(['draft', 'revisionRequested', 'approved', 'denied', 'withdrawn'])(
    'a %s request is not open',
    async (status) => {
      await store(`fn-decide-${status}`, status);
      expect(await refusal(decide(SUPER, `fn-decide-${status}`, 'deny', 'No'))).toEqual({
        code: 'failed-precondition',
        message: 'This request is not waiting for a decision (any more): reload it.',
      });
      expect((await read(`fn-decide-${status}`)).status).toBe(status);
    },
  );

  it('denying or returning needs notes; an unknown action is refused', async () => {
    await store('fn-decide-notes');
    expect(await refusal(decide(SUPER, 'fn-decide-notes', 'deny', '  '))).toEqual({
      code: 'invalid-argument',
      message: 'Give a reason for denying.',
    });
    expect(await refusal(decide(SUPER, 'fn-decide-notes', 'requestRevision'))).toMatchObject({
      message: 'Say what needs to change.',
    });
    expect(await refusal(decide(SUPER, 'fn-decide-notes', 'withdraw'))).toMatchObject({
      code: 'invalid-argument',
    });
    expect((await read('fn-decide-notes')).history).toHaveLength(1);
  });
});
