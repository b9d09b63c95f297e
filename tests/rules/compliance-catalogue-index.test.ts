import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  createQuestionIn,
  deleteQuestionIn,
  updateQuestionIn,
} from '../../src/features/compliance/catalogue/api/question-writes';
import { reportFields } from '../../src/features/compliance/inspection/model/reportDoc';
import { withQuestion } from '../../src/features/compliance/model/catalogueIndex';
import type { ReportQuestion } from '../../src/features/compliance/model/types';
import { browserPublish } from './compliance-browser-publish';
import { CATALOGUE_INDEX, catalogueIndexSeed } from './compliance-index-fixture';
import { CREATED_AT, NORTH_TERRITORY, PERSONAS, setupRulesTests, type Persona } from './helpers';

/**
 * compliance_catalogue_index/weights (issue 10, hole 1): the catalogue's weight index that
 * published reports are scored against. It moves only together with the question it describes
 * (both sides checked), only by catalogue keepers, and a draft opened before a weight changed is
 * published with the new weight.
 */
const t = setupRulesTests();

const QUESTIONS = 'compliance_report_questions';
const NORTH_LOC = 'franchise-north-truck';
const questionRef = (db: Firestore, id: string) => doc(db, QUESTIONS, id);
const indexRef = (db: Firestore) => doc(db, CATALOGUE_INDEX);

const storedQuestion = (weight: number | 'dnq'): DocumentData => ({
  type: 'truck',
  sectionId: 'food',
  weight,
  question: 'Fish is held at 41 °F or below',
  order: 1,
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
});

const VALUES = { type: 'truck' as const, sectionId: 'food', question: 'Cold holding' };

/** Section food, questions q1 (weight 5) and q2 (dnq), and their index. */
async function seedCatalogue(extra: Record<string, DocumentData> = {}) {
  await t.seed({
    'compliance_report_sections/food': {
      name: 'Food Safety',
      nameLower: 'food safety',
      orderInRestaurant: 1,
      orderInTruck: 1,
      updatedAtTimestamp: 1,
      createdAt: CREATED_AT,
      updatedAt: CREATED_AT,
    },
    [`${QUESTIONS}/q1`]: storedQuestion(5),
    [`${QUESTIONS}/q2`]: storedQuestion('dnq'),
    ...catalogueIndexSeed([
      { id: 'q1', weight: 5 },
      { id: 'q2', weight: 'dnq' },
    ]),
    ...extra,
  });
}

const SEEDED = { all: ['q1:5', 'q2:dnq'] };

/** An index write of `index` (plus the server stamp) by `db`. */
const writeIndex = (db: Firestore, index: DocumentData) =>
  setDoc(indexRef(db), { ...index, updatedAt: serverTimestamp() });

describe('compliance catalogue index: reading', () => {
  for (const p of ['superAdmin', 'manager', 'employee'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} read the index (the form scores with it)`, async () => {
      await seedCatalogue();
      await assertSucceeds(getDoc(indexRef(t.db(p))));
    });
  }
  for (const p of ['waiting', 'disabled'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} the index`, async () => {
      await seedCatalogue();
      await assertFails(getDoc(indexRef(t.db(p))));
    });
  }
});

describe('compliance catalogue index: kept in step with the questions', () => {
  it('refuses a question created, re-weighted or deleted without its index update', async () => {
    await seedCatalogue();
    const db = t.db('superAdmin');
    await assertFails(
      setDoc(questionRef(db, 'q3'), {
        ...storedQuestion(7),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(questionRef(db, 'q1'), { weight: 9, updatedAt: serverTimestamp() }),
    );
    await assertFails(deleteDoc(questionRef(db, 'q1')));
    // The same three through the app's writes (question and index in one transaction).
    await assertSucceeds(createQuestionIn(db, 'q3', { ...VALUES, weight: 7 }, 2));
    await assertSucceeds(updateQuestionIn(db, 'q1', { ...VALUES, weight: 9 }, null));
    await assertSucceeds(deleteQuestionIn(db, 'q2'));
    expect((await t.peek(CATALOGUE_INDEX))?.all).toEqual(['q3:7', 'q1:9']);
  });

  it('lets a reorder (weight unchanged) through without touching the index', async () => {
    await seedCatalogue();
    await assertSucceeds(
      updateDoc(questionRef(t.db('fulfillment'), 'q1'), { order: 4, updatedAt: serverTimestamp() }),
    );
  });

  it('refuses a re-weighted question whose old entry stays in the index', async () => {
    await seedCatalogue();
    const db = t.db('superAdmin');
    const batch = writeBatch(db);
    batch.update(questionRef(db, 'q1'), { weight: 9, updatedAt: serverTimestamp() });
    // q1:5 kept and q1:9 added: a report could pick either weight.
    batch.set(indexRef(db), {
      all: ['q1:5', 'q2:dnq', 'q1:9'],
      bit1: ['q1:5', 'q1:9'],
      bit2: [],
      bit4: ['q1:5'],
      bit8: ['q1:9'],
      bit16: [],
      dnq: ['q2:dnq'],
      updatedAt: serverTimestamp(),
    });
    await assertFails(batch.commit());
  });

  it('refuses an index entry whose question does not have that weight', async () => {
    await seedCatalogue();
    const db = t.db('superAdmin');
    await assertFails(writeIndex(db, withQuestion(SEEDED, 'q1', 20)));
    await assertFails(writeIndex(db, withQuestion(SEEDED, 'ghost', 20)));
  });

  it('refuses an index whose bit lists do not follow the weights', async () => {
    await seedCatalogue();
    const db = t.db('superAdmin');
    const honest = withQuestion(SEEDED, 'q3', 7);
    const batchWith = (index: DocumentData) => {
      const batch = writeBatch(db);
      batch.set(questionRef(db, 'q3'), {
        ...storedQuestion(7),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      batch.set(indexRef(db), { ...index, updatedAt: serverTimestamp() });
      return batch.commit();
    };
    // 7 = 1 + 2 + 4: claiming 16 as well would count it as 23.
    await assertFails(batchWith({ ...honest, bit16: ['q3:7'] }));
    await assertFails(batchWith({ ...honest, bit4: [] }));
    // q1 (5) moved into bit8 on the side: lists may change only by the entry written.
    await assertFails(batchWith({ ...honest, bit8: ['q1:5'] }));
    await assertFails(batchWith({ ...honest, dnq: [] }));
    await assertSucceeds(batchWith(honest));
  });

  it('refuses two entries added at once, and an unknown field', async () => {
    await seedCatalogue({ [`${QUESTIONS}/q3`]: storedQuestion(3) });
    const db = t.db('superAdmin');
    const both = withQuestion(withQuestion(SEEDED, 'q3', 3), 'q4', 3);
    await assertFails(writeIndex(db, both));
    await assertFails(writeIndex(db, { ...withQuestion(SEEDED, 'q3', 3), note: 'x' }));
    await assertSucceeds(writeIndex(db, withQuestion(SEEDED, 'q3', 3)));
  });

  for (const p of ['franchiseeOwner', 'manager', 'employee', 'disabled'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} writing the index, even a valid one`, async () => {
      await seedCatalogue({ [`${QUESTIONS}/q3`]: storedQuestion(3) });
      await assertFails(writeIndex(t.db(p), withQuestion(SEEDED, 'q3', 3)));
      await assertFails(deleteDoc(indexRef(t.db(p))));
    });
  }

  it('refuses deleting the index, even for a Super Admin', async () => {
    await seedCatalogue();
    await assertFails(deleteDoc(indexRef(t.db('superAdmin'))));
  });
});

describe('compliance catalogue index: a draft opened before a weight changed', () => {
  const question = (id: string, weight: number | 'dnq', pass: boolean): ReportQuestion => ({
    id,
    question: `Question ${id}`,
    type: 'truck',
    typeName: 'Truck',
    weight,
    order: 1,
    sectionId: 'food',
    sectionName: 'Food Safety',
    section: 1,
    pass,
    isNotApplicable: false,
    comment: '',
    images: [],
  });

  it('is never published by a browser, with the weights of the moment or stale ones', async () => {
    await seedCatalogue({
      [`territories/${NORTH_TERRITORY}`]: { name: 'North', userIds: [] },
      [`franchise_locations/${NORTH_LOC}`]: {
        name: 'North Truck',
        territoryId: NORTH_TERRITORY,
        type: 'truck',
      },
      [`${QUESTIONS}/q3`]: storedQuestion(5),
      'counters/complianceReports': { value: 3 },
    });
    await t.seed(
      catalogueIndexSeed([
        { id: 'q1', weight: 5 },
        { id: 'q2', weight: 'dnq' },
        { id: 'q3', weight: 5 },
      ]),
    );
    // The form opened with q1 5 (passed) and q3 5 (failed): 50 %, Fail.
    const draft = reportFields(
      {
        questions: [question('q1', 5, true), question('q2', 'dnq', true), question('q3', 5, false)],
        highlightNotes: '',
        lowlightNotes: '',
      },
      {
        id: NORTH_LOC,
        name: 'North Truck',
        type: 'truck',
        territoryId: NORTH_TERRITORY,
        territoryName: 'North',
      },
      PERSONAS.superAdmin.uid,
      'published',
      0,
    );
    expect(draft).toMatchObject({ score: 50, result: 'fail' });
    // Meanwhile q1 became a 15. The server publishes with the weights of the moment
    // (publishComplianceReport, tests/functions/compliance-publish.test.ts); a browser publish is
    // refused whatever the weights.
    await updateQuestionIn(t.db('superAdmin'), 'q1', { ...VALUES, weight: 15 }, null);
    await assertFails(browserPublish(t.db('superAdmin'), 'r1', draft));
    expect(await t.peek('compliance_reports/r1')).toBeUndefined();
    // Published as it was (the old weight) with the next serial, the rules refuse it.
    const db = t.db('superAdmin');
    const stale = runTransaction(db, async (tx) => {
      const counter = doc(db, 'counters/complianceReports');
      tx.update(counter, { value: 5, reportId: 'r2', updatedAt: serverTimestamp() });
      tx.set(doc(db, 'compliance_reports/r2'), {
        ...draft,
        serialNo: 5,
        readRecipients: [],
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
    });
    await assertFails(stale);
  });
});
