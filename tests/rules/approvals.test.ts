import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
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
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { withdrawRequest } from '../../src/features/approvals/api/change-approval-status';
import { approvalsListQuery } from '../../src/features/approvals/api/list-query';
import { listUpcomingEvents } from '../../src/features/approvals/api/upcoming-events';
import { createRequest, saveRequest } from '../../src/features/approvals/api/save-request';
import { FORM_DEFS } from '../../src/features/approvals/model/forms';
import { changesSinceReview, reviewedValues } from '../../src/features/approvals/model/reviewed';
import type { Approval } from '../../src/features/approvals/model/types';
import {
  DECISIONS,
  SHARED_STATUSES,
  type ApprovalStatus,
} from '../../src/features/approvals/model/status';
import { baseQueries } from '../../src/data/query/scopeChunks';
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
  browserDecision,
  browserSend,
  entryBy,
  eventContent as content,
  eventRequestDoc,
  loadApproval as load,
  NORTH_PLACE,
  SOUTH_PLACE,
} from './approvals-fixtures';
import { BASE_DOCS, NORTH, SOUTH } from './orders-fixtures';

const t = setupRulesTests();

const REQUESTERS: Persona[] = ['franchiseeOwner', 'manager'];
async function seedBase() {
  await t.seed({ ...BASE_DOCS, ...APPROVAL_LOCATIONS });
}

/** A request in `status`, authored by `author`, written with rules off (history kept short). */
async function seedRequest(
  id: string,
  status: ApprovalStatus,
  author: Persona = 'franchiseeOwner',
  place = NORTH_PLACE,
) {
  await seedBase();
  await t.env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'approvals', id), eventRequestDoc(status, { author, place }));
  });
}

describe('approvals: create', () => {
  for (const p of [...REQUESTERS, ...TOP]) {
    it(`lets ${PERSONAS[p].who} save a draft for a location of their scope, never send one`, async () => {
      await seedBase();
      await assertSucceeds(createRequest(t.db(p), 'a2', 'event', content(), actor(p)));
      // Sending is the server's (sendApprovalRequest, tests/functions/approvals-send.test.ts).
      await assertFails(browserCreateSent(t.db(p), 'a1', p));
    });
  }

  it('refuses an Employee (no approvals permission by preset) and a waiting user', async () => {
    await seedBase();
    for (const p of ['employee', 'waiting', 'disabled'] as Persona[]) {
      await assertFails(createRequest(t.db(p), `x-${p}`, 'event', content(), actor(p)));
    }
  });

  for (const p of REQUESTERS) {
    it(`refuses ${PERSONAS[p].who} a location of another territory`, async () => {
      await seedBase();
      await assertFails(createRequest(t.db(p), 'a1', 'event', content(SOUTH_PLACE), actor(p)));
    });
  }

  it("refuses a request in somebody else's name, a forged place or a decided status", async () => {
    await seedBase();
    const db = t.db('manager');
    await assertFails(createRequest(db, 'a1', 'event', content(), actor('franchiseeOwner')));
    await assertFails(
      createRequest(
        db,
        'a2',
        'event',
        { ...content(), place: { ...NORTH_PLACE, franchiseeLocationName: 'Fake' } },
        actor('manager'),
      ),
    );
    await assertFails(
      createRequest(
        db,
        'a3',
        'event',
        { ...content(), place: { ...NORTH_PLACE, territoryId: SOUTH } },
        actor('manager'),
      ),
    );
    const good = doc(db, 'approvals', 'a4');
    await assertSucceeds(createRequest(db, 'a4', 'event', content(), actor('manager')));
    const stored = (await getDoc(good)).data() as DocumentData;
    await assertFails(
      setDoc(doc(db, 'approvals', 'a5'), {
        ...stored,
        status: 'approved',
        history: [],
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        lastUpdated: serverTimestamp(),
      }),
    );
  });

  it('checks type-specific fields by type: timestamps, whole amounts, bounded lists', async () => {
    await seedBase();
    const db = t.db('manager');
    await assertSucceeds(createRequest(db, 'ok', 'event', content(), actor('manager')));
    const stored = (await getDoc(doc(db, 'approvals', 'ok'))).data() as DocumentData;
    const fresh = {
      ...stored,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      lastUpdated: serverTimestamp(),
    };
    await assertFails(
      setDoc(doc(db, 'approvals', 'b1'), { ...fresh, eventTimeAndDate: '2027-03-14' }),
    );
    await assertFails(setDoc(doc(db, 'approvals', 'b2'), { ...fresh, expectedGuests: -5 }));
    await assertFails(setDoc(doc(db, 'approvals', 'b3'), { ...fresh, expectedGuests: 12.5 }));
    await assertFails(setDoc(doc(db, 'approvals', 'b4'), { ...fresh, amountCents: 100 }));
    await assertFails(setDoc(doc(db, 'approvals', 'b5'), { ...fresh, venue: 5 }));
    await assertFails(setDoc(doc(db, 'approvals', 'b6'), { ...fresh, name: 'x'.repeat(121) }));
    await assertFails(setDoc(doc(db, 'approvals', 'b7'), { ...fresh, formId: 'refund' }));
    const refund = {
      ...fresh,
      formId: 'refund',
      transactionDate: Timestamp.fromDate(new Date('2026-11-01')),
      refundDate: Timestamp.fromDate(new Date('2026-11-02')),
      // The refund date less the refund's 2 days.
      dueDate: Timestamp.fromDate(new Date('2026-10-31')),
      amountCents: 1840,
    };
    for (const key of ['eventTimeAndDate', 'isEventRecurring', 'venue', 'expectedGuests']) {
      delete (refund as DocumentData)[key];
    }
    await assertSucceeds(setDoc(doc(db, 'approvals', 'r1'), refund));
    await assertFails(setDoc(doc(db, 'approvals', 'r2'), { ...refund, amountCents: -1 }));
    await assertFails(setDoc(doc(db, 'approvals', 'r3'), { ...refund, amountCents: 18.4 }));
    const promo = {
      ...fresh,
      formId: 'promotion',
      // The start less the promotion's 14 days.
      dueDate: Timestamp.fromDate(new Date('2026-12-18')),
      startDate: Timestamp.fromDate(new Date('2027-01-01')),
      endDate: Timestamp.fromDate(new Date('2027-01-31')),
      itemIds: Array.from({ length: 31 }, (_, i) => `item-${i}`),
      discountPercent: 10,
    };
    for (const key of ['eventTimeAndDate', 'isEventRecurring', 'venue', 'expectedGuests']) {
      delete (promo as DocumentData)[key];
    }
    await assertFails(setDoc(doc(db, 'approvals', 'p1'), promo));
    await assertSucceeds(setDoc(doc(db, 'approvals', 'p2'), { ...promo, itemIds: ['item-1'] }));
  });
});

describe('approvals: read', () => {
  for (const p of [...TOP, ...REQUESTERS]) {
    it(`lets ${PERSONAS[p].who} read a sent request of their scope`, async () => {
      await seedRequest('r1', 'submitted', 'manager');
      await assertSucceeds(getDoc(doc(t.db(p), 'approvals/r1')));
    });
  }

  it('refuses an Employee, and keeps drafts to their author', async () => {
    await seedRequest('r1', 'submitted', 'manager');
    await assertFails(getDoc(doc(t.db('employee'), 'approvals/r1')));
    await seedRequest('d1', 'draft', 'manager');
    await assertSucceeds(getDoc(doc(t.db('manager'), 'approvals/d1')));
    await assertFails(getDoc(doc(t.db('franchiseeOwner'), 'approvals/d1')));
    await assertFails(getDoc(doc(t.db('superAdmin'), 'approvals/d1')));
  });

  for (const p of REQUESTERS) {
    it(`refuses ${PERSONAS[p].who} another territory's request, by id or crafted query`, async () => {
      await seedRequest('s1', 'submitted', 'superAdmin', SOUTH_PLACE);
      const db = t.db(p);
      await assertFails(getDoc(doc(db, 'approvals/s1')));
      await assertFails(getDocs(collection(db, 'approvals')));
      await assertFails(
        getDocs(query(collection(db, 'approvals'), where('territoryId', '==', SOUTH))),
      );
      await assertFails(
        getDocs(
          query(
            collection(db, 'approvals'),
            where('territoryId', '==', SOUTH),
            where('status', '==', 'submitted'),
          ),
        ),
      );
    });
  }

  it('runs every list query the app builds, for each role', async () => {
    await seedRequest('r1', 'submitted', 'manager');
    for (const p of [...TOP, ...REQUESTERS]) {
      const info = PERSONAS[p];
      const scope = {
        uid: info.uid,
        allTerritories: TOP.includes(p),
        territoryIds: info.territoryIds,
      };
      for (const view of ['all', 'mine'] as const) {
        for (const tab of ['all', 'submitted'] as const) {
          for (const q of baseQueries(approvalsListQuery(t.db(p), scope, view, tab, {}))) {
            await assertSucceeds(getDocs(q));
          }
        }
      }
      const [all] = baseQueries(approvalsListQuery(t.db(p), scope, 'all', 'all', {}));
      expect((await getDocs(all)).docs.map((d) => d.id)).toEqual(['r1']);
    }
    const [picked] = baseQueries(
      approvalsListQuery(
        t.db('superAdmin'),
        { uid: PERSONAS.superAdmin.uid, allTerritories: true, territoryIds: [] },
        'waiting',
        'all',
        { territoryId: NORTH, franchiseeLocationId: 'fl-north' },
      ),
    );
    await assertSucceeds(getDocs(picked));
  });
});

describe('approvals: a scope of more than 30 territories', () => {
  // 35 territories, the request's last: beyond the first `in` chunk of 30.
  const MANY = [...Array.from({ length: 34 }, (_, i) => `territory-extra-${i}`), NORTH];
  const many = { uid: 'many-territories' };

  async function seedManyTerritoriesManager() {
    await t.seed({
      [`users/${many.uid}`]: userDoc(many.uid, 'manager', {
        territoryIds: MANY,
        assignedTerritories: MANY,
      }),
    });
  }

  it("lists a request of the 35th territory with the app's chunked queries, each allowed", async () => {
    await seedRequest('r-far', 'submitted', 'manager');
    await seedManyTerritoriesManager();
    const scope = { uid: many.uid, allTerritories: false, territoryIds: MANY };
    const queries = baseQueries(approvalsListQuery(t.db(many), scope, 'all', 'all', {}));
    // `status in` the shared statuses times `territoryId in` a chunk stays within 30.
    const perQuery = Math.floor(30 / SHARED_STATUSES.length);
    expect(queries).toHaveLength(Math.ceil(MANY.length / perQuery));
    const ids: string[] = [];
    for (const q of queries) ids.push(...(await assertSucceeds(getDocs(q))).docs.map((d) => d.id));
    expect(ids).toEqual(['r-far']);
  });

  it('shows an approved event of the 35th territory on the upcoming events card', async () => {
    await seedRequest('r-event', 'approved', 'manager');
    await seedManyTerritoriesManager();
    const events = await listUpcomingEvents(
      t.db(many),
      { kind: 'territories', territoryIds: MANY },
      new Date('2027-03-01T12:00:00Z'),
    );
    expect(events.map((e) => e.id)).toEqual(['r-event']);
  });
});

describe('approvals: the flow', () => {
  // The decisions are the server's (decideApprovalRequest, tests/functions/approvals-decide):
  // a browser's, as the app wrote them before, is refused for every role and state.
  for (const p of ALL_PERSONAS) {
    it(`refuses ${PERSONAS[p].who} a decision written by the browser`, async () => {
      for (const from of ['submitted', 'resubmitted'] as const) {
        const author = p === 'franchiseeOwner' ? 'manager' : 'franchiseeOwner';
        await seedRequest('r1', from, author);
        const stored = { ...eventRequestDoc(from, { author }), id: 'r1' } as unknown as Approval;
        for (const action of DECISIONS) {
          await assertFails(browserDecision(t.db(p), stored, p, action));
        }
      }
    });
  }

  it('keeps decided requests final: nobody edits, withdraws or reopens them', async () => {
    for (const status of ['approved', 'denied', 'withdrawn'] as const) {
      await seedRequest(`r-${status}`, status);
      const owner = t.db('franchiseeOwner');
      const stored = await load(owner, `r-${status}`);
      await assertFails(saveRequest(owner, stored, content(NORTH_PLACE, '200')));
      await assertFails(withdrawRequest(owner, stored, '', actor('franchiseeOwner')));
      await assertFails(
        updateDoc(doc(t.db('superAdmin'), 'approvals', `r-${status}`), { status: 'submitted' }),
      );
    }
  });

  it('lets the author edit a returned request (never resubmit it), and the history only grows', async () => {
    // Returned by the server (decideApprovalRequest; rules off here) with what it writes.
    await seedRequest('r1', 'revisionRequested');
    await t.env().withSecurityRulesDisabled(async (ctx) => {
      const entry = entryBy('superAdmin', 'submitted', 'revisionRequested', 'More guests?');
      await updateDoc(doc(ctx.firestore() as unknown as Firestore, 'approvals/r1'), {
        history: [entry],
        revisionNotes: [{ by: entry.by, byName: entry.byName, at: entry.at, notes: entry.notes }],
        lastReviewed: reviewedValues(FORM_DEFS.event, eventRequestDoc('submitted')),
      });
    });
    const owner = t.db('franchiseeOwner');
    const returned = await load(owner, 'r1');
    expect(returned.revisionNotes.map((n) => n.notes)).toEqual(['More guests?']);
    await assertSucceeds(saveRequest(owner, returned, content(NORTH_PLACE, '200')));
    const edited = await load(owner, 'r1');
    // An edit adds no entry: the server's resubmission records it (issue 28).
    expect(edited.history.map((h) => h.to)).toEqual(['revisionRequested']);
    expect(changesSinceReview(FORM_DEFS.event, edited)).toEqual([
      { field: 'expectedGuests', label: 'Expected guests', before: '120', after: '200' },
    ]);
    // Nobody else edits it, the history cannot be rewritten, and the browser cannot resubmit it.
    await assertFails(saveRequest(t.db('manager'), edited, content(NORTH_PLACE, '300')));
    await assertFails(updateDoc(doc(owner, 'approvals', 'r1'), { history: [] }));
    await assertFails(browserSend(owner, 'r1', 'franchiseeOwner', 'revisionRequested'));
  });

  it("refuses a history entry in somebody else's name or with the wrong from", async () => {
    await seedRequest('r1', 'submitted');
    const db = t.db('superAdmin');
    const entry = { byName: 'X', at: Timestamp.now(), to: 'approved', notes: '', changes: [] };
    await assertFails(
      updateDoc(doc(db, 'approvals', 'r1'), {
        status: 'approved',
        history: arrayUnion({ ...entry, by: PERSONAS.fulfillment.uid, from: 'submitted' }),
        readRecipients: [PERSONAS.superAdmin.uid],
        updatedAt: serverTimestamp(),
        lastUpdated: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(doc(db, 'approvals', 'r1'), {
        status: 'approved',
        history: arrayUnion({ ...entry, by: PERSONAS.superAdmin.uid, from: 'draft' }),
        readRecipients: [PERSONAS.superAdmin.uid],
        updatedAt: serverTimestamp(),
        lastUpdated: serverTimestamp(),
      }),
    );
  });

  it('lets the author withdraw an open request, and nobody else', async () => {
    await seedRequest('r1', 'submitted', 'manager');
    const open = { id: 'r1', status: 'submitted' as const };
    await assertFails(withdrawRequest(t.db('franchiseeOwner'), open, '', actor('franchiseeOwner')));
    await assertSucceeds(withdrawRequest(t.db('manager'), open, '', actor('manager')));
  });

  it('lets the author save a draft (never send it) or throw it away; a sent request is never deleted', async () => {
    await seedRequest('d1', 'draft', 'manager');
    const db = t.db('manager');
    await assertFails(deleteDoc(doc(t.db('superAdmin'), 'approvals/d1')));
    const draft = await load(db, 'd1');
    await assertSucceeds(saveRequest(db, draft, content(NORTH_PLACE, '150')));
    await assertFails(browserSend(db, 'd1', 'manager', 'draft'));
    await assertSucceeds(deleteDoc(doc(db, 'approvals/d1')));
    await seedRequest('s1', 'submitted', 'manager');
    await assertFails(deleteDoc(doc(db, 'approvals/s1')));
  });

  // Issue 28: sending is the server's (sendApprovalRequest); every author still saves.
  for (const p of [...REQUESTERS, ...TOP]) {
    for (const from of ['draft', 'revisionRequested'] as const) {
      it(`lets ${PERSONAS[p].who} save their ${from} request, never send it from the browser`, async () => {
        await seedRequest('own', from, p);
        const db = t.db(p);
        await assertSucceeds(saveRequest(db, await load(db, 'own'), content(NORTH_PLACE, '150')));
        await assertFails(browserSend(db, 'own', p, from));
        await assertFails(browserSend(db, 'own', p, from, PERSONAS.fulfillment.uid));
        expect((await load(db, 'own')).status).toBe(from);
      });
    }
  }

  it('lets readers mark a request read for themselves only', async () => {
    await seedRequest('r1', 'submitted', 'manager');
    await assertSucceeds(
      updateDoc(doc(t.db('superAdmin'), 'approvals/r1'), {
        readRecipients: arrayUnion(PERSONAS.superAdmin.uid),
      }),
    );
    await assertFails(
      updateDoc(doc(t.db('superAdmin'), 'approvals/r1'), {
        readRecipients: arrayUnion(PERSONAS.fulfillment.uid),
      }),
    );
    await assertFails(
      updateDoc(doc(t.db('employee'), 'approvals/r1'), {
        readRecipients: arrayUnion(PERSONAS.employee.uid),
      }),
    );
  });
});
