import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, Timestamp, writeBatch, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { actionToDoc } from '../../src/features/compliance/actions/api/actions-collection';
import {
  newActionsFor,
  type ComplianceAction,
} from '../../src/features/compliance/actions/model/actions';
import {
  actionChangesAfterEdit,
  RESOLVED_BY_EDIT,
  type EditActionChanges,
} from '../../src/features/compliance/actions/model/editActions';
import {
  writeReportEdit,
  type ReportEdit,
} from '../../src/features/compliance/inspection/api/write-report-edit';
import {
  reportFields,
  withoutKeys,
} from '../../src/features/compliance/inspection/model/reportDoc';
import type { ReportQuestion } from '../../src/features/compliance/model/types';
import { catalogueIndexSeed } from './compliance-index-fixture';
import { CREATED_AT, NORTH_TERRITORY, PERSONAS, setupRulesTests, type Persona } from './helpers';

/**
 * Follow-up actions after an edit of a published report (firestore.rules compliance_actions
 * "resolvedByEdit", issue 16): the edit's batch creates actions for questions failing now and
 * closes those of questions that no longer fail; never apart from the edit, never for a question
 * still failing, never an action already done or verified.
 */
const t = setupRulesTests();

const NORTH_LOC = 'franchise-north-truck';
const SERIAL = 11;
const NORTH = {
  id: NORTH_LOC,
  name: 'North Truck',
  type: 'truck' as const,
  territoryId: NORTH_TERRITORY,
  territoryName: 'North',
};

function question(id: string, weight: ReportQuestion['weight'], pass: boolean): ReportQuestion {
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
    isNotApplicable: false,
    comment: pass ? '' : `Failed ${id}`,
    images: [],
  };
}

/** As published: q1 passes, q2 and q3 fail. */
const PUBLISHED = [
  question('q1', 10, true),
  question('q2', 5, false),
  question('q3', 'dnq', false),
];
/** After the edit: q1 fails, q2 passes, q3 still fails. */
const EDITED = [question('q1', 10, false), question('q2', 5, true), question('q3', 'dnq', false)];

const fieldsOf = (questions: ReportQuestion[]) =>
  reportFields(
    { questions, highlightNotes: '', lowlightNotes: '' },
    NORTH,
    PERSONAS.manager.uid,
    'published',
    0,
  );
const edit = (questions: ReportQuestion[]): ReportEdit =>
  withoutKeys(fieldsOf(questions), ['serialNo', 'userId']);

const storedAction = (q: string, overrides: Partial<ComplianceAction> = {}): DocumentData => {
  const [action] = newActionsFor(
    { ...NORTH_INFO, questions: PUBLISHED.filter((x) => x.id === q) },
    PERSONAS.manager.uid,
    Date.UTC(2026, 10, 1),
  );
  return {
    ...actionToDoc({ ...action, ...overrides }),
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
  };
};
const NORTH_INFO = {
  reportId: 'rep',
  serialNo: SERIAL,
  franchiseeLocationId: NORTH_LOC,
  franchiseeLocationName: 'North Truck',
  territoryId: NORTH_TERRITORY,
  territoryName: 'North',
};

const ACTION_Q2 = { status: 'open' as const, note: '' };
const ACTION_Q3 = { status: 'inProgress' as const, note: 'Permit renewal filed' };

async function seedWorld(q2: Partial<ComplianceAction> = ACTION_Q2) {
  await t.seed({
    ...catalogueIndexSeed(PUBLISHED),
    [`territories/${NORTH_TERRITORY}`]: { name: 'North', userIds: [PERSONAS.franchiseeOwner.uid] },
    [`franchise_locations/${NORTH_LOC}`]: {
      name: 'North Truck',
      territoryId: NORTH_TERRITORY,
      type: 'truck',
    },
    'compliance_reports/rep': {
      ...fieldsOf(PUBLISHED),
      serialNo: SERIAL,
      readRecipients: [],
      createdAt: CREATED_AT,
      updatedAt: CREATED_AT,
    },
    'compliance_actions/rep_q2': storedAction('q2', {
      ...q2,
      isActive: q2.status === 'open' || q2.status === 'inProgress',
      completedAt: q2.status === 'done' ? Date.UTC(2026, 10, 2) : null,
    }),
    'compliance_actions/rep_q3': storedAction('q3', ACTION_Q3),
  });
}

/** What the app computes for the edit, given the stored actions. */
const changesFor = (who: Persona, q2: Partial<ComplianceAction> = ACTION_Q2): EditActionChanges =>
  actionChangesAfterEdit(
    { ...edit(EDITED), questions: EDITED, reportId: 'rep', serialNo: SERIAL },
    [
      { id: 'rep_q2', questionId: 'q2', status: 'open', note: '', ...q2 },
      { id: 'rep_q3', questionId: 'q3', ...ACTION_Q3 },
    ],
    PERSONAS[who].uid,
    Date.now(),
  );

describe('compliance_actions: after an edit of a published report', () => {
  for (const p of ['manager', 'superAdmin'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} (${p === 'manager' ? 'the author' : 'corporate'}) edit, creating and resolving actions in one write`, async () => {
      await seedWorld();
      const changes = changesFor(p);
      expect(changes.create.map((a) => a.id)).toEqual(['rep_q1']);
      expect(changes.resolve.map((r) => r.id)).toEqual(['rep_q2']);
      await assertSucceeds(writeReportEdit(t.db(p), 'rep', edit(EDITED), changes));
      expect(await t.peek('compliance_actions/rep_q1')).toMatchObject({
        status: 'open',
        serialNo: SERIAL,
        createdBy: PERSONAS[p].uid,
      });
      const resolved = await t.peek('compliance_actions/rep_q2');
      expect(resolved).toMatchObject({ status: 'done', isActive: false, note: RESOLVED_BY_EDIT });
      expect(resolved?.completedAt).toBeInstanceOf(Timestamp);
      // Still failing: untouched.
      expect(await t.peek('compliance_actions/rep_q3')).toMatchObject(ACTION_Q3);
    });
  }

  it('refuses an Employee (neither author nor corporate) the edit and so its actions', async () => {
    await seedWorld();
    await assertFails(
      writeReportEdit(t.db('employee'), 'rep', edit(EDITED), changesFor('employee')),
    );
    expect(await t.peek('compliance_actions/rep_q1')).toBeUndefined();
  });

  it('refuses resolving an action apart from an edit of its report', async () => {
    await seedWorld();
    const db = t.db('manager');
    const batch = writeBatch(db);
    batch.update(doc(db, 'compliance_actions/rep_q2'), {
      status: 'done',
      isActive: false,
      note: RESOLVED_BY_EDIT,
      completedAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    await assertFails(batch.commit());
  });

  it('refuses resolving an action whose question still fails after the edit', async () => {
    await seedWorld();
    const changes = changesFor('manager');
    await assertFails(
      writeReportEdit(t.db('manager'), 'rep', edit(EDITED), {
        ...changes,
        resolve: [...changes.resolve, { id: 'rep_q3', note: RESOLVED_BY_EDIT }],
      }),
    );
  });

  it('refuses resolving an action already done, or changing more than its status and note', async () => {
    await seedWorld({ status: 'done', note: 'Seal replaced' });
    await assertFails(
      writeReportEdit(t.db('manager'), 'rep', edit(EDITED), {
        create: changesFor('manager').create,
        resolve: [{ id: 'rep_q2', note: RESOLVED_BY_EDIT }],
      }),
    );
    await seedWorld();
    const db = t.db('manager');
    const batch = writeBatch(db);
    batch.update(doc(db, 'compliance_reports/rep'), {
      ...edit(EDITED),
      updatedAt: serverTimestamp(),
    });
    batch.update(doc(db, 'compliance_actions/rep_q2'), {
      status: 'done',
      isActive: false,
      note: RESOLVED_BY_EDIT,
      completedAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      assigneeId: PERSONAS.manager.uid,
      assigneeName: 'Test manager',
    });
    await assertFails(batch.commit());
  });

  it('refuses an edit creating an action whose priority or due date its weight does not give (issue 28)', async () => {
    await seedWorld();
    const changes = changesFor('manager');
    const [created] = changes.create;
    expect(created.priority).toBe('high');
    for (const forged of [
      { ...created, priority: 'low' as const },
      { ...created, dueAt: Date.UTC(2099, 0, 1) },
    ]) {
      await assertFails(
        writeReportEdit(t.db('manager'), 'rep', edit(EDITED), { ...changes, create: [forged] }),
      );
    }
    expect(await t.peek('compliance_actions/rep_q1')).toBeUndefined();
  });

  it('refuses an edit creating an action for a question that passes after it', async () => {
    await seedWorld();
    const [passing] = newActionsFor(
      { ...NORTH_INFO, questions: [question('q9', 5, false)] },
      PERSONAS.manager.uid,
      Date.now(),
    );
    await assertFails(
      writeReportEdit(t.db('manager'), 'rep', edit(EDITED), {
        ...changesFor('manager'),
        create: [passing],
      }),
    );
  });
});
