import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { setDnqStatus } from '../../src/features/compliance/reports/api/set-dnq-status';
import { moveCommentsOut } from '../../src/features/compliance/model/reportComments';
import { scoreReport, withoutVerdicts } from '../../src/features/compliance/model/scoring';
import { reportQuestion } from '../../src/testing/reportQuestion';
import {
  actorOf,
  CREATED_AT,
  NORTH_TERRITORY,
  PERSONAS,
  personaDoc,
  setupRulesTests,
  type Persona,
  TOP_PERSONAS as TOP,
  STAFF_PERSONAS as STAFF,
} from './helpers';

/**
 * Manual DNQ status on compliance_reports (firestore.rules setsDnqStatus, issue 16): holders of
 * "Set Compliance Report DNQ Status" set or clear it on a published report with a reason, one
 * history entry per change; nothing else may change with it (the server's edit keeps it).
 */
const t = setupRulesTests();

const SOUTH_TERRITORY = 'territory-south';
const NORTH_LOC = 'franchise-north-truck';
const SOUTH_LOC = 'franchise-south-truck';

const QUESTIONS = [reportQuestion('q1', { question: 'Fridge below 5 °C', weight: 10 })];

function publishedReport(overrides: DocumentData = {}): DocumentData {
  const south = overrides.territoryId === SOUTH_TERRITORY;
  return {
    serialNo: 7,
    userId: PERSONAS.manager.uid,
    franchiseeLocationId: south ? SOUTH_LOC : NORTH_LOC,
    franchiseeLocationType: 'truck',
    franchiseeLocationName: south ? 'South Truck' : 'North Truck',
    franchiseeLocationTypeName: 'Truck',
    territoryId: NORTH_TERRITORY,
    territoryName: south ? 'South' : 'North',
    status: 'published',
    isDraft: false,
    highlightNotes: '',
    lowlightNotes: '',
    ...moveCommentsOut(withoutVerdicts(QUESTIONS)),
    readRecipients: [],
    ...scoreReport(QUESTIONS),
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    updatedAtTimestamp: 1,
    ...overrides,
  };
}

async function seedWorld(extra: Record<string, DocumentData> = {}) {
  await t.seed({
    [`territories/${NORTH_TERRITORY}`]: { name: 'North', userIds: [] },
    [`territories/${SOUTH_TERRITORY}`]: { name: 'South', userIds: [] },
    [`franchise_locations/${NORTH_LOC}`]: {
      territoryId: NORTH_TERRITORY,
      type: 'truck',
      name: 'North Truck',
    },
    [`franchise_locations/${SOUTH_LOC}`]: {
      territoryId: SOUTH_TERRITORY,
      type: 'truck',
      name: 'South Truck',
    },
    'compliance_reports/pub': publishedReport(),
    ...extra,
  });
}

const set = (p: Persona, isDnq = true, reason = 'Pest sighting reported by the health office') =>
  setDnqStatus(t.db(p), 'pub', { isDnq, reason, ...byOf(p) });

function byOf(p: Persona) {
  const { uid, name } = actorOf(p);
  return { by: uid, byName: name };
}

/** A history entry as setDnqStatus writes it, for hand-made (forged) writes. */
function entry(p: Persona, overrides: DocumentData = {}): DocumentData {
  return { isDnq: true, reason: 'Reason', ...byOf(p), at: Timestamp.now(), ...overrides };
}

const rawUpdate = (p: Persona, data: DocumentData) =>
  updateDoc(doc(t.db(p), 'compliance_reports/pub'), {
    updatedAt: serverTimestamp(),
    updatedAtTimestamp: Date.now(),
    ...data,
  });

describe('compliance_reports: manual DNQ status', () => {
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} set DNQ with a reason and clear it again, both kept in the history`, async () => {
      await seedWorld({
        'compliance_reports/south': publishedReport({ territoryId: SOUTH_TERRITORY }),
      });
      await assertSucceeds(set(p, true, '  Pest sighting  '));
      await assertSucceeds(set(p, false, 'Re-inspected, resolved'));
      const stored = await t.peek('compliance_reports/pub');
      expect(stored?.manualDnq).toBe(false);
      expect((stored?.dnqHistory as DocumentData[]).map((e) => [e.isDnq, e.reason, e.by])).toEqual([
        [true, 'Pest sighting', PERSONAS[p].uid],
        [false, 'Re-inspected, resolved', PERSONAS[p].uid],
      ]);
      // Corporate scope: any territory.
      await assertSucceeds(
        setDnqStatus(t.db(p), 'south', { isDnq: true, reason: 'Closed by city', ...byOf(p) }),
      );
    });
  }

  for (const p of STAFF) {
    it(`refuses ${PERSONAS[p].who} (no Set Compliance Report DNQ Status) setting DNQ`, async () => {
      await seedWorld();
      await assertFails(set(p));
    });
  }

  it('lets a Manager granted the permission set DNQ in their territory only', async () => {
    const managerPermissions = personaDoc('manager').permissions as Record<string, DocumentData>;
    await seedWorld({
      [`users/${PERSONAS.manager.uid}`]: {
        ...personaDoc('manager'),
        permissions: {
          ...managerPermissions,
          complianceReports: { ...managerPermissions.complianceReports, setDnqStatus: true },
        },
      },
      'compliance_reports/south': publishedReport({ territoryId: SOUTH_TERRITORY }),
    });
    await assertSucceeds(set('manager'));
    await assertFails(
      setDnqStatus(t.db('manager'), 'south', {
        isDnq: true,
        reason: 'Out of scope',
        ...byOf('manager'),
      }),
    );
  });

  for (const p of ['waiting', 'disabled'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who}`, async () => {
      await seedWorld();
      await assertFails(set(p));
    });
  }

  it('refuses an empty reason, a reason over 1000 characters, and a draft', async () => {
    await seedWorld({
      'compliance_reports/draft': publishedReport({ status: 'draft', isDraft: true, serialNo: 0 }),
    });
    await assertFails(set('superAdmin', true, '   '));
    await assertFails(set('superAdmin', true, 'x'.repeat(1001)));
    await assertSucceeds(set('superAdmin', true, 'x'.repeat(1000)));
    await assertFails(
      setDnqStatus(t.db('superAdmin'), 'draft', {
        isDnq: true,
        reason: 'Draft',
        ...byOf('superAdmin'),
      }),
    );
  });

  it('refuses setting the status it already has, a forged author, a stale stamp or a rewritten history', async () => {
    await seedWorld();
    await assertFails(set('superAdmin', false, 'Already clear'));
    await assertFails(
      rawUpdate('superAdmin', {
        manualDnq: true,
        dnqHistory: [entry('superAdmin', { byName: 'Someone Else' })],
      }),
    );
    await assertFails(
      rawUpdate('superAdmin', { manualDnq: true, dnqHistory: [entry('superAdmin', { by: 'x' })] }),
    );
    await assertFails(
      rawUpdate('superAdmin', {
        manualDnq: true,
        dnqHistory: [entry('superAdmin', { at: Timestamp.fromMillis(Date.now() - 3600_000) })],
      }),
    );
    await assertFails(
      rawUpdate('superAdmin', {
        manualDnq: true,
        dnqHistory: [entry('superAdmin', { isDnq: false })],
      }),
    );
    await assertSucceeds(set('superAdmin'));
    // Dropping the first entry while adding a new one.
    await assertFails(
      rawUpdate('superAdmin', {
        manualDnq: false,
        dnqHistory: [entry('superAdmin', { isDnq: false })],
      }),
    );
  });

  it('refuses changing anything else with the DNQ status', async () => {
    await seedWorld();
    await assertFails(
      rawUpdate('superAdmin', {
        manualDnq: true,
        dnqHistory: [entry('superAdmin')],
        lowlightNotes: 'Sneaked in',
      }),
    );
  });

  it('keeps the DNQ status: no browser edit of the report, no DNQ on new reports', async () => {
    await seedWorld();
    await assertSucceeds(set('superAdmin'));
    // The edit of a published report is the server's since issue 28 (updateComplianceReport
    // keeps the status: tests/functions/compliance-edit.test.ts); a browser's is refused...
    await assertFails(
      rawUpdate('manager', { lowlightNotes: 'Fixed the fridge', updatedAtTimestamp: 5 }),
    );
    // ...and nobody clears the status or rewrites its history apart from setsDnqStatus.
    await assertFails(rawUpdate('manager', { manualDnq: false }));
    await assertFails(rawUpdate('superAdmin', { dnqHistory: [] }));
    await assertFails(
      setDoc(doc(t.db('superAdmin'), 'compliance_reports/new'), {
        ...publishedReport({
          status: 'draft',
          isDraft: true,
          serialNo: 0,
          userId: PERSONAS.superAdmin.uid,
        }),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        manualDnq: true,
      }),
    );
    await assertSucceeds(
      setDoc(doc(t.db('superAdmin'), 'compliance_reports/new'), {
        ...publishedReport({
          status: 'draft',
          isDraft: true,
          serialNo: 0,
          userId: PERSONAS.superAdmin.uid,
        }),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
