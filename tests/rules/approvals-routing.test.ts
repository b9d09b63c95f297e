import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { approvalsListQuery } from '../../src/features/approvals/api/list-query';
import {
  listApprovalRoutes,
  reassignApproval,
  saveApprovalRoute,
} from '../../src/features/approvals/api/routing';
import { saveRequest } from '../../src/features/approvals/api/save-request';
import type { ApprovalStatus } from '../../src/features/approvals/model/status';
import {
  ALL_PERSONAS,
  PERSONAS,
  setupRulesTests,
  userDoc,
  type Persona,
  TOP_PERSONAS as TOP,
} from './helpers';
import {
  actor,
  APPROVAL_LOCATIONS,
  browserCreateSent,
  browserSend,
  eventContent as content,
  eventRequestDoc,
  loadApproval as load,
  NORTH_PLACE,
  SOUTH_PLACE,
} from './approvals-fixtures';
import { AT, BASE_DOCS, NORTH, SOUTH } from './orders-fixtures';

/*
 * Issue 27 "Reviewers who are assigned": the routing table (approval_routing) is the top roles'
 * to write; a request sent gets the table's reviewer as assignee and no other; a top role or the
 * assignee reassigns with a reason; nobody decides their own request; an assignee reads what is
 * assigned to them ("Assigned to me").
 */

const t = setupRulesTests();

const SUPER = PERSONAS.superAdmin.uid;
const FULFILLMENT = PERSONAS.fulfillment.uid;
/** A Manager of North Coast given Review Approval Requests (not a top role). */
const MGR_REVIEWER = 'manager-reviewer';
const mgrReviewer = { uid: MGR_REVIEWER };

const route = (formId: string | null, territoryId: string | null, reviewerId: string) => ({
  formId,
  territoryId,
  reviewerId,
  updatedBy: SUPER,
  updatedAt: AT,
});

/** The demo's table: Fulfillment reviews North Coast events, Super Admin the rest. */
const ROUTING: Record<string, DocumentData> = {
  [`approval_routing/event_${NORTH}`]: route('event', NORTH, FULFILLMENT),
  'approval_routing/event_default': route('event', null, SUPER),
  'approval_routing/default': route(null, null, SUPER),
};

async function seedWorld(extra: Record<string, DocumentData> = {}) {
  await t.seed({
    ...BASE_DOCS,
    ...APPROVAL_LOCATIONS,
    [`users/${MGR_REVIEWER}`]: userDoc(MGR_REVIEWER, 'manager', {
      territoryIds: [NORTH],
      assignedTerritories: [NORTH],
      permissionOverrides: { approvals: { review: true } },
    }),
    ...extra,
  });
}

/** A request in `status` by `author`, assigned to `assigneeId`, written with rules off. */
async function seedRequest(
  id: string,
  status: ApprovalStatus,
  assigneeId: string | null,
  author: Persona = 'franchiseeOwner',
  place = NORTH_PLACE,
) {
  await t.env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'approvals', id), {
      ...eventRequestDoc(status, { author, place }),
      assigneeId,
    });
  });
}

const assigneeOf = async (id: string) =>
  (await getDoc(doc(t.db('superAdmin'), 'approvals', id))).get('assigneeId') as unknown;

describe('approval_routing: the table', () => {
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} set, change and clear entries naming a reviewer`, async () => {
      await seedWorld();
      const db = t.db(p);
      const uid = PERSONAS[p].uid;
      await assertSucceeds(saveApprovalRoute(db, 'event', NORTH, FULFILLMENT, uid));
      await assertSucceeds(saveApprovalRoute(db, 'event', null, SUPER, uid));
      await assertSucceeds(saveApprovalRoute(db, null, null, MGR_REVIEWER, uid));
      await assertSucceeds(saveApprovalRoute(db, 'event', NORTH, SUPER, uid));
      const routes = await listApprovalRoutes(db);
      expect(routes.map((r) => [r.id, r.reviewerId]).sort()).toEqual(
        [
          ['default', MGR_REVIEWER],
          ['event_default', SUPER],
          [`event_${NORTH}`, SUPER],
        ].sort(),
      );
      await assertSucceeds(saveApprovalRoute(db, 'event', NORTH, null, uid));
    });
  }

  for (const p of ALL_PERSONAS.filter((x) => !TOP.includes(x))) {
    it(`refuses writes by ${PERSONAS[p].who}`, async () => {
      await seedWorld(ROUTING);
      const db = t.db(p);
      await assertFails(saveApprovalRoute(db, 'event', SOUTH, FULFILLMENT, PERSONAS[p].uid));
      await assertFails(deleteDoc(doc(db, 'approval_routing', 'default')));
    });
  }

  it('refuses a reviewer without Review Approval Requests, a bad id, form or territory', async () => {
    await seedWorld();
    const db = t.db('superAdmin');
    const write = (id: string, data: DocumentData) =>
      setDoc(doc(db, 'approval_routing', id), {
        updatedBy: SUPER,
        updatedAt: serverTimestamp(),
        ...data,
      });
    await assertFails(saveApprovalRoute(db, 'event', NORTH, PERSONAS.manager.uid, SUPER));
    await assertFails(saveApprovalRoute(db, 'event', NORTH, 'nobody', SUPER));
    await assertFails(saveApprovalRoute(db, 'event', 'no-such-territory', SUPER, SUPER));
    await assertFails(
      write(`event_${SOUTH}`, { formId: 'event', territoryId: NORTH, reviewerId: SUPER }),
    );
    await assertFails(
      write('party_default', { formId: 'party', territoryId: null, reviewerId: SUPER }),
    );
    await assertFails(write('default', { formId: null, territoryId: NORTH, reviewerId: SUPER }));
    await assertFails(
      setDoc(doc(db, 'approval_routing', 'default'), {
        ...route(null, null, SUPER),
        updatedBy: FULFILLMENT,
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(write('default', { formId: null, territoryId: null, reviewerId: SUPER }));
  });

  it('is read by every active user, not by a waiting one', async () => {
    await seedWorld(ROUTING);
    for (const p of ['superAdmin', 'franchiseeOwner', 'manager', 'employee'] as Persona[]) {
      await assertSucceeds(getDocs(doc(t.db(p), 'approval_routing', 'default').parent));
    }
    await assertFails(getDoc(doc(t.db('waiting'), 'approval_routing', 'default')));
    await assertFails(getDoc(doc(t.db('disabled'), 'approval_routing', 'default')));
  });
});

describe('approvals: the assignee is the server’s to set', () => {
  // The routing table's pick is sendApprovalRequest's (tests/functions/approvals-send.test.ts,
  // model/routing.test.ts): no author write sets or changes an assignee.
  it('refuses an assignee on a new draft, a sending with the routed one, and a changed one', async () => {
    await seedWorld(ROUTING);
    const db = t.db('franchiseeOwner');
    const draft = (assigneeId: unknown) => ({
      ...eventRequestDoc('draft'),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      lastUpdated: serverTimestamp(),
      ...(assigneeId === undefined ? {} : { assigneeId }),
    });
    await assertFails(setDoc(doc(db, 'approvals', 'x1'), draft(FULFILLMENT)));
    await assertSucceeds(setDoc(doc(db, 'approvals', 'x2'), draft(undefined)));
    await assertFails(browserSend(db, 'x2', 'franchiseeOwner', 'draft', FULFILLMENT));
    await assertFails(browserCreateSent(db, 'x3', 'franchiseeOwner'));
  });

  it('keeps the assignee of a returned request through the author’s edits', async () => {
    await seedWorld(ROUTING);
    await seedRequest('r1', 'revisionRequested', SUPER);
    const db = t.db('franchiseeOwner');
    const request = await load(db, 'r1');
    await assertFails(
      updateDoc(doc(db, 'approvals', 'r1'), {
        assigneeId: FULFILLMENT,
        updatedAt: serverTimestamp(),
        lastUpdated: serverTimestamp(),
      }),
    );
    await assertSucceeds(saveRequest(db, request, content(NORTH_PLACE, '150')));
    expect(await assigneeOf('r1')).toBe(SUPER);
    await assertFails(browserSend(db, 'r1', 'franchiseeOwner', 'revisionRequested', FULFILLMENT));
    expect(await assigneeOf('r1')).toBe(SUPER);
  });
});

describe('approvals: reassign with a reason', () => {
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} (a top role) reassign an open request`, async () => {
      await seedWorld(ROUTING);
      await seedRequest('a1', 'submitted', MGR_REVIEWER);
      const to = p === 'superAdmin' ? FULFILLMENT : SUPER;
      await assertSucceeds(
        reassignApproval(t.db(p), await load(t.db(p), 'a1'), to, 'On leave', actor(p)),
      );
      expect(await assigneeOf('a1')).toBe(to);
      const stored = await load(t.db('superAdmin'), 'a1');
      expect(stored.history.at(-1)).toMatchObject({
        by: PERSONAS[p].uid,
        from: 'submitted',
        to: 'submitted',
        notes: 'On leave',
        changes: [{ field: 'assigneeId', label: 'Assignee', before: MGR_REVIEWER, after: to }],
      });
    });
  }

  it('lets the current assignee (not a top role) hand it on, not another reviewer', async () => {
    await seedWorld(ROUTING);
    await seedRequest('a2', 'resubmitted', MGR_REVIEWER);
    await seedRequest('a3', 'submitted', FULFILLMENT);
    const db = t.db(mgrReviewer);
    const me = { uid: MGR_REVIEWER, name: 'Test manager-reviewer' };
    await assertFails(reassignApproval(db, await load(db, 'a3'), SUPER, 'Busy', me));
    await assertSucceeds(reassignApproval(db, await load(db, 'a2'), SUPER, 'Busy', me));
  });

  it('refuses franchise staff, no reason, the requester, a non-reviewer, a decided request', async () => {
    await seedWorld(ROUTING);
    await seedRequest('a4', 'submitted', FULFILLMENT, 'superAdmin');
    await seedRequest('a5', 'approved', FULFILLMENT);
    const top = t.db('fulfillment');
    for (const p of ['franchiseeOwner', 'manager', 'employee'] as Persona[]) {
      await assertFails(
        reassignApproval(t.db(p), await load(top, 'a4'), MGR_REVIEWER, 'x', actor(p)),
      );
    }
    const me = actor('fulfillment');
    await assertFails(reassignApproval(top, await load(top, 'a4'), MGR_REVIEWER, '   ', me));
    await assertFails(reassignApproval(top, await load(top, 'a4'), SUPER, 'Own request', me));
    await assertFails(
      reassignApproval(top, await load(top, 'a4'), PERSONAS.manager.uid, 'No reviewer', me),
    );
    await assertFails(reassignApproval(top, await load(top, 'a5'), SUPER, 'Too late', me));
    await assertSucceeds(reassignApproval(top, await load(top, 'a4'), MGR_REVIEWER, 'Local', me));
  });
});

describe('approvals: "Assigned to me"', () => {
  it('lists the open requests assigned to the caller, in any territory', async () => {
    await seedWorld(ROUTING);
    await seedRequest('m1', 'submitted', MGR_REVIEWER, 'franchiseeOwner', SOUTH_PLACE);
    await seedRequest('m2', 'resubmitted', MGR_REVIEWER);
    await seedRequest('m3', 'submitted', FULFILLMENT);
    const scope = { uid: MGR_REVIEWER, allTerritories: false, territoryIds: [NORTH] };
    const base = approvalsListQuery(t.db(mgrReviewer), scope, 'assigned', 'all', {});
    const q = 'build' in base ? base.build([]) : base;
    const snap = await assertSucceeds(getDocs(q));
    expect(snap.docs.map((d) => d.id).sort()).toEqual(['m1', 'm2']);
    // The South request is read because it is assigned, not by territory.
    await assertSucceeds(getDoc(doc(t.db(mgrReviewer), 'approvals', 'm1')));
    await assertFails(getDoc(doc(t.db('manager'), 'approvals', 'm1')));
    const top = approvalsListQuery(
      t.db('fulfillment'),
      { uid: FULFILLMENT, allTerritories: true, territoryIds: [] },
      'assigned',
      'all',
      {},
    );
    const mine = await getDocs('build' in top ? top.build([]) : top);
    expect(mine.docs.map((d) => d.id)).toEqual(['m3']);
  });
});
