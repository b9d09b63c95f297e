import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { publishReportIn } from '../../src/features/compliance/inspection/api/publish-report-transaction';
import { writeSignoff } from '../../src/features/compliance/signoff/api/signoff-doc';
import {
  SIGNATURE_MAX,
  SIGNATURE_PREFIX,
  type SignoffWrite,
} from '../../src/features/compliance/model/signoff';
import type { ReportQuestion } from '../../src/features/compliance/model/types';
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
} from './helpers';

/**
 * compliance_signoffs (firestore.rules "compliance sign-off (issue 16)"): written by the report's
 * author only together with its publish, immutable afterwards, read like the report.
 */
const t = setupRulesTests();

const SOUTH_TERRITORY = 'territory-south';
const TOP: Persona[] = ['superAdmin', 'fulfillment'];
const STAFF: Persona[] = ['franchiseeOwner', 'manager', 'employee'];
const PUBLISHERS: Persona[] = [...TOP, ...STAFF];
const SIGNATURE = `${SIGNATURE_PREFIX}iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==`;
const MINUTE = 60_000;

const ANSWERS: ReportQuestion[] = [reportQuestion('q1')];

const fields = (who: Persona, status: 'draft' | 'published' = 'published') =>
  northTruckReportFields(ANSWERS, PERSONAS[who].uid, status);

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

/** Publishes report `rep` as `who` with the sign-off `input` in the same transaction. */
const publishWithSignoff = (who: Persona, input: SignoffWrite, now?: number) => {
  const db = t.db(who);
  return publishReportIn(db, 'rep', fields(who), (tx) => writeSignoff(db, tx, input, now));
};

async function seedWorld(extra: Record<string, DocumentData> = {}) {
  await t.seed({
    ...northTruckWorld(ANSWERS),
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

describe('compliance_signoffs: written with the publish', () => {
  for (const p of PUBLISHERS) {
    it(`lets ${PERSONAS[p].who} publish a report with its sign-off`, async () => {
      await seedWorld();
      await assertSucceeds(publishWithSignoff(p, signoff(p)));
      const stored = await t.peek('compliance_signoffs/rep');
      expect(stored).toMatchObject({
        inspectorName: actorOf(p).name,
        managerName: 'Mia Manager',
        inspectorSignature: SIGNATURE,
      });
      expect(stored?.durationSeconds).toBeGreaterThanOrEqual(25 * 60 - 5);
    });
  }

  it('accepts a sign-off with no signatures (times only) and one publishing a draft', async () => {
    await seedWorld({ 'compliance_reports/rep': storedReport('manager', 'draft') });
    await assertSucceeds(
      publishWithSignoff(
        'manager',
        signoff('manager', { inspectorSignature: '', managerSignature: '', managerName: '' }),
      ),
    );
    expect(await t.peek('compliance_signoffs/rep')).toMatchObject({ inspectorSignature: '' });
  });

  for (const p of ['waiting', 'disabled'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who}`, async () => {
      await seedWorld();
      await assertFails(publishWithSignoff(p, signoff(p)));
    });
  }

  it('refuses a sign-off written apart from the publish (report already published)', async () => {
    await seedWorld({ 'compliance_reports/rep': storedReport('manager', 'published') });
    const db = t.db('manager');
    await assertFails(runTransaction(db, async (tx) => writeSignoff(db, tx, signoff('manager'))));
  });

  it('refuses a sign-off in the name of someone else, or for another author', async () => {
    await seedWorld();
    await assertFails(
      publishWithSignoff('manager', signoff('manager', { inspectorName: 'Somebody Else' })),
    );
    await assertFails(
      publishWithSignoff(
        'manager',
        signoff('manager', {
          userId: PERSONAS.employee.uid,
          inspectorName: actorOf('employee').name,
        }),
      ),
    );
    await assertFails(publishWithSignoff('manager', signoff('manager', { territoryId: 'other' })));
  });

  it('refuses oversized or non-PNG signatures and a manager signature without a name', async () => {
    await seedWorld();
    const huge = SIGNATURE_PREFIX + 'A'.repeat(SIGNATURE_MAX + 1 - SIGNATURE_PREFIX.length);
    await assertFails(
      publishWithSignoff('manager', signoff('manager', { inspectorSignature: huge })),
    );
    await assertFails(
      publishWithSignoff(
        'manager',
        signoff('manager', { managerSignature: SIGNATURE.replace('png', 'svg+xml') }),
      ),
    );
    await assertFails(publishWithSignoff('manager', signoff('manager', { managerName: ' ' })));
    // The largest accepted size passes.
    const largest = SIGNATURE_PREFIX + 'A'.repeat(SIGNATURE_MAX - SIGNATURE_PREFIX.length);
    await assertSucceeds(
      publishWithSignoff('manager', signoff('manager', { inspectorSignature: largest })),
    );
  });

  it('refuses a duration that does not match the start and a start in the future', async () => {
    await seedWorld();
    const start = Date.now() - 25 * MINUTE;
    await assertFails(
      publishWithSignoff('manager', signoff('manager', { startedAt: start }), start + 5 * MINUTE),
    );
    await assertFails(
      publishWithSignoff('manager', signoff('manager', { startedAt: Date.now() + 10 * MINUTE })),
    );
  });

  it('refuses an end time that is not the server time of the publish', async () => {
    await seedWorld();
    const db = t.db('manager');
    await assertFails(
      publishReportIn(db, 'rep', fields('manager'), (tx) =>
        tx.set(doc(db, 'compliance_signoffs/rep'), {
          ...storedSignoff,
          startedAt: Timestamp.fromMillis(Date.now() - MINUTE),
          endedAt: Timestamp.fromMillis(Date.now()),
          durationSeconds: 60,
        }),
      ),
    );
  });
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
