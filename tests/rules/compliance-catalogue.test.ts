import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  createQuestionIn,
  updateQuestionIn,
} from '../../src/features/compliance/catalogue/api/question-writes';
import { deleteQuestion } from '../../src/features/compliance/catalogue/api/delete-question';
import {
  CREATED_AT,
  longString,
  PERSONAS,
  setupRulesTests,
  userDoc,
  type Persona,
  TOP_PERSONAS as TOP,
} from './helpers';

/**
 * compliance_report_sections and compliance_report_questions: read by everyone who works with
 * compliance reports (the form is built from them), written only with complianceQuestions.*.
 */
const t = setupRulesTests();

const SECTIONS = 'compliance_report_sections';
const QUESTIONS = 'compliance_report_questions';
const READ_ONLY: Persona[] = ['franchiseeOwner', 'manager', 'employee'];
const INACTIVE: Persona[] = ['waiting', 'disabled'];

const storedSection = (name: string, order: number): DocumentData => ({
  name,
  nameLower: name.toLowerCase(),
  orderInRestaurant: order,
  orderInTruck: 10 - order,
  updatedAtTimestamp: 1_780_000_000_000 + order,
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
});

const storedQuestion = (sectionId: string, order: number): DocumentData => ({
  type: 'truck',
  sectionId,
  weight: 5,
  question: `Question ${order}`,
  order,
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
});

async function seedCatalogue() {
  await t.seed({
    [`${SECTIONS}/food`]: storedSection('Food Safety', 1),
    [`${SECTIONS}/cold`]: storedSection('Cold Storage', 2),
    [`${QUESTIONS}/q1`]: storedQuestion('food', 1),
    [`${QUESTIONS}/q2`]: storedQuestion('food', 2),
    [`${QUESTIONS}/q3`]: storedQuestion('cold', 1),
  });
}

/** What create-section.ts writes. */
const newSection = (overrides: DocumentData = {}): DocumentData => ({
  name: 'Equipment',
  nameLower: 'equipment',
  orderInRestaurant: 3,
  orderInTruck: 3,
  updatedAtTimestamp: Date.now(),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

/** What create-question.ts writes. */
const newQuestion = (overrides: DocumentData = {}): DocumentData => ({
  type: 'restaurant',
  sectionId: 'food',
  weight: 20,
  question: 'Fish is held at 41 °F or below',
  order: 3,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

const withoutUndefined = (data: DocumentData) =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

const sectionRef = (db: Firestore, id: string) => doc(db, SECTIONS, id);
const questionRef = (db: Firestore, id: string) => doc(db, QUESTIONS, id);

describe('compliance catalogue: reading', () => {
  for (const p of [...TOP, ...READ_ONLY]) {
    it(`lets ${PERSONAS[p].who} read sections and questions`, async () => {
      await seedCatalogue();
      const db = t.db(p);
      await assertSucceeds(getDocs(collection(db, SECTIONS)));
      await assertSucceeds(getDoc(sectionRef(db, 'food')));
      await assertSucceeds(getDocs(query(collection(db, QUESTIONS), where('type', '==', 'truck'))));
      await assertSucceeds(getDoc(questionRef(db, 'q1')));
    });
  }

  for (const p of INACTIVE) {
    it(`refuses ${PERSONAS[p].who} the catalogue`, async () => {
      await seedCatalogue();
      const db = t.db(p);
      await assertFails(getDocs(collection(db, SECTIONS)));
      await assertFails(getDoc(questionRef(db, 'q1')));
    });
  }

  it('refuses a signed-out caller the catalogue', async () => {
    await seedCatalogue();
    await assertFails(getDocs(collection(t.anonDb(), SECTIONS)));
    await assertFails(getDocs(collection(t.anonDb(), QUESTIONS)));
  });

  it('refuses a Manager without compliance report or question permissions', async () => {
    await seedCatalogue();
    await t.seed({
      'users/no-compliance': userDoc('no-compliance', 'manager', {
        permissionOverrides: { complianceReports: { view: false } },
      }),
    });
    const db = t.db({ uid: 'no-compliance' });
    await assertFails(getDoc(sectionRef(db, 'food')));
    await assertFails(getDocs(query(collection(db, QUESTIONS), where('type', '==', 'truck'))));
  });

  it('lets an Employee granted only View Compliance Questions read the catalogue', async () => {
    await seedCatalogue();
    await t.seed({
      'users/catalogue-reader': userDoc('catalogue-reader', 'employee', {
        permissionOverrides: {
          complianceReports: { view: false },
          complianceQuestions: { view: true },
        },
      }),
    });
    await assertSucceeds(getDoc(questionRef(t.db({ uid: 'catalogue-reader' }), 'q1')));
  });
});

describe('compliance_report_sections: writing', () => {
  for (const p of TOP) {
    const who = PERSONAS[p].who;
    it(`lets ${who} create, rename, reorder and delete a section`, async () => {
      await seedCatalogue();
      const db = t.db(p);
      await assertSucceeds(setDoc(sectionRef(db, 'equipment'), newSection()));
      await assertSucceeds(
        updateDoc(sectionRef(db, 'equipment'), {
          name: 'Equipment & Tools',
          nameLower: 'equipment & tools',
          orderInRestaurant: 7,
          orderInTruck: 1,
          updatedAtTimestamp: Date.now(),
          updatedAt: serverTimestamp(),
        }),
      );
      await assertSucceeds(deleteDoc(sectionRef(db, 'equipment')));
    });
  }

  for (const p of [...READ_ONLY, ...INACTIVE]) {
    const who = PERSONAS[p].who;
    it(`refuses ${who} creating, renaming, reordering or deleting sections`, async () => {
      await seedCatalogue();
      const db = t.db(p);
      await assertFails(setDoc(sectionRef(db, 'equipment'), newSection()));
      await assertFails(
        updateDoc(sectionRef(db, 'food'), {
          name: 'Mine',
          nameLower: 'mine',
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(
        updateDoc(sectionRef(db, 'food'), {
          orderInTruck: 1,
          updatedAtTimestamp: Date.now(),
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(deleteDoc(sectionRef(db, 'food')));
    });
  }

  it('refuses a signed-out caller creating a section', async () => {
    await assertFails(setDoc(sectionRef(t.anonDb(), 'x'), newSection()));
  });

  it('refuses a Super Admin whose complianceQuestions.create was taken away', async () => {
    await t.seed({
      'users/limited-admin': userDoc('limited-admin', 'fulfillment', {
        permissionOverrides: { complianceQuestions: { create: false } },
      }),
    });
    await assertFails(setDoc(sectionRef(t.db({ uid: 'limited-admin' }), 'x'), newSection()));
  });

  describe('refuses bad section data from a Super Admin', () => {
    const cases: [string, DocumentData][] = [
      ['an empty name', newSection({ name: '', nameLower: '' })],
      ['a blank name', newSection({ name: '   ', nameLower: '   ' })],
      [
        'a name over 255 characters',
        newSection({ name: longString(256), nameLower: longString(256) }),
      ],
      ['a nameLower that is not the lower-cased name', newSection({ nameLower: 'Equipment' })],
      ['a missing nameLower', newSection({ nameLower: undefined })],
      ['a missing orderInTruck', newSection({ orderInTruck: undefined })],
      ['a fractional orderInRestaurant', newSection({ orderInRestaurant: 1.5 })],
      ['an orderInTruck that is a string', newSection({ orderInTruck: '2' })],
      ['a negative order', newSection({ orderInRestaurant: -1 })],
      ['a missing updatedAtTimestamp', newSection({ updatedAtTimestamp: undefined })],
      ['an unknown field', newSection({ color: 'red' })],
      ['a client-made createdAt', newSection({ createdAt: CREATED_AT })],
    ];
    for (const [label, data] of cases) {
      it(`refuses ${label}`, async () => {
        await assertFails(setDoc(sectionRef(t.db('superAdmin'), 'bad'), withoutUndefined(data)));
      });
    }

    it('refuses changing createdAt or skipping updatedAt on update', async () => {
      await seedCatalogue();
      const db = t.db('superAdmin');
      await assertFails(
        updateDoc(sectionRef(db, 'food'), {
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(updateDoc(sectionRef(db, 'food'), { orderInTruck: 4 }));
    });
  });
});

describe('compliance_report_questions: writing', () => {
  for (const p of TOP) {
    const who = PERSONAS[p].who;
    it(`lets ${who} create, edit and delete a question `, async () => {
      await seedCatalogue();
      const db = t.db(p);
      const values = { type: 'restaurant' as const, sectionId: 'food', weight: 20 };
      await assertSucceeds(
        createQuestionIn(db, 'q4', { ...values, question: 'Fish is held at 41 °F or below' }, 3),
      );
      await assertSucceeds(
        updateQuestionIn(
          db,
          'q4',
          { ...values, weight: 'dnq', sectionId: 'cold', question: 'Walk-in holds 41 °F' },
          null,
        ),
      );
      await assertSucceeds(deleteQuestion(db, 'q4'));
    });

    it(`lets ${who} save the form's reorder of sections and questions in one batch`, async () => {
      await seedCatalogue();
      const db = t.db(p);
      const batch = writeBatch(db);
      const stamp = { updatedAtTimestamp: Date.now(), updatedAt: serverTimestamp() };
      batch.update(sectionRef(db, 'food'), { orderInTruck: 2, ...stamp });
      batch.update(sectionRef(db, 'cold'), { orderInTruck: 1, ...stamp });
      batch.update(questionRef(db, 'q2'), {
        order: 1,
        sectionId: 'food',
        updatedAt: serverTimestamp(),
      });
      batch.update(questionRef(db, 'q1'), {
        order: 2,
        sectionId: 'cold',
        updatedAt: serverTimestamp(),
      });
      await assertSucceeds(batch.commit());
    });

    it(`lets ${who} create a section and its first question in one batch`, async () => {
      const db = t.db(p);
      const batch = writeBatch(db);
      batch.set(sectionRef(db, 'fresh'), newSection({ name: 'Fresh', nameLower: 'fresh' }));
      batch.set(questionRef(db, 'q-fresh'), newQuestion({ sectionId: 'fresh', order: 1 }));
      await assertSucceeds(batch.commit());
    });
  }

  for (const p of [...READ_ONLY, ...INACTIVE]) {
    const who = PERSONAS[p].who;
    it(`refuses ${who} creating, editing, reordering or deleting questions`, async () => {
      await seedCatalogue();
      const db = t.db(p);
      await assertFails(setDoc(questionRef(db, 'q4'), newQuestion()));
      await assertFails(
        updateDoc(questionRef(db, 'q1'), { weight: 1, updatedAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(questionRef(db, 'q1'), { order: 9, updatedAt: serverTimestamp() }),
      );
      await assertFails(deleteDoc(questionRef(db, 'q1')));
    });
  }

  it('refuses a signed-out caller creating a question', async () => {
    await seedCatalogue();
    await assertFails(setDoc(questionRef(t.anonDb(), 'q4'), newQuestion()));
  });

  it('accepts weights 1 and 20 and a 255-character question', async () => {
    await seedCatalogue();
    const db = t.db('fulfillment');
    const values = { type: 'restaurant' as const, sectionId: 'food', question: 'Clean' };
    await assertSucceeds(createQuestionIn(db, 'a', { ...values, weight: 1 }, 1));
    await assertSucceeds(createQuestionIn(db, 'b', { ...values, weight: 20 }, 2));
    await assertSucceeds(
      createQuestionIn(db, 'c', { ...values, weight: 5, question: longString(255) }, 3),
    );
  });

  describe('refuses bad question data from a Fulfillment user', () => {
    const cases: [string, DocumentData][] = [
      ['weight 0', newQuestion({ weight: 0 })],
      ['weight 21', newQuestion({ weight: 21 })],
      ["weight 'x'", newQuestion({ weight: 'x' })],
      ['a fractional weight', newQuestion({ weight: 2.5 })],
      ['a weight given as text', newQuestion({ weight: '5' })],
      ['a missing weight', newQuestion({ weight: undefined })],
      ['type van', newQuestion({ type: 'van' })],
      ['a missing type', newQuestion({ type: undefined })],
      ['an empty question', newQuestion({ question: '' })],
      ['a blank question', newQuestion({ question: '   ' })],
      ['a 300-character question', newQuestion({ question: longString(300) })],
      ['a missing question', newQuestion({ question: undefined })],
      ['a section that does not exist', newQuestion({ sectionId: 'nowhere' })],
      ['an empty sectionId', newQuestion({ sectionId: '' })],
      ['a missing sectionId', newQuestion({ sectionId: undefined })],
      ['a fractional order', newQuestion({ order: 1.5 })],
      ['a missing order', newQuestion({ order: undefined })],
      ['an unknown field', newQuestion({ hint: 'look closely' })],
      ['a client-made updatedAt', newQuestion({ updatedAt: CREATED_AT })],
    ];
    const writeQuestion = (data: DocumentData) =>
      setDoc(questionRef(t.db('fulfillment'), 'bad'), withoutUndefined(data));

    it('accepts the valid question written the same way (the control for the cases below)', async () => {
      await seedCatalogue();
      await assertSucceeds(writeQuestion(newQuestion()));
    });

    for (const [label, data] of cases) {
      it(`refuses ${label}`, async () => {
        await seedCatalogue();
        await assertFails(writeQuestion(data));
      });
    }

    it('refuses moving a question to a missing section or weight 21 on update', async () => {
      await seedCatalogue();
      const db = t.db('fulfillment');
      await assertFails(
        updateDoc(questionRef(db, 'q1'), { sectionId: 'gone', updatedAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(questionRef(db, 'q1'), { weight: 21, updatedAt: serverTimestamp() }),
      );
    });
  });
});
