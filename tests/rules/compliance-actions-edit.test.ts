import { assertFails } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, writeBatch, type DocumentData } from 'firebase/firestore';
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
  reportFields,
  withoutKeys,
} from '../../src/features/compliance/inspection/model/reportDoc';
import type { ReportQuestion } from '../../src/features/compliance/model/types';
import { browserEdit, type BrowserReportEdit } from './compliance-browser-edit';
import { CREATED_AT, NORTH_TERRITORY, PERSONAS, setupRulesTests, type Persona } from './helpers';

/**
 * Follow-up actions after an edit of a published report (issue 16): since issue 28 the server
 * saves the edit and creates and resolves its actions (updateComplianceReport,
 * tests/functions/compliance-edit.test.ts). The browser's batch that did it before (the report
 * scored in the browser, new actions, resolved ones) is refused for every role, and so is any
 * part of it alone.
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
const edit = (questions: ReportQuestion[]): BrowserReportEdit =>
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

async function seedWorld() {
  await t.seed({
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
    'compliance_actions/rep_q2': storedAction('q2', ACTION_Q2),
    'compliance_actions/rep_q3': storedAction('q3', ACTION_Q3),
  });
}

/** What the app computes for the edit, given the stored actions. */
const changesFor = (who: Persona): EditActionChanges =>
  actionChangesAfterEdit(
    { ...edit(EDITED), questions: EDITED, reportId: 'rep', serialNo: SERIAL },
    [
      { id: 'rep_q2', questionId: 'q2', ...ACTION_Q2 },
      { id: 'rep_q3', questionId: 'q3', ...ACTION_Q3 },
    ],
    PERSONAS[who].uid,
    Date.now(),
  );

const ROLES: Persona[] = ['superAdmin', 'fulfillment', 'franchiseeOwner', 'manager', 'employee'];

describe('compliance_actions: browsers cannot save the edit of a published report', () => {
  // The author (Manager) and the corporate editors could before issue 28; nobody can now.
  for (const p of [...ROLES, 'waiting', 'disabled'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} the edit with its new and resolved actions, and each part alone`, async () => {
      await seedWorld();
      const changes = changesFor(p);
      expect(changes.create.map((a) => a.id)).toEqual(['rep_q1']);
      expect(changes.resolve.map((r) => r.id)).toEqual(['rep_q2']);
      const db = t.db(p);
      await assertFails(browserEdit(db, 'rep', edit(EDITED), changes));
      await assertFails(browserEdit(db, 'rep', edit(EDITED), { create: [], resolve: [] }));
      await assertFails(
        browserEdit(db, 'rep', edit(PUBLISHED), { create: changes.create, resolve: [] }),
      );
      expect(await t.peek('compliance_actions/rep_q1')).toBeUndefined();
      expect(await t.peek('compliance_actions/rep_q2')).toMatchObject({ status: 'open' });
      expect((await t.peek('compliance_reports/rep'))?.failed).toEqual(['q2:5', 'q3:dnq']);
    });
  }

  it("refuses the report's author resolving its unassigned action apart from an edit", async () => {
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
});
