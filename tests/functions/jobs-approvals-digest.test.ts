/**
 * The approvals job, the weekly digest and `daily` on the emulators (issue 27): each writes
 * exactly the mails the arranged data calls for, and a second run for the same day writes
 * nothing.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../scripts/run-job.mjs';
import { adminDb, PERSONAS } from './support';
import {
  arrangeOwnedTerritory,
  arrangeUser,
  DAY,
  mailsAbout,
  type JobRun,
  type Person,
} from './jobsFixture';

const T = 'jobs-approvals-territory';
let owner: Person;
let reviewer: Person;
let employee: Person;

/** Due at the start of `day` in New York (05:00 UTC), as a browser there stores it. */
const dueOn = (day: string) => Timestamp.fromDate(new Date(`${day}T05:00:00Z`));

const request = (id: string, status: string, due: string | null, assigneeId = '') =>
  adminDb()
    .doc(`approvals/${id}`)
    .set({
      formId: 'marketing',
      status,
      name: `Request ${id}`,
      territoryId: T,
      franchiseeLocationId: 'jobs-approvals-loc',
      franchiseeLocationName: 'Jobs Approvals Cafe',
      userId: owner.uid,
      assigneeId: assigneeId || null,
      dueDate: due ? dueOn(due) : null,
      history: [],
    });

beforeAll(async () => {
  owner = await arrangeOwnedTerritory(T, 'jobs-approvals-owner');
  reviewer = await arrangeUser('jobs-approvals-reviewer', 'fulfillment', []);
  employee = await arrangeUser('jobs-approvals-employee', 'employee', [T]);
  await Promise.all([
    request('jobs-req-soon', 'submitted', '2026-12-02', reviewer.uid),
    request('jobs-req-later', 'submitted', '2026-12-10', reviewer.uid),
    request('jobs-req-late', 'resubmitted', '2026-11-29', reviewer.uid),
    request('jobs-req-escalate', 'submitted', '2026-11-26', reviewer.uid),
    request('jobs-req-returned', 'revisionRequested', '2026-11-20'),
    request('jobs-req-unassigned', 'submitted', '2026-12-01'),
  ]);
  // Escalate after 4 days overdue (the default is 3).
  await adminDb().doc('app_config/jobs').set({ approvalEscalationDays: 4 });
});

describe('the approvals job', () => {
  it('mails the assignee of each request due soon or overdue, escalating after the configured days', async () => {
    await runJob('approvalsDue', DAY);
    const mails = await mailsAbout([
      'jobs-req-soon',
      'jobs-req-later',
      'jobs-req-late',
      'jobs-req-escalate',
      'jobs-req-returned',
      'jobs-req-unassigned',
    ]);
    const unassigned = mails['approvalDue-jobs-req-unassigned-dueSoon-2026-12-01'];
    const escalated = mails['approvalEscalated-jobs-req-escalate-2026-11-26'];
    expect(Object.keys(mails).sort()).toEqual([
      'approvalDue-jobs-req-escalate-overdue-2026-11-26',
      'approvalDue-jobs-req-late-overdue-2026-11-29',
      'approvalDue-jobs-req-soon-dueSoon-2026-12-02',
      'approvalDue-jobs-req-unassigned-dueSoon-2026-12-01',
      'approvalEscalated-jobs-req-escalate-2026-11-26',
    ]);
    expect(mails['approvalDue-jobs-req-soon-dueSoon-2026-12-02']).toEqual([reviewer.email]);
    expect(mails['approvalDue-jobs-req-late-overdue-2026-11-29']).toEqual([reviewer.email]);
    // Without an assignee: whoever may decide it (the top roles here), never the requester.
    expect(unassigned).toEqual(expect.arrayContaining([PERSONAS.SUPER, PERSONAS.FULFILLMENT]));
    expect(unassigned).not.toContain(owner.email);
    // 4 days overdue: escalated to the top roles.
    expect(escalated).toEqual(expect.arrayContaining([PERSONAS.SUPER, PERSONAS.FULFILLMENT]));
    expect(escalated).not.toContain(employee.email);
    const second = (await runJob('approvalsDue', DAY)) as JobRun;
    expect(second.written).toEqual({});
  });
});

describe('the weekly digest', () => {
  it('mails each user what waits for them, and nobody with nothing waiting', async () => {
    await runJob('weeklyDigest', DAY);
    const ownerDigest = await adminDb().doc(`mail/weeklyDigest-${owner.uid}-${DAY}`).get();
    expect(ownerDigest.get('to')).toEqual([owner.email]);
    expect(ownerDigest.get('message.text')).toContain('Approval requests returned to you: 1');
    // The employee of a territory with nothing waiting for them gets none.
    expect((await adminDb().doc(`mail/weeklyDigest-${employee.uid}-${DAY}`).get()).exists).toBe(
      false,
    );
    const second = (await runJob('weeklyDigest', DAY)) as JobRun;
    expect(second.written).toEqual({});
    // Not a Monday: no digest at all.
    expect(((await runJob('weeklyDigest', '2026-12-01')) as JobRun).written).toEqual({});
  });
});

describe('daily', () => {
  it('runs every job for the day; run again, the mail jobs write nothing', async () => {
    await runJob('daily', DAY);
    const again = (await runJob('daily', DAY)) as Record<string, JobRun>;
    for (const job of [
      'lateSales',
      'expiredOrders',
      'followUps',
      'inspectionsDue',
      'approvalsDue',
      'weeklyDigest',
      'dailyDigest',
    ]) {
      expect(again[job].written, job).toEqual({});
      expect(again[job].digestItems, job).toBe(0);
    }
  });
});
