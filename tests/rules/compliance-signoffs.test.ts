import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_PREFIX } from '../../src/features/compliance/model/signoff';
import type { ReportQuestion } from '../../src/features/compliance/model/types';
import { browserPublish } from './compliance-browser-publish';
import {
  northTruckReportFields,
  northTruckWorld,
  reportQuestion,
  storedNorthTruckReport,
} from './compliance-report-fixtures';
import {
  actorOf,
  CREATED_AT,
  NORTH_TERRITORY,
  PERSONAS,
  setupRulesTests,
  userDoc,
  type Persona,
  TOP_PERSONAS as TOP,
  STAFF_PERSONAS as STAFF,
} from './helpers';

/**
 * compliance_signoffs (firestore.rules "compliance sign-off (issue 16)"): written only by the
 * server with the publish (publishComplianceReport: tests/functions/compliance-publish.test.ts
 * checks what it writes and refuses), immutable afterwards, read like the report.
 */
const t = setupRulesTests();

const SOUTH_TERRITORY = 'territory-south';
const PUBLISHERS: Persona[] = [...TOP, ...STAFF];
const SIGNATURE = `${SIGNATURE_PREFIX}iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==`;
const MINUTE = 60_000;

const ANSWERS: ReportQuestion[] = [reportQuestion('q1')];

const fields = (who: Persona, status: 'draft' | 'published' = 'published') =>
  northTruckReportFields(ANSWERS, PERSONAS[who].uid, status);

/** The sign-off as publishComplianceReport wrote it before; browsers now send only the input. */
interface SignoffWrite {
  reportId: string;
  userId: string;
  territoryId: string;
  inspectorName: string;
  inspectorSignature: string;
  managerName: string;
  managerSignature: string;
  startedAt: number;
}

const signoff = (who: Persona, overrides: Partial<SignoffWrite> = {}): SignoffWrite => ({
  reportId: 'rep',
  userId: PERSONAS[who].uid,
  territoryId: NORTH_TERRITORY,
  inspectorName: actorOf(who).name,
  inspectorSignature: SIGNATURE,
  managerName: 'Mia Manager',
  managerSignature: SIGNATURE,
  startedAt: Date.now() - 25 * MINUTE,
  ...overrides,
});

/** The stored sign-off document of `input` (what the browser publish wrote). */
const signoffDoc = (input: SignoffWrite) => ({
  ...input,
  startedAt: Timestamp.fromMillis(input.startedAt),
  endedAt: serverTimestamp(),
  durationSeconds: Math.round((Date.now() - input.startedAt) / 1000),
});

/** The browser's publish of report `rep` as `who` with the sign-off in the same transaction. */
const publishWithSignoff = (who: Persona, input: SignoffWrite) => {
  const db = t.db(who);
  return browserPublish(db, 'rep', fields(who), (tx) =>
    tx.set(doc(db, 'compliance_signoffs/rep'), signoffDoc(input)),
  );
};

async function seedWorld(extra: Record<string, DocumentData> = {}) {
  await t.seed({
    ...northTruckWorld(),
    'users/south-manager': userDoc('south-manager', 'manager', {
      territoryIds: [SOUTH_TERRITORY],
    }),
    ...extra,
  });
}

const storedReport = (who: Persona, status: 'draft' | 'published') =>
  storedNorthTruckReport(ANSWERS, PERSONAS[who].uid, status, 11);

const storedSignoff = {
  reportId: 'rep',
  userId: PERSONAS.manager.uid,
  territoryId: NORTH_TERRITORY,
  inspectorName: actorOf('manager').name,
  inspectorSignature: SIGNATURE,
  managerName: '',
  managerSignature: '',
  startedAt: CREATED_AT,
  endedAt: CREATED_AT,
  durationSeconds: 0,
};

describe('compliance_signoffs: written only by the server with the publish', () => {
  for (const p of [...PUBLISHERS, 'waiting', 'disabled'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} a sign-off, with a browser publish or without`, async () => {
      await seedWorld({ 'compliance_reports/rep': storedReport(p, 'draft') });
      const db = t.db(p);
      await assertFails(publishWithSignoff(p, signoff(p)));
      await assertFails(setDoc(doc(db, 'compliance_signoffs/rep'), signoffDoc(signoff(p))));
      expect(await t.peek('compliance_signoffs/rep')).toBeUndefined();
    });
  }
});

describe('compliance_signoffs: immutable, read like the report', () => {
  const seeded = () =>
    seedWorld({
      'compliance_reports/rep': storedReport('manager', 'published'),
      'compliance_signoffs/rep': storedSignoff,
    });

  for (const p of ['manager', 'superAdmin'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} changing, replacing or deleting a sign-off`, async () => {
      await seeded();
      const ref = doc(t.db(p), 'compliance_signoffs/rep');
      await assertFails(updateDoc(ref, { managerName: 'Changed' }));
      await assertFails(setDoc(ref, { ...storedSignoff, endedAt: serverTimestamp() }));
      await assertFails(deleteDoc(ref));
    });
  }

  for (const p of PUBLISHERS) {
    it(`lets ${PERSONAS[p].who} read the sign-off of a report in scope`, async () => {
      await seeded();
      await assertSucceeds(getDoc(doc(t.db(p), 'compliance_signoffs/rep')));
    });
  }

  it('refuses readers outside the territory, waiting users, and signed-out callers', async () => {
    await seeded();
    const read = (db: Firestore) => getDoc(doc(db, 'compliance_signoffs/rep'));
    await assertFails(read(t.db({ uid: 'south-manager' })));
    await assertFails(read(t.db('waiting')));
    await assertFails(read(t.anonDb()));
  });
});
