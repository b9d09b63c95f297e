import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { moveCommentsOut } from '../../src/features/compliance/model/reportComments';
import { scoreReport, withoutVerdicts } from '../../src/features/compliance/model/scoring';
import type { QuestionWeight, ReportQuestion } from '../../src/features/compliance/model/types';
import {
  CREATED_AT,
  NORTH_TERRITORY,
  PERSONAS,
  setupRulesTests,
  type Persona,
  TOP_PERSONAS as TOP,
  STAFF_PERSONAS as STAFF,
} from './helpers';

/**
 * compliance_reports (firestore.rules, section "compliance_reports"): drafts and published
 * reports, territory scope, and what browsers may no longer write since the server publishes a
 * report and saves the edit of a published one, scoring it against the catalogue (issue 28):
 * a published report's answers, score or serial.
 */
const t = setupRulesTests();

const SOUTH_TERRITORY = 'territory-south';
const NORTH_LOC = 'franchise-north-truck';
const SOUTH_LOC = 'franchise-south-truck';
const COUNTER = 'counters/complianceReports';

const ROLES: Persona[] = [...TOP, ...STAFF];
const INACTIVE: Persona[] = ['waiting', 'disabled'];

/** A copy of `data` without `keys`. */
function without<T extends Record<string, unknown>>(data: T, ...keys: string[]): T {
  const copy = { ...data };
  for (const key of keys) delete copy[key];
  return copy;
}

const reports = (db: Firestore) => collection(db, 'compliance_reports');
const reportRef = (db: Firestore, id: string) => doc(db, 'compliance_reports', id);

function question(id: string, weight: QuestionWeight, pass = true, na = false): ReportQuestion {
  return {
    id,
    question: `Question ${id}`,
    type: 'truck',
    typeName: 'Truck',
    weight,
    order: 1,
    sectionId: 'section-1',
    sectionName: 'Food Safety',
    section: 1,
    pass,
    isNotApplicable: na,
    comment: '',
    images: [],
  };
}

/** A small answered form: 10 + 5 passed, 3 failed, one N/A, one dnq passed. */
const ANSWERS: ReportQuestion[] = [
  question('q1', 10),
  question('q2', 5),
  question('q3', 3, false),
  question('q4', 4, true, true),
  question('q5', 'dnq'),
];

/** Many questions of every weight (ids m0..m149), for the large report. */
const MANY: ReportQuestion[] = Array.from({ length: 150 }, (_, i) =>
  question(`m${i}`, i % 21 === 20 ? 'dnq' : (i % 20) + 1, i % 7 !== 0, i % 11 === 0),
);

/** The stored report as the form writes it; `createdAt`/`updatedAt` are server stamps. */
function report(
  who: Persona,
  overrides: DocumentData = {},
  questions: ReportQuestion[] = ANSWERS,
): DocumentData {
  const south = overrides.territoryId === SOUTH_TERRITORY;
  const { score, scoreName, result, resultName, passed, failed, notApplicable } =
    scoreReport(questions);
  return {
    serialNo: 0,
    userId: PERSONAS[who].uid,
    franchiseeLocationId: south ? SOUTH_LOC : NORTH_LOC,
    franchiseeLocationType: 'truck',
    franchiseeLocationName: south ? 'South Truck' : 'North Truck',
    franchiseeLocationTypeName: 'Truck',
    territoryId: NORTH_TERRITORY,
    territoryName: south ? 'South' : 'North',
    status: 'draft',
    isDraft: true,
    highlightNotes: 'Clean window',
    lowlightNotes: '',
    ...moveCommentsOut(withoutVerdicts(questions)),
    readRecipients: [],
    score,
    scoreName,
    result,
    resultName,
    passed,
    failed,
    notApplicable,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    updatedAtTimestamp: Date.now(),
    ...overrides,
  };
}

/** A report already stored (seeded with rules off): stamps are fixed timestamps. */
function stored(
  who: Persona,
  overrides: DocumentData = {},
  questions: ReportQuestion[] = ANSWERS,
): DocumentData {
  return report(who, { createdAt: CREATED_AT, updatedAt: CREATED_AT, ...overrides }, questions);
}

const published = (who: Persona, overrides: DocumentData = {}, questions = ANSWERS) =>
  stored(who, { status: 'published', isDraft: false, serialNo: 7, ...overrides }, questions);

/** Territories, locations and the counter. */
async function seedWorld(extra: Record<string, DocumentData> = {}) {
  await t.seed({
    [`territories/${NORTH_TERRITORY}`]: { name: 'North', userIds: [PERSONAS.franchiseeOwner.uid] },
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
    [COUNTER]: { value: 10 },
    ...extra,
  });
}

/**
 * What a browser publish did before the server took it over (publishComplianceReport): advance
 * the counter and write the report with that serial, atomically. Every role is refused now.
 */
function publishWithSerial(db: Firestore, id: string, data: (serial: number) => DocumentData) {
  return runTransaction(db, async (tx) => {
    const counter = doc(db, COUNTER);
    const snap = await tx.get(counter);
    const serial = snap.exists() ? (snap.get('value') as number) + 1 : 1;
    if (snap.exists())
      tx.update(counter, { value: serial, reportId: id, updatedAt: serverTimestamp() });
    else tx.set(counter, { value: serial, reportId: id, createdAt: serverTimestamp() });
    tx.set(reportRef(db, id), data(serial));
    return serial;
  });
}

describe('compliance_reports: reading', () => {
  for (const p of ROLES) {
    const who = PERSONAS[p].who;
    it(`lets ${who} read a published report and a draft of their territory`, async () => {
      await seedWorld({
        'compliance_reports/pub': published('manager'),
        'compliance_reports/draft': stored('manager'),
      });
      await assertSucceeds(getDoc(reportRef(t.db(p), 'pub')));
      await assertSucceeds(getDoc(reportRef(t.db(p), 'draft')));
    });
  }

  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} read reports of any territory`, async () => {
      await seedWorld({
        'compliance_reports/south': published('superAdmin', { territoryId: SOUTH_TERRITORY }),
      });
      await assertSucceeds(getDoc(reportRef(t.db(p), 'south')));
      await assertSucceeds(getDocs(query(reports(t.db(p)), where('status', '==', 'published'))));
    });
  }

  for (const p of STAFF) {
    it(`refuses ${PERSONAS[p].who} a report or draft of another territory`, async () => {
      await seedWorld({
        'compliance_reports/south': published('superAdmin', { territoryId: SOUTH_TERRITORY }),
        'compliance_reports/southDraft': stored('superAdmin', { territoryId: SOUTH_TERRITORY }),
      });
      await assertFails(getDoc(reportRef(t.db(p), 'south')));
      await assertFails(getDoc(reportRef(t.db(p), 'southDraft')));
    });

    it(`refuses ${PERSONAS[p].who} a list query not limited to their territory`, async () => {
      await seedWorld({ 'compliance_reports/pub': published('manager') });
      await assertFails(getDocs(query(reports(t.db(p)), where('status', '==', 'published'))));
    });
  }

  for (const p of ['manager', 'employee'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} list published reports with territoryId in [their territories]`, async () => {
      await seedWorld({ 'compliance_reports/pub': published('manager') });
      const q = query(
        reports(t.db(p)),
        where('status', '==', 'published'),
        where('territoryId', 'in', [NORTH_TERRITORY]),
      );
      expect((await assertSucceeds(getDocs(q))).size).toBe(1);
    });
  }

  it('lets a Franchisee Owner list drafts of one territory (territoryId ==)', async () => {
    await seedWorld({ 'compliance_reports/draft': stored('franchiseeOwner') });
    const q = query(
      reports(t.db('franchiseeOwner')),
      where('status', '==', 'draft'),
      where('territoryId', '==', NORTH_TERRITORY),
    );
    expect((await assertSucceeds(getDocs(q))).size).toBe(1);
  });

  for (const p of INACTIVE) {
    it(`refuses ${PERSONAS[p].who} any report`, async () => {
      await seedWorld({ 'compliance_reports/pub': published('manager') });
      await assertFails(getDoc(reportRef(t.db(p), 'pub')));
    });
  }

  it('refuses a signed-out caller any report', async () => {
    await seedWorld({ 'compliance_reports/pub': published('manager') });
    await assertFails(getDoc(reportRef(t.anonDb(), 'pub')));
  });
});

describe('compliance_reports: drafts', () => {
  for (const p of ROLES) {
    const who = PERSONAS[p].who;
    it(`lets ${who} save a draft for their territory and save it again`, async () => {
      await seedWorld();
      const db = t.db(p);
      await assertSucceeds(setDoc(reportRef(db, 'd1'), report(p)));
      const again = without(report(p, { lowlightNotes: 'Restock gloves' }), 'createdAt');
      await assertSucceeds(updateDoc(reportRef(db, 'd1'), again));
    });
  }

  for (const p of STAFF) {
    it(`refuses ${PERSONAS[p].who} a draft for another territory`, async () => {
      await seedWorld();
      await assertFails(
        setDoc(reportRef(t.db(p), 'd1'), report(p, { territoryId: SOUTH_TERRITORY })),
      );
    });
  }

  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} draft a report for any territory`, async () => {
      await seedWorld();
      await assertSucceeds(
        setDoc(reportRef(t.db(p), 'd1'), report(p, { territoryId: SOUTH_TERRITORY })),
      );
    });
  }

  for (const p of INACTIVE) {
    it(`refuses ${PERSONAS[p].who} saving a draft`, async () => {
      await seedWorld();
      await assertFails(setDoc(reportRef(t.db(p), 'd1'), report(p)));
    });
  }

  it('refuses a draft written in someone else’s name', async () => {
    await seedWorld();
    await assertFails(setDoc(reportRef(t.db('manager'), 'd1'), report('employee')));
  });

  it('refuses a draft with a serial number', async () => {
    await seedWorld();
    await assertFails(setDoc(reportRef(t.db('manager'), 'd1'), report('manager', { serialNo: 5 })));
  });

  it('refuses a draft whose location is not in its territory or not of its type', async () => {
    await seedWorld();
    const db = t.db('superAdmin');
    await assertFails(
      setDoc(reportRef(db, 'd1'), report('superAdmin', { franchiseeLocationId: SOUTH_LOC })),
    );
    await assertFails(
      setDoc(reportRef(db, 'd2'), report('superAdmin', { franchiseeLocationType: 'restaurant' })),
    );
  });

  it('refuses a draft with missing, extra or mistyped fields', async () => {
    await seedWorld();
    const db = t.db('manager');
    const missing = without(report('manager'), 'highlightNotes');
    await assertFails(setDoc(reportRef(db, 'a'), missing));
    await assertFails(setDoc(reportRef(db, 'b'), report('manager', { hacked: true })));
    await assertFails(setDoc(reportRef(db, 'c'), report('manager', { questions: 'none' })));
    await assertFails(
      setDoc(reportRef(db, 'd'), report('manager', { highlightNotes: 'x'.repeat(5001) })),
    );
    await assertFails(setDoc(reportRef(db, 'e'), report('manager', { isDraft: false })));
  });

  it('refuses a Manager taking over or rewriting a draft another user started (issue 10)', async () => {
    await seedWorld({ 'compliance_reports/d1': stored('employee') });
    const mine = without(report('manager'), 'createdAt');
    await assertFails(updateDoc(reportRef(t.db('manager'), 'd1'), mine));
    const theirs = without(report('employee'), 'createdAt');
    await assertFails(updateDoc(reportRef(t.db('manager'), 'd1'), theirs));
    await assertSucceeds(updateDoc(reportRef(t.db('employee'), 'd1'), theirs));
  });

  it('refuses moving a draft to another territory or location', async () => {
    await seedWorld({ 'compliance_reports/d1': stored('superAdmin') });
    const moved = without(report('superAdmin', { territoryId: SOUTH_TERRITORY }), 'createdAt');
    await assertFails(updateDoc(reportRef(t.db('superAdmin'), 'd1'), moved));
  });
});

describe('compliance_reports: a report of 150 questions', () => {
  it('saves and re-saves a 150-question draft, and a reader marks a published one read', async () => {
    const db = t.db('manager');
    await seedWorld({ 'compliance_reports/big-published': published('manager', {}, MANY) });
    await assertSucceeds(setDoc(reportRef(db, 'big'), report('manager', {}, MANY)));
    const again = without(report('manager', { lowlightNotes: 'More' }, MANY), 'createdAt');
    await assertSucceeds(updateDoc(reportRef(db, 'big'), again));
    await assertSucceeds(
      updateDoc(reportRef(t.db('employee'), 'big-published'), {
        readRecipients: arrayUnion(PERSONAS.employee.uid),
      }),
    );
  });
});

describe('compliance_reports: browsers cannot publish (the server does: publishComplianceReport)', () => {
  for (const p of [...ROLES, ...INACTIVE]) {
    it(`refuses ${PERSONAS[p].who} publishing their draft or submitting a new report`, async () => {
      await seedWorld({ 'compliance_reports/d1': stored(p) });
      await assertFails(
        publishWithSerial(t.db(p), 'd1', (serialNo) =>
          report(p, { status: 'published', isDraft: false, serialNo }),
        ),
      );
      await assertFails(
        publishWithSerial(t.db(p), 'r1', (serialNo) =>
          report(p, { status: 'published', isDraft: false, serialNo }),
        ),
      );
      // Nor the report alone, without the counter.
      await assertFails(
        updateDoc(
          reportRef(t.db(p), 'd1'),
          without(report(p, { status: 'published', isDraft: false, serialNo: 11 }), 'createdAt'),
        ),
      );
      expect((await t.peek('compliance_reports/d1'))?.status).toBe('draft');
      expect((await t.peek(COUNTER))?.value).toBe(10);
    });
  }
});

describe('compliance_reports: browsers cannot edit a published report (the server does: updateComplianceReport)', () => {
  /** The edit form's save before issue 28: the whole report over report `id` by `author`. */
  const edit = (p: Persona, id: string, author: Persona, overrides: DocumentData = {}) => {
    const rest = without(published(author, overrides), 'createdAt', 'readRecipients');
    return updateDoc(reportRef(t.db(p), id), {
      ...rest,
      updatedAt: serverTimestamp(),
      lowlightNotes: 'Updated after review',
    });
  };

  // Who edited before (corporate editors, the author) and who never could: all refused now.
  for (const p of [...ROLES, ...INACTIVE]) {
    it(`refuses ${PERSONAS[p].who} saving an edit of a published report, their own or not`, async () => {
      await seedWorld({
        'compliance_reports/pub': published('manager'),
        'compliance_reports/own': published(p),
      });
      await assertFails(edit(p, 'pub', 'manager'));
      await assertFails(edit(p, 'own', p));
      await assertFails(edit(p, 'own', p, { score: 100, scoreName: '100%' }));
      await assertFails(edit(p, 'own', p, { status: 'draft', isDraft: true, serialNo: 0 }));
      expect((await t.peek('compliance_reports/own'))?.lowlightNotes).toBe('');
    });
  }

  it('refuses a Manager turning a corporate Fail inspection into a 100 % Pass (issue 10)', async () => {
    const failing = [question('q1', 10, false), question('q2', 5, true)];
    await seedWorld({ 'compliance_reports/pub': published('superAdmin', {}, failing) });
    const allPass = [question('q1', 10, true), question('q2', 5, true)];
    const rest = without(published('superAdmin', {}, allPass), 'createdAt', 'readRecipients');
    for (const p of ['manager', 'superAdmin'] as Persona[]) {
      await assertFails(
        updateDoc(reportRef(t.db(p), 'pub'), { ...rest, updatedAt: serverTimestamp() }),
      );
    }
    expect((await t.peek('compliance_reports/pub'))?.result).toBe('fail');
  });

  for (const p of ROLES) {
    it(`lets ${PERSONAS[p].who} mark a report read with their own uid only`, async () => {
      await seedWorld({ 'compliance_reports/pub': published('manager') });
      const db = t.db(p);
      await assertFails(updateDoc(reportRef(db, 'pub'), { readRecipients: arrayUnion('someone') }));
      await assertSucceeds(
        updateDoc(reportRef(db, 'pub'), { readRecipients: arrayUnion(PERSONAS[p].uid) }),
      );
    });
  }

  it('refuses marking a report of another territory read', async () => {
    await seedWorld({
      'compliance_reports/pub': published('superAdmin', { territoryId: SOUTH_TERRITORY }),
    });
    await assertFails(
      updateDoc(reportRef(t.db('manager'), 'pub'), {
        readRecipients: arrayUnion(PERSONAS.manager.uid),
      }),
    );
  });
});

describe('compliance_reports: deleting', () => {
  for (const p of ROLES) {
    it(`lets ${PERSONAS[p].who} delete their own draft`, async () => {
      await seedWorld({ 'compliance_reports/d1': stored(p) });
      await assertSucceeds(deleteDoc(reportRef(t.db(p), 'd1')));
    });
  }

  for (const p of STAFF) {
    it(`refuses ${PERSONAS[p].who} deleting a Super Admin's in-progress draft (issue 10)`, async () => {
      await seedWorld({ 'compliance_reports/d1': stored('superAdmin') });
      await assertFails(deleteDoc(reportRef(t.db(p), 'd1')));
      const overwrite = without(report(p), 'createdAt');
      await assertFails(updateDoc(reportRef(t.db(p), 'd1'), overwrite));
    });
  }

  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} clear someone else's draft`, async () => {
      await seedWorld({ 'compliance_reports/d1': stored('manager') });
      await assertSucceeds(deleteDoc(reportRef(t.db(p), 'd1')));
    });

    it(`lets ${PERSONAS[p].who} delete a published report`, async () => {
      await seedWorld({ 'compliance_reports/pub': published('manager') });
      await assertSucceeds(deleteDoc(reportRef(t.db(p), 'pub')));
    });
  }

  for (const p of STAFF) {
    it(`refuses ${PERSONAS[p].who} deleting a published report (no Delete Compliance Reports)`, async () => {
      await seedWorld({ 'compliance_reports/pub': published('manager') });
      await assertFails(deleteDoc(reportRef(t.db(p), 'pub')));
    });

    it(`refuses ${PERSONAS[p].who} deleting a draft of another territory`, async () => {
      await seedWorld({
        'compliance_reports/d1': stored('superAdmin', { territoryId: SOUTH_TERRITORY }),
      });
      await assertFails(deleteDoc(reportRef(t.db(p), 'd1')));
    });
  }

  for (const p of INACTIVE) {
    it(`refuses ${PERSONAS[p].who} deleting a draft`, async () => {
      await seedWorld({ 'compliance_reports/d1': stored('manager') });
      await assertFails(deleteDoc(reportRef(t.db(p), 'd1')));
    });
  }
});

// storage.rules for compliance photos: tests/rules/storage.test.ts (Storage emulator) and
// storage-static.test.ts (here).

describe('compliance_reports: holes closed by issue 10', () => {
  it('refuses a report copying another location or territory name', async () => {
    await seedWorld();
    const db = t.db('manager');
    await assertFails(
      setDoc(reportRef(db, 'a'), report('manager', { franchiseeLocationName: 'Gulf Shore Grill' })),
    );
    await assertFails(
      setDoc(reportRef(db, 'b'), report('manager', { territoryName: 'Gulf Shore' })),
    );
    await assertSucceeds(setDoc(reportRef(db, 'c'), report('manager')));
  });

  it('refuses re-saving a draft with a forged location name', async () => {
    await seedWorld({ 'compliance_reports/d1': stored('manager') });
    const forged = without(report('manager', { franchiseeLocationName: 'Elsewhere' }), 'createdAt');
    await assertFails(updateDoc(reportRef(t.db('manager'), 'd1'), forged));
  });
});
