/**
 * `error_reports` rules (issue 17): create-only records of failed writes (screen, operation, code,
 * app version, the reporter's uid, no document contents); only the two top roles read them.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { addErrorReport } from '../../src/features/errorReports/api/error-reports';
import { PERSONAS, setupRulesTests, type Persona } from './helpers';

const t = setupRulesTests();

const FIELDS = {
  screen: 'New Order',
  operation: 'The order could not be saved',
  code: 'permission-denied',
  appVersion: '1.3.2',
};
const STORED = {
  'error_reports/e1': {
    ...FIELDS,
    userId: PERSONAS.manager.uid,
    createdAt: Timestamp.now(),
  },
};

describe('error_reports: create', () => {
  for (const p of ['superAdmin', 'franchiseeOwner', 'employee', 'waiting'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} file a report of their own`, async () => {
      await assertSucceeds(addErrorReport(t.db(p), PERSONAS[p].uid, FIELDS));
    });
  }

  it('refuses a signed-out caller', async () => {
    await assertFails(
      addDoc(collection(t.anonDb(), 'error_reports'), {
        ...FIELDS,
        userId: 'nobody',
        createdAt: serverTimestamp(),
      }),
    );
  });

  it("refuses a report in someone else's name", async () => {
    await assertFails(addErrorReport(t.db('manager'), PERSONAS.employee.uid, FIELDS));
  });

  it('refuses document contents or other extra fields', async () => {
    await assertFails(
      addDoc(collection(t.db('manager'), 'error_reports'), {
        ...FIELDS,
        userId: PERSONAS.manager.uid,
        createdAt: serverTimestamp(),
        data: { franchiseeNotes: 'secret' },
      }),
    );
  });

  it('refuses an empty screen or an overlong operation', async () => {
    await assertFails(
      addErrorReport(t.db('manager'), PERSONAS.manager.uid, { ...FIELDS, screen: '' }),
    );
    await assertFails(
      addErrorReport(t.db('manager'), PERSONAS.manager.uid, {
        ...FIELDS,
        operation: 'x'.repeat(101),
      }),
    );
  });
});

describe('error_reports: read, change, delete', () => {
  for (const p of ['superAdmin', 'fulfillment'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} list them`, async () => {
      await t.seed(STORED);
      await assertSucceeds(getDocs(collection(t.db(p), 'error_reports')));
    });
  }

  for (const p of ['franchiseeOwner', 'manager', 'employee'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} reading them, their own included`, async () => {
      await t.seed(STORED);
      await assertFails(getDoc(doc(t.db(p), 'error_reports/e1')));
    });
  }

  it('refuses changing or deleting a report, even for Super Admin', async () => {
    await t.seed(STORED);
    await assertFails(updateDoc(doc(t.db('superAdmin'), 'error_reports/e1'), { code: 'x' }));
    await assertFails(deleteDoc(doc(t.db('superAdmin'), 'error_reports/e1')));
  });
});
