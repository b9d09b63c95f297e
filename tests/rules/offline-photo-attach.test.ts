import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, doc, serverTimestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { attachReportPhoto } from '../../src/features/compliance/inspection/api/attach-report-photo';
import { attachReportFile } from '../../src/features/compliance/mysteryShopper/api/attach-report-file';
import {
  CREATED_AT,
  NORTH_LOCATION,
  NORTH_TERRITORY,
  PERSONAS,
  actorOf,
  setupRulesTests,
  type Persona,
} from './helpers';
import {
  northTruckWorld,
  reportQuestion,
  storedNorthTruckReport,
} from './compliance-report-fixtures';

/**
 * Issue 15: the photo queue attaches an uploaded file with the app's own writes
 * (attachReportPhoto, attachReportFile). Both sides per role: who may edit the report may attach,
 * who may not is refused by firestore.rules.
 */
const t = setupRulesTests();

const IMAGE = { fileName: '1-fryer.jpg', url: 'https://example.test/1-fryer.jpg' };

const QUESTIONS = [reportQuestion('q1'), reportQuestion('q2')];
const complianceReport = (status: 'draft' | 'published') =>
  storedNorthTruckReport(QUESTIONS, PERSONAS.manager.uid, status, 7);

const mysteryShopperReport = (): DocumentData => ({
  userId: PERSONAS.superAdmin.uid,
  userName: actorOf('superAdmin').name,
  territoryId: NORTH_TERRITORY,
  territoryName: 'North',
  franchiseeLocationId: NORTH_LOCATION,
  franchiseeLocationName: 'North Cafe',
  date: Timestamp.fromDate(new Date('2026-11-01T00:00:00Z')),
  text: 'Friendly greeting.',
  files: [],
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
});

async function seedWorld() {
  await t.seed({
    ...northTruckWorld(),
    [`franchise_locations/${NORTH_LOCATION}`]: {
      name: 'North Cafe',
      territoryId: NORTH_TERRITORY,
      type: 'restaurant',
    },
    'compliance_reports/draft': complianceReport('draft'),
    'compliance_reports/published': complianceReport('published'),
    'mystery_shopper_reports/ms-1': mysteryShopperReport(),
  });
}

const attachAs = (p: Persona, reportId: string) =>
  attachReportPhoto(t.db(p), reportId, 'q2', IMAGE);

describe('queued compliance photos: attachReportPhoto', () => {
  it("lets the draft's author (the Manager) attach a photo to it", async () => {
    await seedWorld();
    await assertSucceeds(attachAs('manager', 'draft'));
    const stored = await t.peek('compliance_reports/draft');
    expect(stored?.questions[1].images).toEqual([IMAGE]);
    expect(stored?.questions[0].images).toEqual([]);
    expect(stored?.userId).toBe(PERSONAS.manager.uid);
  });

  // A draft is its author's alone (issue 10), corporate roles included.
  for (const p of ['franchiseeOwner', 'superAdmin', 'employee'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} a photo on someone else's draft`, async () => {
      await seedWorld();
      await assertFails(attachAs(p, 'draft'));
      expect((await t.peek('compliance_reports/draft'))?.questions[1].images).toEqual([]);
    });
  }

  it('lets a corporate editor attach to a published report, keeping its author and serial', async () => {
    await seedWorld();
    await assertSucceeds(attachAs('superAdmin', 'published'));
    const stored = await t.peek('compliance_reports/published');
    expect(stored?.questions[1].images).toEqual([IMAGE]);
    expect(stored?.userId).toBe(PERSONAS.manager.uid);
    expect(stored?.serialNo).toBe(7);
  });

  // Issue 28: the server saves the edit; its queued photos still land from the browser after it.
  for (const p of ['manager', 'fulfillment'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} (${p === 'manager' ? 'its author' : 'corporate'}) attach a photo of an edit to a published report`, async () => {
      await seedWorld();
      await assertSucceeds(attachAs(p, 'published'));
      expect((await t.peek('compliance_reports/published'))?.questions[1].images).toEqual([IMAGE]);
    });
  }

  it('refuses a photo attach that also changes the verdicts, score or notes of a published report', async () => {
    await seedWorld();
    const db = t.db('manager');
    const stored = complianceReport('published');
    const questions = [stored.questions[0], { ...stored.questions[1], images: [IMAGE] }];
    for (const also of [
      { failed: [...stored.failed, ...stored.passed], passed: [] },
      { score: 0, scoreName: '0%', result: 'fail', resultName: 'Fail' },
      { lowlightNotes: 'Rewritten' },
      { questions: [questions[1]] },
    ]) {
      await assertFails(
        updateDoc(doc(db, 'compliance_reports/published'), {
          questions,
          updatedAt: serverTimestamp(),
          updatedAtTimestamp: Date.now(),
          ...also,
        }),
      );
    }
    expect(await t.peek('compliance_reports/published')).toMatchObject({
      score: stored.score,
      failed: stored.failed,
    });
  });

  it('refuses franchise staff who did not write a published report', async () => {
    await seedWorld();
    await assertFails(attachAs('franchiseeOwner', 'published'));
    await assertFails(attachAs('employee', 'published'));
    expect((await t.peek('compliance_reports/published'))?.questions[1].images).toEqual([]);
  });

  it('refuses a signed-in user without a role', async () => {
    await seedWorld();
    await assertFails(attachAs('waiting', 'draft'));
  });

  it('adds a retried photo only once', async () => {
    await seedWorld();
    await attachAs('manager', 'draft');
    await attachAs('manager', 'draft');
    expect((await t.peek('compliance_reports/draft'))?.questions[1].images).toEqual([IMAGE]);
  });
});

describe('queued mystery shopper files: attachReportFile', () => {
  const FILE = { name: 'receipt.pdf', url: 'https://example.test/receipt.pdf' };

  for (const p of ['superAdmin', 'fulfillment'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} append a file to a report`, async () => {
      await seedWorld();
      await assertSucceeds(attachReportFile(t.db(p), 'ms-1', FILE, 20));
      expect((await t.peek('mystery_shopper_reports/ms-1'))?.files).toEqual([FILE]);
    });
  }

  for (const p of ['franchiseeOwner', 'manager', 'employee'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} (no mystery shopper permission)`, async () => {
      await seedWorld();
      await assertFails(attachReportFile(t.db(p), 'ms-1', FILE, 20));
    });
  }
});
