/**
 * The sendApprovalRequest callable on the emulators (issue 28), called through the web SDK as the
 * seeded roles: the author's saved draft is sent (submitted) and a returned request resubmitted
 * with the requester's name, the entry's name, the place, the due date, the assignee and the
 * changes since the last review set by the server, whatever the stored draft claimed, and the
 * reviewers' and assignee's mails written once; anybody else, a territory out of scope, an
 * incomplete request, a decided one and a file that is not this request's upload are refused.
 * Expected figures are worked out by hand.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../scripts/seed.mjs';
import { adminDb, PERSONAS, personaCallers, refusal, type Call } from './support';

const { SUPER, FULFILLMENT, OWNER, MANAGER, EMPLOYEE } = PERSONAS;
const NORTH = DEMO_IDS.territories.north;
const GULF = DEMO_IDS.territories.gulf;
const AT = Timestamp.fromDate(new Date('2026-11-20T15:00:00Z'));
const NY = 'America/New_York';

let callers: Record<string, Call> = {};

const send = (email: string, requestId: string, extra: object = {}) =>
  callers[email]('sendApprovalRequest', { requestId, notes: '', timeZone: NY, ...extra });

/** A download URL of `path` on the Storage emulator, as the upload gives it. */
const urlOf = (path: string) =>
  `http://127.0.0.1:9199/v0/b/demo-harbor.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=0f0f0f0f-0f0f-0f0f-0f0f-0f0f0f0f0f0f`;

/**
 * An event request as a browser saved it (the Admin SDK stands in for the rules-checked save),
 * with every copied or derived value a lie: the requester's name, the place's names, the due date
 * (a year out), an assignee of its own choosing.
 */
async function store(
  id: string,
  fields: {
    userId?: string;
    status?: string;
    territoryId?: string;
    venue?: string;
    files?: object[];
    more?: object;
  } = {},
) {
  await adminDb()
    .doc(`approvals/${id}`)
    .set({
      formId: 'event',
      status: fields.status ?? 'draft',
      name: 'Harbor festival',
      details: 'Two trucks at the pier',
      userId: fields.userId ?? 'demo-owner',
      requesterName: 'Sam Super',
      territoryId: fields.territoryId ?? NORTH,
      territoryName: 'Anywhere',
      franchiseeLocationId:
        (fields.territoryId ?? NORTH) === NORTH
          ? DEMO_IDS.locations.northTruck
          : DEMO_IDS.locations.gulfTruck,
      franchiseeLocationName: 'Fake truck',
      franchiseeLocationType: 'restaurant',
      isTruckForm: true,
      // Noon in New York on 1 June 2027; due 14 days before, at midnight there.
      eventTimeAndDate: Timestamp.fromDate(new Date('2027-06-01T16:00:00Z')),
      isEventRecurring: false,
      venue: fields.venue ?? 'Pier 4',
      expectedGuests: 120,
      dueDate: Timestamp.fromDate(new Date('2028-06-01T00:00:00Z')),
      assigneeId: 'demo-owner',
      revisionNotes: [],
      history: [],
      readRecipients: ['demo-employee'],
      files: fields.files ?? [],
      createdAt: AT,
      updatedAt: AT,
      lastUpdated: AT,
      ...fields.more,
    });
}

const read = async (id: string) => (await adminDb().doc(`approvals/${id}`).get()).data() ?? {};

const mailIds = async (id: string) =>
  (await adminDb().collection('mail').where('event.ref', '==', id).get()).docs
    .map((d) => d.id)
    .sort();

beforeAll(async () => {
  callers = await personaCallers();
});

describe('sendApprovalRequest: the author sends what is stored', () => {
  it("sends the owner's draft with the names, place, due date and assignee the server sets", async () => {
    await store('fn-send-1');
    await expect(send(OWNER, 'fn-send-1')).resolves.toEqual({
      requestId: 'fn-send-1',
      status: 'submitted',
      // North Coast events are Fulfillment's (the seeded routing table).
      assigneeId: 'demo-fulfillment',
      alreadySent: false,
    });
    const sent = await read('fn-send-1');
    expect(sent).toMatchObject({
      status: 'submitted',
      requesterName: 'Olivia Owner',
      territoryName: 'North Coast',
      franchiseeLocationName: 'North Coast Truck 1',
      franchiseeLocationType: 'truck',
      assigneeId: 'demo-fulfillment',
      readRecipients: [],
    });
    expect((sent.dueDate as Timestamp).toDate().toISOString()).toBe('2027-05-18T04:00:00.000Z');
    expect(sent.history).toEqual([
      {
        by: 'demo-owner',
        byName: 'Olivia Owner',
        at: expect.any(Timestamp),
        from: 'draft',
        to: 'submitted',
        notes: '',
        changes: [],
      },
    ]);
    expect(await mailIds('fn-send-1')).toEqual([
      'approvalAssigned-fn-send-1-1',
      'approvalSubmitted-fn-send-1-1',
    ]);
    const assigned = await adminDb().doc('mail/approvalAssigned-fn-send-1-1').get();
    expect(assigned.get('to')).toEqual(['fulfillment@demo.test']);

    // A retry writes nothing more.
    await expect(send(OWNER, 'fn-send-1')).resolves.toMatchObject({ alreadySent: true });
    expect((await read('fn-send-1')).history).toHaveLength(1);
  });

  it("dates the due day in the sender's zone (the zone's midnights are their dates)", async () => {
    await store('fn-send-la');
    await send(OWNER, 'fn-send-la', {
      timeZone: 'America/Los_Angeles',
    });
    expect(((await read('fn-send-la')).dueDate as Timestamp).toDate().toISOString()).toBe(
      '2027-05-18T07:00:00.000Z',
    );
  });

  it("routes a top role's own request past them to the next reviewer in line", async () => {
    // Gulf Shore events and their type's fallback are the Super Admin's: the overall one takes it.
    await store('fn-send-sa', { userId: 'demo-superadmin', territoryId: GULF });
    await expect(send(SUPER, 'fn-send-sa')).resolves.toMatchObject({
      status: 'submitted',
      assigneeId: 'demo-fulfillment',
    });
    expect(await read('fn-send-sa')).toMatchObject({
      requesterName: 'Sam Super',
      territoryName: 'Gulf Shore',
      assigneeId: 'demo-fulfillment',
    });
  });

  it('resubmits a returned request with the changes since the review computed, never typed', async () => {
    const returned = {
      by: 'demo-fulfillment',
      byName: 'Fran Fulfill',
      at: AT,
      from: 'submitted',
      to: 'revisionRequested',
      notes: 'How many guests?',
      changes: [],
    };
    await store('fn-send-2', {
      userId: 'demo-manager',
      status: 'revisionRequested',
      more: {
        expectedGuests: 250,
        history: [returned],
        lastReviewed: {
          name: 'Harbor festival',
          details: 'Two trucks at the pier',
          franchiseeLocationId: DEMO_IDS.locations.northTruck,
          franchiseeLocationName: 'North Coast Truck 1',
          isTruckForm: true,
          eventTimeAndDate: Timestamp.fromDate(new Date('2027-06-01T16:00:00Z')),
          isEventRecurring: false,
          venue: 'Pier 4',
          expectedGuests: 120,
        },
      },
    });
    await expect(
      send(MANAGER, 'fn-send-2', {
        notes: ' Confirmed 250. ',
        changes: [],
        dueDate: '2030-01-01',
        assigneeId: 'demo-manager',
      }),
    ).resolves.toMatchObject({ status: 'resubmitted', assigneeId: 'demo-fulfillment' });
    const resubmitted = await read('fn-send-2');
    expect(resubmitted.requesterName).toBe('Manny Manager');
    expect(resubmitted.history).toEqual([
      returned,
      {
        by: 'demo-manager',
        byName: 'Manny Manager',
        at: expect.any(Timestamp),
        from: 'revisionRequested',
        to: 'resubmitted',
        notes: 'Confirmed 250.',
        changes: [
          { field: 'expectedGuests', label: 'Expected guests', before: '120', after: '250' },
        ],
      },
    ]);
    expect(await mailIds('fn-send-2')).toEqual([
      'approvalAssigned-fn-send-2-2',
      'approvalSubmitted-fn-send-2-2',
    ]);
  });

  it("keeps this request's uploads and refuses any other file entry", async () => {
    const path = 'approvals/event/fn-send-3/0a1b2c3d.pdf';
    await store('fn-send-3', {
      files: [{ name: 'Permit.pdf', url: urlOf(path), path, size: 'extra key' }],
    });
    await send(OWNER, 'fn-send-3');
    expect((await read('fn-send-3')).files).toEqual([
      { name: 'Permit.pdf', url: urlOf(path), path },
    ]);

    const elsewhere = 'approvals/event/other-request/0a1b2c3d.pdf';
    const heic = 'approvals/event/fn-send-32/0a1b2c3d.heic';
    const lies: [string, { name: string; url: string; path: string }][] = [
      // Another request's file.
      ['fn-send-30', { name: 'Theirs.pdf', url: urlOf(elsewhere), path: elsewhere }],
      // A link to another site.
      [
        'fn-send-31',
        {
          name: 'Link.pdf',
          url: 'https://evil.example/Link.pdf',
          path: 'approvals/event/fn-send-31/0a1b2c3d.pdf',
        },
      ],
      // A type storage.rules do not accept.
      ['fn-send-32', { name: 'Photo.heic', url: urlOf(heic), path: heic }],
    ];
    for (const [id, lie] of lies) {
      await store(id, { files: [lie] });
      expect(await refusal(send(OWNER, id))).toEqual({
        code: 'failed-precondition',
        message: `${lie.name} is not a file uploaded to this request: remove it, attach it again and send the request again.`,
      });
      expect((await read(id)).status).toBe('draft');
    }
  });
});

describe('sendApprovalRequest: nobody else, nothing incomplete, nothing decided', () => {
  it('refuses anybody but the author, and the author outside their territories', async () => {
    await store('fn-send-4');
    const refused = {
      [MANAGER]: 'Only the author of this request can send it.',
      [SUPER]: 'Only the author of this request can send it.',
      [FULFILLMENT]: 'Only the author of this request can send it.',
      [EMPLOYEE]: 'You need the "Create Approvals" permission to send an approval request.',
    };
    for (const [email, message] of Object.entries(refused)) {
      expect(await refusal(send(email, 'fn-send-4'))).toEqual({
        code: 'permission-denied',
        message,
      });
    }
    expect(
      (await refusal(callers.anonymous('sendApprovalRequest', { requestId: 'fn-send-4' }))).code,
    ).toBe('unauthenticated');
    // The Manager's own draft in Gulf Shore, which is not theirs.
    await store('fn-send-5', { userId: 'demo-manager', territoryId: GULF });
    expect(await refusal(send(MANAGER, 'fn-send-5'))).toEqual({
      code: 'permission-denied',
      message: "This request's territory is not one of yours.",
    });
    for (const id of ['fn-send-4', 'fn-send-5']) {
      const untouched = await read(id);
      expect(untouched.status).toBe('draft');
      expect(untouched.history).toEqual([]);
      expect(await mailIds(id)).toEqual([]);
    }
  });

  it('refuses an incomplete request with the form’s words, and a decided or missing one', async () => {
    await store('fn-send-6', { venue: '' });
    expect(await refusal(send(OWNER, 'fn-send-6'))).toEqual({
      code: 'failed-precondition',
      message:
        'This request is not complete: Venue is required. Open it, fix it and send it again.',
    });
    await store('fn-send-7', { status: 'approved' });
    expect(await refusal(send(OWNER, 'fn-send-7'))).toEqual({
      code: 'failed-precondition',
      message: 'This request was decided or withdrawn: it cannot be sent any more.',
    });
    expect(await refusal(send(OWNER, 'fn-send-missing'))).toEqual({
      code: 'not-found',
      message: 'This request has not reached the server: save it and send it again.',
    });
  });

  it('refuses a refund whose transaction date is in the future (issue 30), and sends one of today', async () => {
    // The device's midnight of the day picked, as the form stores a date.
    const midnight = (offsetDays: number) => {
      const d = new Date();
      d.setHours(0, 0, 0, 0);
      d.setDate(d.getDate() + offsetDays);
      return Timestamp.fromDate(d);
    };
    const refund = (transactionDate: Timestamp) => ({
      formId: 'refund',
      name: 'Cold chowder',
      details: 'Served cold',
      transactionDate,
      refundDate: midnight(5),
      amountCents: 1840,
      eventTimeAndDate: null,
      venue: null,
      expectedGuests: null,
      isEventRecurring: null,
    });
    await store('fn-send-8', { more: refund(midnight(2)) });
    expect(await refusal(send(OWNER, 'fn-send-8'))).toEqual({
      code: 'failed-precondition',
      message:
        'This request is not complete: Transaction date cannot be in the future. Open it, fix it and send it again.',
    });
    expect((await read('fn-send-8')).status).toBe('draft');
    await store('fn-send-9', { more: refund(midnight(0)) });
    expect(await send(OWNER, 'fn-send-9')).toMatchObject({ status: 'submitted' });
  });
});
