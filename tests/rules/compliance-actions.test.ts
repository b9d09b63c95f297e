import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  collection,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { reportFields } from '../../src/features/compliance/inspection/model/reportDoc';
import { actionToDoc } from '../../src/features/compliance/actions/api/actions-collection';
import {
  assignAction,
  planAction,
  saveActionWork,
} from '../../src/features/compliance/actions/api/update-action';
import {
  newActionsFor,
  type ComplianceAction,
} from '../../src/features/compliance/actions/model/actions';
import type { ReportQuestion } from '../../src/features/compliance/model/types';
import { browserPublish } from './compliance-browser-publish';
import {
  actorOf,
  CREATED_AT,
  NORTH_TERRITORY,
  PERSONAS,
  setupRulesTests,
  type Persona,
  TOP_PERSONAS as TOP,
  STAFF_PERSONAS as STAFF,
} from './helpers';

/**
 * compliance_actions (firestore.rules "compliance follow-up actions (issue 16)"): created by the
 * server with the publish of a report (never by a browser publish: issue 28), one per failed
 * question; read in scope or by the assignee; worked on by the assignee; assigned and verified by
 * top roles, named as their profiles name them; verified ones never change.
 */
const t = setupRulesTests();

const SOUTH_TERRITORY = 'territory-south';
const NORTH_LOC = 'franchise-north-truck';
const COUNTER = 'counters/complianceReports';
const INACTIVE: Persona[] = ['waiting', 'disabled'];
/** Every role preset holds Create Compliance Reports (README "Role presets"). */
const PUBLISHERS: Persona[] = [...TOP, ...STAFF];

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

const ANSWERS = [question('q1', 10, true), question('q2', 5, false), question('q3', 'dnq', false)];
const NORTH = {
  id: NORTH_LOC,
  name: 'North Truck',
  type: 'truck' as const,
  territoryId: NORTH_TERRITORY,
  territoryName: 'North',
};
const SOUTH = { ...NORTH, id: 'franchise-south-truck', territoryId: SOUTH_TERRITORY };

const fields = (who: Persona, location = NORTH) =>
  reportFields(
    { questions: ANSWERS, highlightNotes: '', lowlightNotes: '' },
    location,
    PERSONAS[who].uid,
    'published',
    0,
  );

const actionPath = (q: string, report = 'rep') => `compliance_actions/${report}_${q}`;
const actionRef = (db: Firestore, q: string, report = 'rep') => doc(db, actionPath(q, report));

/** The stored action for question `q` of report `rep` (seeded with rules off). */
function storedAction(
  q: string,
  overrides: Partial<ComplianceAction> = {},
  extra: DocumentData = {},
) {
  const [action] = newActionsFor(
    {
      reportId: 'rep',
      serialNo: 11,
      franchiseeLocationId: NORTH_LOC,
      franchiseeLocationName: 'North Truck',
      territoryId: overrides.territoryId ?? NORTH_TERRITORY,
      territoryName: 'North',
      questions: [question(q, q === 'q3' ? 'dnq' : 5, false)],
    },
    PERSONAS.superAdmin.uid,
    Date.UTC(2026, 10, 1),
  );
  return {
    ...actionToDoc({ ...action, ...overrides }),
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...extra,
  };
}

const asAction = (q: string, overrides: Partial<ComplianceAction> = {}): ComplianceAction => {
  const data = storedAction(q, overrides);
  return {
    ...(data as unknown as ComplianceAction),
    id: `rep_${q}`,
    dueAt: 0,
    completedAt: overrides.completedAt ?? null,
    verifiedAt: null,
  };
};

async function seedWorld(extra: Record<string, DocumentData> = {}) {
  await t.seed({
    [`territories/${NORTH_TERRITORY}`]: { name: 'North', userIds: [PERSONAS.franchiseeOwner.uid] },
    [`territories/${SOUTH_TERRITORY}`]: { name: 'South', userIds: [] },
    // Named as the reports copy them: the rules check copied names (issue 10).
    [`franchise_locations/${NORTH_LOC}`]: {
      name: 'North Truck',
      territoryId: NORTH_TERRITORY,
      type: 'truck',
    },
    [`franchise_locations/${SOUTH.id}`]: {
      name: 'North Truck',
      territoryId: SOUTH_TERRITORY,
      type: 'truck',
    },
    [COUNTER]: { value: 10 },
    ...extra,
  });
}

const assignedToManager = {
  assigneeId: PERSONAS.manager.uid,
  assigneeName: actorOf('manager').name,
};

describe('compliance_actions: never created by a browser publish (the server publishes)', () => {
  for (const p of [...PUBLISHERS, ...INACTIVE]) {
    it(`refuses ${PERSONAS[p].who} publishing a report with its actions`, async () => {
      await seedWorld();
      await assertFails(browserPublish(t.db(p), 'rep', fields(p)));
      expect(await t.peek(actionPath('q2'))).toBeUndefined();
      expect(await t.peek('compliance_reports/rep')).toBeUndefined();
    });
  }

  it('refuses a Manager a publish in another territory (report and actions)', async () => {
    await seedWorld();
    await assertFails(browserPublish(t.db('manager'), 'rep', fields('manager', SOUTH)));
  });

  it('refuses an action for a question the report passed, or of a draft', async () => {
    await seedWorld({
      'compliance_reports/rep': {
        ...fields('manager'),
        serialNo: 11,
        readRecipients: [],
        createdAt: CREATED_AT,
        updatedAt: CREATED_AT,
      },
      'compliance_reports/draft': {
        ...fields('manager'),
        status: 'draft',
        isDraft: true,
        readRecipients: [],
        createdAt: CREATED_AT,
        updatedAt: CREATED_AT,
      },
    });
    const db = t.db('manager');
    const fresh = (q: string, report = 'rep') => ({
      ...storedAction(q),
      reportId: report,
      questionId: q,
      createdBy: PERSONAS.manager.uid,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    // q1 passed: no action may exist for it.
    await assertFails(setDoc(actionRef(db, 'q1'), { ...fresh('q1'), weight: 10 }));
    await assertFails(setDoc(actionRef(db, 'q2', 'draft'), fresh('q2', 'draft')));
    // Born assigned or done, or under someone else's name: refused.
    await assertFails(setDoc(actionRef(db, 'q2'), { ...fresh('q2'), ...assignedToManager }));
    await assertFails(setDoc(actionRef(db, 'q2'), { ...fresh('q2'), createdBy: 'someone' }));
    // Nor the failed question itself: no browser creates an action, not even in an edit of the
    // published report (the server's since issue 28: compliance-actions-edit.test.ts).
    await assertFails(setDoc(actionRef(db, 'q2'), fresh('q2')));
  });
});

describe('compliance_actions: reading', () => {
  for (const p of [...TOP, ...STAFF]) {
    it(`lets ${PERSONAS[p].who} read actions of their territory`, async () => {
      await seedWorld({ [actionPath('q2')]: storedAction('q2') });
      await assertSucceeds(getDoc(actionRef(t.db(p), 'q2')));
    });
  }

  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} list every action by due date`, async () => {
      await seedWorld({ [actionPath('q2')]: storedAction('q2', { territoryId: SOUTH_TERRITORY }) });
      await assertSucceeds(getDocs(query(collection(t.db(p), 'compliance_actions'))));
    });
  }

  for (const p of STAFF) {
    it(`refuses ${PERSONAS[p].who} an action of another territory unless assigned`, async () => {
      await seedWorld({
        [actionPath('q2')]: storedAction('q2', { territoryId: SOUTH_TERRITORY }),
        [actionPath('q3')]: storedAction('q3', {
          territoryId: SOUTH_TERRITORY,
          assigneeId: PERSONAS[p].uid,
        }),
      });
      await assertFails(getDoc(actionRef(t.db(p), 'q2')));
      await assertSucceeds(getDoc(actionRef(t.db(p), 'q3')));
      await assertFails(getDocs(query(collection(t.db(p), 'compliance_actions'))));
      await assertSucceeds(
        getDocs(
          query(
            collection(t.db(p), 'compliance_actions'),
            where('assigneeId', '==', PERSONAS[p].uid),
          ),
        ),
      );
    });
  }

  for (const p of INACTIVE) {
    it(`refuses ${PERSONAS[p].who} even an action assigned to them`, async () => {
      await seedWorld({
        [actionPath('q2')]: storedAction('q2', { assigneeId: PERSONAS[p].uid }),
      });
      await assertFails(getDoc(actionRef(t.db(p), 'q2')));
    });
  }
});

describe('compliance_actions: the assignee works on it', () => {
  /** Who works on it (assigned by the publish) and what they write when done. */
  const WORK: [Persona, { note: string; evidence: string }][] = [
    ...[...TOP, ...STAFF].map((p): [Persona, { note: string; evidence: string }] => [
      p,
      { note: 'Fixed', evidence: '' },
    ]),
    ['manager', { note: 'Replaced the seal', evidence: 'data:image/jpeg;base64,/9j/AAAA' }],
  ];
  for (const [p, done] of WORK) {
    it(`lets ${PERSONAS[p].who}, the assignee, start it and mark it done with a note${done.evidence ? ' and a photo' : ''}`, async () => {
      const assigned = { assigneeId: PERSONAS[p].uid, assigneeName: actorOf(p).name };
      await seedWorld({ [actionPath('q2')]: storedAction('q2', assigned) });
      const db = t.db(p);
      const action = asAction('q2', assigned);
      await assertSucceeds(
        saveActionWork(db, action, { status: 'inProgress', note: '', evidence: '' }),
      );
      await assertSucceeds(
        saveActionWork(db, { ...action, status: 'inProgress' }, { status: 'done', ...done }),
      );
      const stored = await t.peek(actionPath('q2'));
      expect(stored).toMatchObject({ status: 'done', isActive: false, ...done, ...assigned });
      expect(stored?.completedAt).toBeInstanceOf(Timestamp);
    });
  }

  it('refuses the assignee done without a note, a verification, or other fields', async () => {
    await seedWorld({ [actionPath('q2')]: storedAction('q2', assignedToManager) });
    const db = t.db('manager');
    const action = asAction('q2', assignedToManager);
    await assertFails(saveActionWork(db, action, { status: 'done', note: ' ', evidence: '' }));
    await assertFails(
      updateDoc(actionRef(db, 'q2'), { dueDate: Timestamp.now(), updatedAt: serverTimestamp() }),
    );
    await assertFails(assignAction(db, 'rep_q2', { uid: PERSONAS.employee.uid, name: 'E' }));
    await seedWorld({
      [actionPath('q3')]: storedAction('q3', {
        ...assignedToManager,
        status: 'done',
        isActive: false,
        note: 'x',
        completedAt: Date.now(),
      }),
    });
    await assertFails(
      saveActionWork(
        db,
        asAction('q3', { ...assignedToManager, status: 'done', completedAt: Date.now() }),
        { status: 'verified', note: 'x', evidence: '' },
        { uid: PERSONAS.manager.uid, name: 'M' },
      ),
    );
  });

  it('refuses bad data: an over-long note, evidence that is not an image data URL', async () => {
    await seedWorld({ [actionPath('q2')]: storedAction('q2', assignedToManager) });
    const db = t.db('manager');
    const action = asAction('q2', assignedToManager);
    await assertFails(
      saveActionWork(db, action, { status: 'inProgress', note: 'x'.repeat(2001), evidence: '' }),
    );
    await assertFails(
      saveActionWork(db, action, {
        status: 'done',
        note: 'ok',
        evidence: 'https://evil.test/x.jpg',
      }),
    );
  });

  for (const p of ['franchiseeOwner', 'employee'] as Persona[]) {
    it(`refuses ${PERSONAS[p].who}, not the assignee, any change`, async () => {
      await seedWorld({ [actionPath('q2')]: storedAction('q2', assignedToManager) });
      await assertFails(
        saveActionWork(t.db(p), asAction('q2', assignedToManager), {
          status: 'inProgress',
          note: '',
          evidence: '',
        }),
      );
      await assertFails(deleteDoc(actionRef(t.db(p), 'q2')));
    });
  }
});

describe('compliance_actions: top roles', () => {
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} assign to a user of the territory, verify a done action, delete an open one`, async () => {
      await seedWorld({
        [actionPath('q2')]: storedAction('q2'),
        [actionPath('q3')]: storedAction('q3', {
          ...assignedToManager,
          status: 'done',
          isActive: false,
          note: 'Fixed',
          completedAt: Date.UTC(2026, 10, 2),
        }),
        [actionPath('q4')]: storedAction('q4'),
      });
      const db = t.db(p);
      await assertSucceeds(assignAction(db, 'rep_q2', actorOf('manager')));
      await assertSucceeds(assignAction(db, 'rep_q2', actorOf('franchiseeOwner')));
      await assertSucceeds(assignAction(db, 'rep_q2', null));
      await assertSucceeds(
        saveActionWork(
          db,
          asAction('q3', { status: 'done', completedAt: Date.UTC(2026, 10, 2) }),
          { status: 'verified', note: 'Fixed', evidence: '' },
          actorOf(p),
        ),
      );
      expect(await t.peek(actionPath('q3'))).toMatchObject({
        status: 'verified',
        verifiedBy: PERSONAS[p].uid,
      });
      await assertSucceeds(deleteDoc(actionRef(db, 'q4')));
    });

    it(`lets ${PERSONAS[p].who} change the priority and the due date (issue 30)`, async () => {
      await seedWorld({ [actionPath('q2')]: storedAction('q2', assignedToManager) });
      const dueAt = Date.UTC(2026, 11, 5, 23, 59);
      await assertSucceeds(planAction(t.db(p), 'rep_q2', { priority: 'high', dueAt }));
      const stored = await t.peek(actionPath('q2'));
      expect(stored).toMatchObject({ priority: 'high' });
      expect((stored?.dueDate as Timestamp).toMillis()).toBe(dueAt);
    });

    it(`refuses ${PERSONAS[p].who} an assignee or a verifier under another name (issue 28)`, async () => {
      await seedWorld({
        [actionPath('q2')]: storedAction('q2'),
        [actionPath('q3')]: storedAction('q3', {
          ...assignedToManager,
          status: 'done',
          isActive: false,
          note: 'Fixed',
          completedAt: Date.UTC(2026, 10, 2),
        }),
      });
      const db = t.db(p);
      await assertFails(
        assignAction(db, 'rep_q2', { uid: PERSONAS.manager.uid, name: 'Olivia Owner' }),
      );
      await assertSucceeds(assignAction(db, 'rep_q2', actorOf('manager')));
      // The name alone never changes.
      await assertFails(
        updateDoc(actionRef(db, 'q2'), { assigneeName: 'Someone', updatedAt: serverTimestamp() }),
      );
      const done = asAction('q3', { status: 'done', completedAt: Date.UTC(2026, 10, 2) });
      const verify = { status: 'verified' as const, note: 'Fixed', evidence: '' };
      await assertFails(
        saveActionWork(db, done, verify, { uid: PERSONAS[p].uid, name: 'Test superadmin' }),
      );
      await assertSucceeds(saveActionWork(db, done, verify, actorOf(p)));
    });

    it(`refuses ${PERSONAS[p].who} an assignee from another territory or verifying an open action`, async () => {
      await seedWorld({
        [actionPath('q2')]: storedAction('q2'),
        'users/south-manager': { role: 'manager', territoryIds: [SOUTH_TERRITORY] },
      });
      const db = t.db(p);
      // Named as the rules name them, so only the territory refuses it.
      await assertFails(assignAction(db, 'rep_q2', { uid: 'south-manager', name: 'No name' }));
      await assertFails(
        saveActionWork(
          db,
          asAction('q2'),
          { status: 'verified', note: 'x', evidence: '' },
          actorOf(p),
        ),
      );
    });

    it(`refuses ${PERSONAS[p].who} any change to a verified action`, async () => {
      await seedWorld({
        [actionPath('q3')]: storedAction(
          'q3',
          {
            status: 'verified',
            isActive: false,
            note: 'Fixed',
            completedAt: Date.UTC(2026, 10, 2),
          },
          { verifiedBy: PERSONAS.superAdmin.uid, verifiedByName: 'S', verifiedAt: CREATED_AT },
        ),
      });
      const db = t.db(p);
      await assertFails(assignAction(db, 'rep_q3', { uid: PERSONAS.manager.uid, name: 'M' }));
      await assertFails(
        updateDoc(actionRef(db, 'q3'), { note: 'Changed', updatedAt: serverTimestamp() }),
      );
      await assertFails(deleteDoc(actionRef(db, 'q3')));
    });
  }

  it('refuses a Manager assigning, planning or deleting, even as the assignee', async () => {
    await seedWorld({ [actionPath('q2')]: storedAction('q2', assignedToManager) });
    await assertFails(
      planAction(t.db('manager'), 'rep_q2', { priority: 'high', dueAt: Date.UTC(2026, 11, 5) }),
    );
    await assertFails(
      assignAction(t.db('manager'), 'rep_q2', { uid: PERSONAS.manager.uid, name: 'M' }),
    );
    await assertFails(deleteDoc(actionRef(t.db('manager'), 'q2')));
  });
});
