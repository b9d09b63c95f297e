/**
 * The publishComplianceReport callable on the emulators (issues 27 and 28), called through the
 * web SDK as the seeded roles: a publish writes the report scored by the server, the serial, the
 * sign-off, one follow-up action per failed question (priority and due date from the weight,
 * assigned at once to the location's manager) and the failure and assignment mails; a retry writes
 * nothing; a manager of another territory is refused; verdicts for questions the report does not
 * hold cannot turn a failed inspection into a pass. Expected figures are worked out by hand.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { complianceCatalogue, DEMO_IDS } from '../../scripts/seed.mjs';
import { resolvePermissions } from '../../src/domain/permissions';
import { adminDb, PERSONAS, personaCallers, refusal, type Call } from './support';

const { OWNER, MANAGER, EMPLOYEE } = PERSONAS;
const NORTH = DEMO_IDS.territories.north;
const GULF = DEMO_IDS.territories.gulf;
const NORTH_TRUCK = DEMO_IDS.locations.northTruck;
const AT = Timestamp.fromDate(new Date('2026-11-20T15:00:00Z'));
const GULF_MANAGER = 'gulf-manager@demo.test';
const SIGNOFF = {
  inspectorSignature: '',
  managerName: '',
  managerSignature: '',
  startedAt: Date.now() - 20 * 60_000,
};

interface CatalogueEntry {
  id: string;
  type: string;
  weight: number | 'dnq';
  question: string;
}
const CATALOGUE: readonly CatalogueEntry[] = complianceCatalogue.questions;
const TRUCK = CATALOGUE.filter((q) => q.type === 'truck');
const RESTAURANT = CATALOGUE.filter((q) => q.type === 'restaurant');
const WEIGHTED_TRUCK = TRUCK.filter((q) => q.weight !== 'dnq');
const entry = (q: CatalogueEntry) => `${q.id}:${q.weight}`;

let callers: Record<string, Call> = {};

const publish = (email: string, reportId: string, signoff: unknown = SIGNOFF) =>
  callers[email]('publishComplianceReport', { reportId, signoff });

/** A draft as the form saves it (the Admin SDK stands in for the browser's rules-checked save). */
async function draft(
  id: string,
  userId: string,
  verdicts: { passed?: string[]; failed?: string[]; notApplicable?: string[] },
  questions: readonly CatalogueEntry[] = TRUCK,
  territoryId = NORTH,
) {
  await adminDb()
    .doc(`compliance_reports/${id}`)
    .set({
      serialNo: 0,
      userId,
      franchiseeLocationId: NORTH_TRUCK,
      franchiseeLocationType: 'truck',
      franchiseeLocationName: 'North Coast Truck 1',
      franchiseeLocationTypeName: 'Truck',
      territoryId,
      territoryName: 'North Coast',
      status: 'draft',
      isDraft: true,
      highlightNotes: 'Clean counters',
      lowlightNotes: '',
      questions: questions.map((q) => ({ ...q, typeName: 'Truck', order: 1, images: [] })),
      comments: {},
      readRecipients: [],
      score: 100,
      scoreName: '100%',
      result: 'pass',
      resultName: 'Pass',
      passed: verdicts.passed ?? [],
      failed: verdicts.failed ?? [],
      notApplicable: verdicts.notApplicable ?? [],
      updatedAtTimestamp: AT.toMillis(),
      createdAt: AT,
      updatedAt: AT,
    });
}

const counter = async () =>
  (await adminDb().doc('counters/complianceReports').get()).get('value') as number | undefined;

async function actionsOf(reportId: string) {
  const snap = await adminDb()
    .collection('compliance_actions')
    .where('reportId', '==', reportId)
    .get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown>);
}

async function mailIds(reportId: string) {
  const snap = await adminDb().collection('mail').where('event.ref', '==', reportId).get();
  return snap.docs.map((d) => d.id).sort();
}

beforeAll(async () => {
  callers = await personaCallers([
    {
      uid: 'fn-gulf-manager',
      email: GULF_MANAGER,
      firstName: 'Gil',
      lastName: 'Gulf',
      role: 'manager',
      permissions: resolvePermissions('manager'),
      disabled: false,
      territoryIds: [GULF],
    },
  ]);
  await adminDb().doc('app_config/compliance').delete();
});

describe('publishComplianceReport', () => {
  it('publishes the draft with its serial, sign-off, assigned actions and mails; a retry writes nothing', async () => {
    const [fail1, fail2] = WEIGHTED_TRUCK;
    await draft('fn-publish-1', 'demo-manager', {
      failed: [entry(fail1), entry(fail2)],
      passed: TRUCK.filter((q) => q !== fail1 && q !== fail2).map(entry),
    });
    const before = (await counter()) ?? 0;
    const result = await publish(MANAGER, 'fn-publish-1');
    expect(result).toMatchObject({
      reportId: 'fn-publish-1',
      serialNo: before + 1,
      actions: 2,
      alreadyPublished: false,
    });
    const report = (await adminDb().doc('compliance_reports/fn-publish-1').get()).data() ?? {};
    expect(report).toMatchObject({
      status: 'published',
      isDraft: false,
      serialNo: before + 1,
      userId: 'demo-manager',
      franchiseeLocationName: 'North Coast Truck 1',
      readRecipients: [],
    });
    expect([...(report.failed as string[])].sort()).toEqual([entry(fail1), entry(fail2)].sort());
    expect((report.passed as string[]).length + (report.failed as string[]).length).toBe(
      TRUCK.length,
    );
    expect(await counter()).toBe(before + 1);
    const signoff = (await adminDb().doc('compliance_signoffs/fn-publish-1').get()).data() ?? {};
    expect(signoff).toMatchObject({ userId: 'demo-manager', inspectorName: 'Manny Manager' });
    expect(signoff.durationSeconds).toBeGreaterThanOrEqual(20 * 60 - 5);

    const actions = await actionsOf('fn-publish-1');
    expect(actions.map((a) => a.questionId).sort()).toEqual([fail1.id, fail2.id].sort());
    for (const action of actions) {
      expect(action).toMatchObject({
        status: 'open',
        assigneeId: 'demo-manager',
        assigneeName: 'Manny Manager',
        createdBy: 'demo-manager',
      });
      const weight = action.weight as number;
      const days = weight >= 10 ? 3 : weight >= 5 ? 7 : 14;
      expect(action.priority).toBe(weight >= 10 ? 'high' : weight >= 5 ? 'medium' : 'low');
      const dueIn = (action.dueDate as Timestamp).toMillis() - Date.now();
      expect(Math.round(dueIn / 86_400_000)).toBe(days);
    }
    const mails = await mailIds('fn-publish-1');
    const failedMail = report.result === 'pass' ? [] : ['complianceFailed-fn-publish-1'];
    expect(mails).toEqual(['actionAssigned-fn-publish-1-demo-manager', ...failedMail].sort());
    const assigned =
      (await adminDb().doc('mail/actionAssigned-fn-publish-1-demo-manager').get()).data() ?? {};
    expect(assigned.to).toEqual(['manager@demo.test']);
    expect(assigned.message.text).toContain('/app/compliance-v2/actions');
    expect(assigned.message.text).toContain(`"${fail1.question}"`);
    expect(assigned.message.text).toContain('Choose which e-mails you get');

    // A retry (the answer lost on the way back) writes nothing and answers the same serial.
    await expect(publish(MANAGER, 'fn-publish-1')).resolves.toMatchObject({
      serialNo: before + 1,
      actions: 0,
      alreadyPublished: true,
    });
    expect(await counter()).toBe(before + 1);
    expect(await mailIds('fn-publish-1')).toEqual(mails);
    expect(await actionsOf('fn-publish-1')).toHaveLength(2);
  });

  it("scores the issue's attack truly: failed questions with passes listed for the other type's", async () => {
    const failed = WEIGHTED_TRUCK.slice(0, 4);
    const others = TRUCK.filter((q) => !failed.includes(q));
    const borrowed = RESTAURANT.slice(0, 4);
    await draft(
      'fn-publish-attack',
      'demo-employee',
      {
        failed: failed.map(entry),
        notApplicable: others.map(entry),
        passed: borrowed.map(entry),
      },
      [...failed, ...borrowed],
    );
    await expect(publish(EMPLOYEE, 'fn-publish-attack')).resolves.toMatchObject({
      result: 'fail',
      actions: 4,
    });
    const report = (await adminDb().doc('compliance_reports/fn-publish-attack').get()).data() ?? {};
    expect(report).toMatchObject({ score: 0, result: 'fail', passed: [] });
    expect((report.questions as unknown[]).length).toBe(TRUCK.length);
    expect(await actionsOf('fn-publish-attack')).toHaveLength(4);
    expect(await mailIds('fn-publish-attack')).toContain('complianceFailed-fn-publish-attack');
  });

  it('refuses a manager of another territory, someone else’s draft, and a forged signature', async () => {
    await draft('fn-publish-gulf', 'fn-gulf-manager', {}, TRUCK, NORTH);
    expect(await refusal(publish(GULF_MANAGER, 'fn-publish-gulf'))).toEqual({
      code: 'permission-denied',
      message: 'This location is not in your territories.',
    });
    await draft('fn-publish-other', 'demo-manager', {});
    for (const email of [OWNER, EMPLOYEE, GULF_MANAGER]) {
      expect(await refusal(publish(email, 'fn-publish-other')), email).toEqual({
        code: 'permission-denied',
        message: 'Only the inspector who wrote this draft can publish it.',
      });
    }
    expect(
      (
        await refusal(
          publish(MANAGER, 'fn-publish-other', {
            ...SIGNOFF,
            inspectorSignature: 'data:text/html;base64,AAAA',
          }),
        )
      ).code,
    ).toBe('invalid-argument');
    expect((await refusal(publish('anonymous', 'fn-publish-other'))).code).toBe('unauthenticated');
    expect((await adminDb().doc('compliance_reports/fn-publish-other').get()).get('status')).toBe(
      'draft',
    );
    expect(await actionsOf('fn-publish-gulf')).toEqual([]);
  });

  it('follows the assignment setting: the territory owner, or nobody', async () => {
    await adminDb().doc('app_config/compliance').set({ actionAssignment: 'territoryOwner' });
    await draft('fn-publish-owner', 'demo-manager', { failed: [entry(WEIGHTED_TRUCK[0])] });
    await publish(MANAGER, 'fn-publish-owner');
    expect(await actionsOf('fn-publish-owner')).toMatchObject([
      { assigneeId: 'demo-owner', assigneeName: 'Olivia Owner' },
    ]);
    await adminDb().doc('app_config/compliance').set({ actionAssignment: 'unassigned' });
    await draft('fn-publish-nobody', 'demo-manager', { failed: [entry(WEIGHTED_TRUCK[0])] });
    await publish(MANAGER, 'fn-publish-nobody');
    expect(await actionsOf('fn-publish-nobody')).toMatchObject([
      { assigneeId: '', assigneeName: '' },
    ]);
    expect(await mailIds('fn-publish-nobody')).not.toContain(
      'actionAssigned-fn-publish-nobody-demo-manager',
    );
    await adminDb().doc('app_config/compliance').delete();
  });
});
