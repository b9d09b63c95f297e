/**
 * The updateComplianceReport callable on the emulators (issue 28), called through the web SDK as
 * the seeded roles: the edit of a published report is scored by the server against the catalogue
 * whatever the request says about weights or score; serial, author, place, creation and readers
 * stay as stored; follow-up actions are created (assigned at once) for questions failing now and
 * resolved for those that no longer fail; a pass turned into a fail mails compliance and the
 * territory's owner (by their preference), and the new actions' assignee. Only the author (with
 * Edit Compliance Reports) and the corporate roles may edit; everyone else is refused with a clear
 * message. Expected figures are worked out by hand from the seeded catalogue's weights.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../scripts/seed.mjs';
import { resolvePermissions } from '../../src/domain/permissions';
import { RESOLVED_BY_EDIT } from '../../src/features/compliance/actions/model/editActions';
import { adminDb, PERSONAS, personaCallers, refusal, type Call } from './support';

const { SUPER, FULFILLMENT, OWNER, MANAGER, EMPLOYEE, WAITING } = PERSONAS;
const NORTH = DEMO_IDS.territories.north;
const GULF = DEMO_IDS.territories.gulf;
const NORTH_TRUCK = DEMO_IDS.locations.northTruck;
const AT = Timestamp.fromDate(new Date('2026-11-20T15:00:00Z'));
const GULF_MANAGER = 'edit-gulf-manager@demo.test';
const SERIAL = 4501;

/** Seeded truck questions (scripts/seed.mjs complianceCatalogue) and their weights. */
const GREETED = 'compliance-question-truck-22'; // 10
const READ_BACK = 'compliance-question-truck-23'; // 3
const SINK = 'compliance-question-truck-21'; // 5
const PROPANE = 'compliance-question-truck-16'; // dnq
const HELD = [GREETED, READ_BACK, SINK, PROPANE];
const WEIGHTS: Record<string, number | 'dnq'> = {
  [GREETED]: 10,
  [READ_BACK]: 3,
  [SINK]: 5,
  [PROPANE]: 'dnq',
};
const entry = (id: string) => `${id}:${WEIGHTS[id]}`;

let callers: Record<string, Call> = {};

const update = (email: string, reportId: string, answers: unknown) =>
  callers[email]('updateComplianceReport', { reportId, answers });

interface Verdicts {
  passed: string[];
  failed: string[];
  notApplicable?: string[];
}

/**
 * A published report of the four HELD questions by `userId`, as publishComplianceReport stores it
 * (the Admin SDK stands in for it), read by the Owner already; its failed questions have an open
 * action each.
 */
async function publishedReport(
  id: string,
  verdicts: Verdicts,
  result: 'pass' | 'fail',
  extra: Record<string, unknown> = {},
) {
  await adminDb()
    .doc(`compliance_reports/${id}`)
    .set({
      serialNo: SERIAL,
      userId: 'demo-manager',
      franchiseeLocationId: NORTH_TRUCK,
      franchiseeLocationType: 'truck',
      franchiseeLocationName: 'North Coast Truck 1',
      franchiseeLocationTypeName: 'Truck',
      territoryId: NORTH,
      territoryName: 'North Coast',
      status: 'published',
      isDraft: false,
      highlightNotes: '',
      lowlightNotes: '',
      questions: HELD.map((q, i) => ({ id: q, question: q, weight: WEIGHTS[q], order: i + 1 })),
      comments: {},
      readRecipients: ['demo-owner'],
      score: result === 'pass' ? 83.3 : 0,
      scoreName: result === 'pass' ? '83.3%' : '0%',
      result,
      resultName: result === 'pass' ? 'Pass' : 'Fail',
      notApplicable: [],
      ...verdicts,
      updatedAtTimestamp: AT.toMillis(),
      createdAt: AT,
      updatedAt: AT,
      ...extra,
    });
  for (const failed of verdicts.failed) {
    const questionId = failed.split(':')[0];
    await adminDb().doc(`compliance_actions/${id}_${questionId}`).set({
      reportId: id,
      serialNo: SERIAL,
      questionId,
      question: questionId,
      weight: WEIGHTS[questionId],
      territoryId: NORTH,
      status: 'open',
      isActive: true,
      note: 'Reminded the crew',
      assigneeId: '',
      assigneeName: '',
      createdAt: AT,
      updatedAt: AT,
    });
  }
}

/** Stored before every edit below: READ_BACK failed (3 of 18 points lost: 83.3 %, a pass). */
const PASSING: Verdicts = {
  passed: [GREETED, SINK, PROPANE].map(entry),
  failed: [entry(READ_BACK)],
};

/**
 * The edit the form sends (model/reportSave.ts editedAnswers): GREETED and SINK fail now,
 * READ_BACK passes. It lies about the weights (the failures as 1s, READ_BACK as a 20), adds a
 * verdict for a question the report does not hold and a score, result and serial of its own.
 */
const LYING_EDIT = {
  passed: [`${READ_BACK}:20`, `${PROPANE}:dnq`, 'compliance-question-restaurant-1:20'],
  failed: [`${GREETED}:1`, `${SINK}:1`],
  notApplicable: [],
  comments: { [GREETED]: 'Nobody at the window for two minutes' },
  questions: [{ id: SINK, images: [{ fileName: 'sink.jpg', url: 'https://example.test/s.jpg' }] }],
  highlightNotes: '',
  lowlightNotes: 'Busy lunch',
  score: 100,
  scoreName: '100%',
  result: 'pass',
  serialNo: 1,
  userId: 'demo-employee',
};

const reportOf = async (id: string) =>
  (await adminDb().doc(`compliance_reports/${id}`).get()).data() ?? {};

async function actionsOf(reportId: string) {
  const snap = await adminDb()
    .collection('compliance_actions')
    .where('reportId', '==', reportId)
    .get();
  return Object.fromEntries(snap.docs.map((d) => [d.get('questionId') as string, d.data()]));
}

async function mailsOf(reportId: string) {
  const snap = await adminDb().collection('mail').where('event.ref', '==', reportId).get();
  return snap.docs.map((d) => ({
    id: d.id,
    to: d.get('to') as string[],
    text: d.get('message.text') as string,
  }));
}

beforeAll(async () => {
  callers = await personaCallers([
    {
      uid: 'fn-edit-gulf-manager',
      email: GULF_MANAGER,
      firstName: 'Gwen',
      lastName: 'Gulf',
      role: 'manager',
      permissions: resolvePermissions('manager'),
      disabled: false,
      territoryIds: [GULF],
    },
  ]);
  await adminDb().doc('app_config/compliance').delete();
});

afterAll(async () => {
  await adminDb().doc('notification_preferences/demo-owner').delete();
  await adminDb().doc('app_config/compliance').delete();
});

describe('updateComplianceReport', () => {
  it("scores the author's edit on the server, keeps what is stored, creates, assigns and resolves actions, mails", async () => {
    const dnqHistory = [{ isDnq: true, reason: 'Expired permit', by: 'demo-superadmin', at: AT }];
    await publishedReport('fn-edit-1', PASSING, 'pass', { manualDnq: true, dnqHistory });
    await expect(update(MANAGER, 'fn-edit-1', LYING_EDIT)).resolves.toEqual({
      reportId: 'fn-edit-1',
      serialNo: SERIAL,
      result: 'fail',
      actionsCreated: 2,
      actionsResolved: 1,
    });
    const report = await reportOf('fn-edit-1');
    // 3 of 18 points: the catalogue's weights, whatever the request said.
    expect(report).toMatchObject({
      score: 16.7,
      scoreName: '16.7%',
      result: 'fail',
      resultName: 'Fail',
      serialNo: SERIAL,
      userId: 'demo-manager',
      status: 'published',
      franchiseeLocationId: NORTH_TRUCK,
      franchiseeLocationName: 'North Coast Truck 1',
      territoryId: NORTH,
      readRecipients: ['demo-owner'],
      comments: { [GREETED]: 'Nobody at the window for two minutes' },
      lowlightNotes: 'Busy lunch',
      manualDnq: true,
      dnqHistory,
    });
    expect((report.createdAt as Timestamp).toMillis()).toBe(AT.toMillis());
    expect([...(report.failed as string[])].sort()).toEqual([entry(GREETED), entry(SINK)].sort());
    expect([...(report.passed as string[])].sort()).toEqual([entry(PROPANE), entry(READ_BACK)]);
    // The report's own four questions: none added from the request or the catalogue.
    expect((report.questions as { id: string }[]).map((q) => q.id).sort()).toEqual(
      [...HELD].sort(),
    );
    const sink = (report.questions as { id: string; images: unknown[] }[]).find(
      (q) => q.id === SINK,
    );
    expect(sink?.images).toEqual([{ fileName: 'sink.jpg', url: 'https://example.test/s.jpg' }]);

    const actions = await actionsOf('fn-edit-1');
    expect(actions[GREETED]).toMatchObject({
      status: 'open',
      priority: 'high',
      weight: 10,
      serialNo: SERIAL,
      comment: 'Nobody at the window for two minutes',
      assigneeId: 'demo-manager',
      assigneeName: 'Manny Manager',
      createdBy: 'demo-manager',
    });
    expect(actions[SINK]).toMatchObject({ priority: 'medium', assigneeId: 'demo-manager' });
    const dueIn = (actions[SINK].dueDate as Timestamp).toMillis() - Date.now();
    expect(Math.round(dueIn / 86_400_000)).toBe(7);
    expect(actions[READ_BACK]).toMatchObject({
      status: 'done',
      isActive: false,
      note: `Reminded the crew\n\n${RESOLVED_BY_EDIT}`,
    });
    expect(actions[READ_BACK].completedAt).toBeInstanceOf(Timestamp);

    const mails = await mailsOf('fn-edit-1');
    expect(mails.map((m) => m.id.replace(/-edited-\d+$/, '-edited')).sort()).toEqual([
      'actionAssigned-fn-edit-1-demo-manager-edited',
      'complianceFailed-fn-edit-1-edited',
    ]);
    const failed = mails.find((m) => m.id.startsWith('complianceFailed'));
    expect(failed?.to).toEqual(['compliance@demo.test', 'owner@demo.test']);
    expect(failed?.text).toContain(
      `Compliance report #${SERIAL} for North Coast Truck 1 was updated with the result Fail.`,
    );
    const assigned = mails.find((m) => m.id.startsWith('actionAssigned'));
    expect(assigned?.to).toEqual(['manager@demo.test']);
    // The catalogue's question text (the stored report names only its ids here).
    expect(assigned?.text).toContain('"Guests greeted within 30 seconds"');

    // The same edit again (a retry): nothing new to create, resolve or mail.
    await expect(update(MANAGER, 'fn-edit-1', LYING_EDIT)).resolves.toMatchObject({
      result: 'fail',
      actionsCreated: 0,
      actionsResolved: 0,
    });
    expect(await mailsOf('fn-edit-1')).toHaveLength(2);
  });

  for (const email of [SUPER, FULFILLMENT]) {
    it(`lets ${email} (corporate) edit the Manager's report: all passing resolves its action, no mail`, async () => {
      const id = `fn-edit-corporate-${email.split('@')[0]}`;
      await publishedReport(id, PASSING, 'pass');
      await expect(
        update(email, id, {
          passed: HELD.map(entry),
          failed: [],
          notApplicable: [],
          comments: {},
          questions: [],
          highlightNotes: 'All fixed',
          lowlightNotes: '',
        }),
      ).resolves.toMatchObject({ result: 'pass', actionsCreated: 0, actionsResolved: 1 });
      expect(await reportOf(id)).toMatchObject({ score: 100, userId: 'demo-manager' });
      expect((await actionsOf(id))[READ_BACK]).toMatchObject({ status: 'done' });
      expect(await mailsOf(id)).toEqual([]);
    });
  }

  it('refuses staff who did not publish it, an Employee, another territory, no role, signed out', async () => {
    await publishedReport('fn-edit-refused', PASSING, 'pass');
    const cases: [string, string, string][] = [
      [
        OWNER,
        'permission-denied',
        'Only the inspector who published this report, Super Admin or Fulfillment can edit it.',
      ],
      [
        EMPLOYEE,
        'permission-denied',
        'You need the "Edit Compliance Reports" permission to edit a compliance report.',
      ],
      [GULF_MANAGER, 'permission-denied', "This report's territory is not one of yours."],
      [
        WAITING,
        'permission-denied',
        'Your account cannot edit compliance reports: it is disabled or has no role yet.',
      ],
    ];
    for (const [email, code, message] of cases) {
      expect(await refusal(update(email, 'fn-edit-refused', LYING_EDIT)), email).toEqual({
        code,
        message,
      });
    }
    expect((await refusal(update('anonymous', 'fn-edit-refused', LYING_EDIT))).code).toBe(
      'unauthenticated',
    );
    expect(await reportOf('fn-edit-refused')).toMatchObject({ result: 'pass', lowlightNotes: '' });
    expect(Object.keys(await actionsOf('fn-edit-refused'))).toEqual([READ_BACK]);
    expect(await mailsOf('fn-edit-refused')).toEqual([]);
  });

  it('refuses a draft, a missing report and a request without answers', async () => {
    await publishedReport('fn-edit-draft', PASSING, 'pass', { status: 'draft' });
    expect(await refusal(update(MANAGER, 'fn-edit-draft', LYING_EDIT))).toEqual({
      code: 'failed-precondition',
      message: 'This report is a draft: open it from the drafts list and publish it.',
    });
    expect(await refusal(update(MANAGER, 'fn-edit-missing', LYING_EDIT))).toEqual({
      code: 'not-found',
      message: 'This compliance report does not exist (any more).',
    });
    expect((await refusal(update(MANAGER, 'fn-edit-draft', null))).code).toBe('invalid-argument');
    expect((await reportOf('fn-edit-draft')).result).toBe('pass');
  });

  it('assigns by the setting (the territory owner), and keeps the failure mail for an owner who chose the digest', async () => {
    await adminDb().doc('app_config/compliance').set({ actionAssignment: 'territoryOwner' });
    await adminDb()
      .doc('notification_preferences/demo-owner')
      .set({ kinds: { complianceFailed: 'digest' }, updatedAt: AT });
    await publishedReport('fn-edit-owner', PASSING, 'pass');
    await update(MANAGER, 'fn-edit-owner', LYING_EDIT);
    expect(await actionsOf('fn-edit-owner')).toMatchObject({
      [GREETED]: { assigneeId: 'demo-owner', assigneeName: 'Olivia Owner' },
      [SINK]: { assigneeId: 'demo-owner' },
    });
    const failed = (await mailsOf('fn-edit-owner')).find((m) =>
      m.id.startsWith('complianceFailed'),
    );
    expect(failed?.to).toEqual(['compliance@demo.test']);
    const digest = await adminDb()
      .collection('mail_digest_items')
      .where('mailId', '==', failed?.id)
      .get();
    expect(digest.docs.map((d) => d.get('uid'))).toEqual(['demo-owner']);

    await adminDb()
      .doc('notification_preferences/demo-owner')
      .set({ kinds: { complianceFailed: 'never' }, updatedAt: AT });
    await adminDb().doc('app_config/compliance').set({ actionAssignment: 'unassigned' });
    await publishedReport('fn-edit-nobody', PASSING, 'pass');
    await update(MANAGER, 'fn-edit-nobody', LYING_EDIT);
    expect(await actionsOf('fn-edit-nobody')).toMatchObject({
      [GREETED]: { assigneeId: '', assigneeName: '' },
    });
    const mails = await mailsOf('fn-edit-nobody');
    expect(mails.map((m) => m.to)).toEqual([['compliance@demo.test']]);
  });
});
