/**
 * The follow-up actions and inspections jobs on the emulators (issue 27): each writes exactly the
 * mails the arranged data calls for, and a second run for the same day writes nothing.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../scripts/run-job.mjs';
import { adminDb } from './support';
import {
  arrangeOwnedTerritory,
  arrangeUser,
  DAY,
  DAY_MS,
  mailsAbout,
  NOON_MS,
  type JobRun,
  type Person,
} from './jobsFixture';

const T = 'jobs-compliance-territory';
const LATE = 'jobs-compliance-late';
const FRESH = 'jobs-compliance-fresh';
const NEVER = 'jobs-compliance-never';
let owner: Person;
let manager: Person;
let employee: Person;
let inspector: Person;

const action = (id: string, dueMs: number, assigneeId: string, status = 'open') =>
  adminDb()
    .doc(`compliance_actions/${id}`)
    .set({
      reportId: 'jobs-report',
      serialNo: 4242,
      questionId: id,
      question: `Question ${id}`,
      franchiseeLocationId: LATE,
      franchiseeLocationName: LATE,
      territoryId: T,
      territoryName: T,
      status,
      isActive: status === 'open' || status === 'inProgress',
      priority: 'high',
      dueDate: Timestamp.fromMillis(dueMs),
      assigneeId,
      assigneeName: assigneeId ? 'Assigned Person' : '',
    });

const report = (id: string, locationId: string, publishedMs: number) =>
  adminDb()
    .doc(`compliance_reports/${id}`)
    .set({
      franchiseeLocationId: locationId,
      franchiseeLocationName: locationId,
      territoryId: T,
      status: 'published',
      userId: inspector.uid,
      createdAt: Timestamp.fromMillis(publishedMs),
    });

beforeAll(async () => {
  owner = await arrangeOwnedTerritory(T, 'jobs-compliance-owner', [LATE, FRESH, NEVER]);
  manager = await arrangeUser('jobs-compliance-manager', 'manager', [T]);
  employee = await arrangeUser('jobs-compliance-employee', 'employee', [T]);
  inspector = await arrangeUser('jobs-compliance-inspector', 'fulfillment', []);
  await Promise.all([
    // Late: inspected 31 Oct, due again 30 days later (30 Nov 09:00, before the job's noon).
    report('jobs-report-late', LATE, Date.parse('2026-10-31T09:00:00Z')),
    report('jobs-report-fresh', FRESH, NOON_MS - 5 * DAY_MS),
    action('jobs-action-assigned', NOON_MS - 2 * DAY_MS, employee.uid),
    action('jobs-action-unassigned', NOON_MS - 1 * DAY_MS, ''),
    action('jobs-action-future', NOON_MS + DAY_MS, employee.uid),
    action('jobs-action-done', NOON_MS - 3 * DAY_MS, employee.uid, 'done'),
  ]);
});

describe('the follow-up actions job', () => {
  it("mails overdue actions to the assignee (else the managers) and Monday's summary to the owner", async () => {
    await runJob('followUps', DAY);
    expect(
      await mailsAbout([
        'jobs-action-assigned',
        'jobs-action-unassigned',
        'jobs-action-future',
        'jobs-action-done',
        T,
      ]),
    ).toEqual({
      'actionOverdue-jobs-action-assigned-2026-11-28': [employee.email],
      'actionOverdue-jobs-action-unassigned-2026-11-29': [manager.email],
      [`actionsWeekly-${T}-${DAY}`]: [owner.email],
    });
    const summary = await adminDb().doc(`mail/actionsWeekly-${T}-${DAY}`).get();
    expect(summary.get('message.text')).toContain(`2 follow-up actions of ${T} are overdue:`);
    const second = (await runJob('followUps', DAY)) as JobRun;
    expect(second.written).toEqual({});
  });
});

describe('the inspections job', () => {
  it('mails the inspector and the owner of each location due by its schedule, the owner alone when it was never inspected', async () => {
    await runJob('inspectionsDue', DAY);
    expect(await mailsAbout([LATE, FRESH, NEVER])).toEqual({
      [`inspectionDue-${LATE}-2026-11-30`]: [inspector.email, owner.email].sort(),
      [`inspectionDue-${NEVER}-never`]: [owner.email],
    });
    const second = (await runJob('inspectionsDue', DAY)) as JobRun;
    expect(second.written).toEqual({});
  });
});
