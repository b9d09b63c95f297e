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
import { catalogueIndexSeed } from './compliance-index-fixture';
import { CREATED_AT, NORTH_TERRITORY, PERSONAS, setupRulesTests, type Persona } from './helpers';

/**
 * compliance_reports (firestore.rules, section "compliance_reports"): drafts and published
 * reports, territory scope, serials from counters/complianceReports, and scores that must follow
 * from the stored verdict lists and the catalogue's weight index (issue 10).
 */
const t = setupRulesTests();

const SOUTH_TERRITORY = 'territory-south';
const NORTH_LOC = 'franchise-north-truck';
const SOUTH_LOC = 'franchise-south-truck';
const COUNTER = 'counters/complianceReports';

const TOP: Persona[] = ['superAdmin', 'fulfillment'];
const STAFF: Persona[] = ['franchiseeOwner', 'manager', 'employee'];
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

/** 1199 of 2000 points: 59.95 %. */
const NEAR_SIXTY: ReportQuestion[] = [
  ...Array.from({ length: 59 }, (_, i) => question(`p${i}`, 20, true)),
  question('p59', 19, true),
  ...Array.from({ length: 40 }, (_, i) => question(`f${i}`, 20, false)),
  question('f40', 1, false),
];

/** One question of each weight 1..20 (ids w1..w20), a 7, a 10, a 5 and a dnq one. */
const SINGLES: ReportQuestion[] = [
  ...Array.from({ length: 20 }, (_, i) => question(`w${i + 1}`, i + 1)),
  question('seven', 7),
  question('ten', 10),
  question('five', 5),
  question('dnq', 'dnq'),
];

/** The catalogue of this file: every question id above with its weight. */
const CATALOGUE = [...ANSWERS, ...MANY, ...NEAR_SIXTY, ...SINGLES];

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

/** Territories, locations, the counter and (unless `withIndex` is false) the catalogue index. */
async function seedWorld(extra: Record<string, DocumentData> = {}, withIndex = true) {
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
    ...(withIndex ? catalogueIndexSeed(CATALOGUE) : {}),
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

/**
 * What the rules still score in a browser write: the edit of a published report (publishing is
 * the server's). Seeds `id` published by `who`, then saves `data` over it as the edit form does
 * (serial, author, creation and readers kept).
 */
async function editPublished(who: Persona, id: string, data: DocumentData) {
  await t.seed({ [`compliance_reports/${id}`]: published(who) });
  const edit = { ...data, status: 'published', isDraft: false, serialNo: 7 };
  return updateDoc(reportRef(t.db(who), id), without(edit, 'createdAt', 'readRecipients'));
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

describe('compliance_reports: scores follow the answers', () => {
  const db = () => t.db('manager');
  /** An edit of a published report (drafts' scores are provisional; publishing is the server's). */
  const submit = (id: string, data: DocumentData, who: Persona = 'manager') =>
    editPublished(who, id, data);

  it('accepts the score and result scoreReport gives on a 150-question report: save, edit, read', async () => {
    await seedWorld();
    const many = MANY;
    await assertSucceeds(setDoc(reportRef(db(), 'big'), report('manager', {}, many)));
    const again = without(report('manager', { lowlightNotes: 'More' }, many), 'createdAt');
    await assertSucceeds(updateDoc(reportRef(db(), 'big'), again));
    await assertSucceeds(submit('big-published', report('manager', {}, many)));
    await assertSucceeds(
      updateDoc(reportRef(t.db('employee'), 'big-published'), {
        readRecipients: arrayUnion(PERSONAS.employee.uid),
      }),
    );
  });

  it('counts every weight 1..20 with its own value (passed and failed)', async () => {
    await seedWorld();
    for (let w = 1; w <= 20; w += 1) {
      const passed = [question(`w${w}`, w), question('seven', 7, false)];
      const failed = [question(`w${w}`, w, false), question('seven', 7)];
      await assertSucceeds(submit(`p${w}`, report('manager', {}, passed)));
      await assertSucceeds(submit(`f${w}`, report('manager', {}, failed)));
    }
  });

  it('refuses a forged score', async () => {
    await seedWorld();
    await assertFails(submit('d1', report('manager', { score: 100 })));
    // Rounding beyond one decimal is not tolerated either.
    const honest = report('manager');
    await assertFails(submit('d2', report('manager', { score: honest.score + 0.2 })));
  });

  it('refuses a forged result', async () => {
    await seedWorld();
    const honest = report('manager');
    expect(honest.result).toBe('pass');
    await assertFails(
      submit(
        'd1',
        report('manager', { result: 'fail', resultName: 'Fail', scoreName: honest.scoreName }),
      ),
    );
    await assertFails(submit('d2', report('manager', { resultName: 'Fail' })));
  });

  it('refuses a pass when a dnq question failed, and accepts dnq', async () => {
    await seedWorld();
    const failedDnq = [question('ten', 10), question('dnq', 'dnq', false)];
    const honest = report('manager', {}, failedDnq);
    expect(honest.result).toBe('dnq');
    await assertSucceeds(submit('ok', honest));
    await assertFails(
      submit(
        'forged',
        report('manager', { result: 'pass', resultName: 'Pass', scoreName: '100%' }, failedDnq),
      ),
    );
  });

  it('refuses a manual DNQ on a report that passed (not supported)', async () => {
    await seedWorld();
    await assertFails(
      submit(
        'd1',
        report('superAdmin', { result: 'dnq', resultName: 'DNQ', scoreName: 'DNQ' }),
        'superAdmin',
      ),
    );
  });

  it('scores 0 when nothing weighted applies, and refuses anything else', async () => {
    await seedWorld();
    const nothing = [question('five', 5, true, true), question('dnq', 'dnq')];
    const honest = report('manager', {}, nothing);
    expect(honest.score).toBe(0);
    await assertSucceeds(submit('ok', honest));
    await assertFails(
      submit(
        'forged',
        report(
          'manager',
          { score: 100, scoreName: '100%', result: 'pass', resultName: 'Pass' },
          nothing,
        ),
      ),
    );
  });

  it('refuses verdict entries that are malformed or do not cover every question', async () => {
    await seedWorld();
    const honest = report('manager');
    expect(honest.notApplicable).toEqual(['q4:4']);
    await assertFails(submit('d1', report('manager', { notApplicable: ['q4:25'] })));
    await assertFails(submit('d2', report('manager', { notApplicable: [] })));
    await assertFails(submit('d3', report('manager', { notApplicable: 'q4:4' })));
    await assertSucceeds(submit('ok', honest));
  });
});

describe('compliance_reports: verdicts follow the catalogue (issue 10, hole 1)', () => {
  const submit = (id: string, data: DocumentData, who: Persona = 'manager') =>
    editPublished(who, id, data);

  it('refuses a Pass whose failed list holds a dnq question', async () => {
    await seedWorld();
    const answers = [question('ten', 10), question('dnq', 'dnq', false)];
    // The answers say the dnq question failed; the result is forged to the 100 % it would be
    // without it.
    const forged = report(
      'employee',
      { score: 100, scoreName: '100%', result: 'pass', resultName: 'Pass' },
      answers,
    );
    expect(forged.failed).toEqual(['dnq:dnq']);
    await assertFails(submit('forged', forged));
    await assertSucceeds(submit('honest', report('manager', {}, answers)));
  });

  it('refuses a weight that differs from the catalogue, even when scored consistently', async () => {
    await seedWorld();
    // q3 is a 3 in the catalogue: failing it as a 1 lifts the score from 83.3 % to 93.8 %.
    const lighter = ANSWERS.map((q) => (q.id === 'q3' ? { ...q, weight: 1 } : q));
    const forged = report('manager', {}, lighter);
    expect(forged.failed).toEqual(['q3:1']);
    await assertFails(submit('forged', forged));
    await assertSucceeds(submit('honest', report('manager')));
  });

  it('refuses a question both passed and failed, or listed twice', async () => {
    await seedWorld();
    // q3 (3) failed and passed; q4 dropped from N/A so the three lists still hold 5 entries.
    // Score as the doubled entry would give: 18 of 21 points.
    const both = report('manager', {
      passed: ['q1:10', 'q2:5', 'q5:dnq', 'q3:3'],
      notApplicable: [],
      score: 85.7,
      scoreName: '85.7%',
    });
    await assertFails(submit('both', both));
    const twice = report('manager', {
      passed: ['q1:10', 'q2:5', 'q5:dnq', 'q1:10'],
      notApplicable: [],
    });
    await assertFails(submit('twice', twice));
  });

  it('refuses a question that is not in the catalogue', async () => {
    await seedWorld();
    const ghost = [...ANSWERS.slice(0, 4), question('ghost', 20)];
    await assertFails(submit('ghost', report('manager', {}, ghost)));
  });

  it('refuses an edit when the catalogue index is missing', async () => {
    await seedWorld({}, false);
    await assertFails(submit('no-index', report('manager')));
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

describe('compliance_reports: editing published reports', () => {
  const edit = (p: Persona, overrides: DocumentData = {}) => {
    const rest = without(published('manager', overrides), 'createdAt', 'readRecipients');
    return updateDoc(reportRef(t.db(p), 'pub'), {
      ...rest,
      updatedAt: serverTimestamp(),
      lowlightNotes: 'Updated after review',
    });
  };

  // Edit Compliance Reports holders at the corporate level, and the report's author (issue 10).
  for (const p of ['superAdmin', 'fulfillment', 'manager'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} update a published report (corporate editor or its author)`, async () => {
      await seedWorld({ 'compliance_reports/pub': published('manager') });
      await assertSucceeds(edit(p));
    });
  }

  it('refuses a Franchisee Owner (Edit Compliance Reports) editing a report they did not write', async () => {
    await seedWorld({ 'compliance_reports/pub': published('manager') });
    await assertFails(edit('franchiseeOwner'));
  });

  it('refuses a Manager turning a corporate Fail inspection into a 100 % Pass (issue 10)', async () => {
    const failing = [question('q1', 10, false), question('q2', 5, true)];
    await seedWorld({
      'compliance_reports/pub': published('superAdmin', {}, failing),
    });
    const allPass = [question('q1', 10, true), question('q2', 5, true)];
    const rest = without(published('superAdmin', {}, allPass), 'createdAt', 'readRecipients');
    await assertFails(
      updateDoc(reportRef(t.db('manager'), 'pub'), { ...rest, updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(reportRef(t.db('superAdmin'), 'pub'), { ...rest, updatedAt: serverTimestamp() }),
    );
  });

  it('refuses an Employee (no Edit Compliance Reports) updating a published report', async () => {
    await seedWorld({ 'compliance_reports/pub': published('manager') });
    await assertFails(edit('employee'));
  });

  it('refuses a Manager updating a published report of another territory', async () => {
    await seedWorld({
      'compliance_reports/pub': published('superAdmin', { territoryId: SOUTH_TERRITORY }),
    });
    await assertFails(edit('manager', { territoryId: SOUTH_TERRITORY, userId: 'super-admin' }));
  });

  it('refuses changing serialNo, territoryId or userId of a published report', async () => {
    await seedWorld({ 'compliance_reports/pub': published('manager') });
    await assertFails(edit('superAdmin', { serialNo: 8 }));
    await assertFails(edit('superAdmin', { territoryId: SOUTH_TERRITORY }));
    await assertFails(edit('superAdmin', { userId: PERSONAS.superAdmin.uid }));
  });

  it('refuses a forged score or result on update, and turning it back into a draft', async () => {
    await seedWorld({ 'compliance_reports/pub': published('manager') });
    await assertFails(edit('manager', { score: 100, scoreName: '100%' }));
    await assertFails(edit('manager', { result: 'fail', resultName: 'Fail' }));
    await assertFails(edit('manager', { status: 'draft', isDraft: true }));
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

  it('refuses a Pass for 59.95 % (shown rounded as 60 %): the threshold is on the unrounded score', async () => {
    await seedWorld();
    const answers = NEAR_SIXTY;
    const scored = scoreReport(answers);
    expect(scored).toMatchObject({ score: 60, result: 'fail' });
    const submit = (id: string, overrides: DocumentData) =>
      editPublished('manager', id, report('manager', overrides, answers));
    await assertFails(submit('forged', { result: 'pass', resultName: 'Pass' }));
    await assertSucceeds(submit('honest', {}));
  });
});
