import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { withdrawRequest } from '../../src/features/approvals/api/change-approval-status';
import { createRequest, saveRequest } from '../../src/features/approvals/api/save-request';
import { FORM_DEFS } from '../../src/features/approvals/model/forms';
import { changesSinceReview, reviewedValues } from '../../src/features/approvals/model/reviewed';
import { DECISIONS } from '../../src/features/approvals/model/status';
import { emptyFormValues } from '../../src/features/approvals/model/values';
import { PERSONAS, setupRulesTests, type Persona, TOP_PERSONAS as TOP } from './helpers';
import {
  actor,
  APPROVAL_LOCATIONS,
  browserDecision,
  entryBy,
  eventContent as content,
  eventRequestDoc,
  loadApproval as load,
  NORTH_PLACE,
  refundRequest,
} from './approvals-fixtures';
import { BASE_DOCS, NORTH } from './orders-fixtures';

/*
 * Issue 28: an approval request tells the truth. The requester's and every history entry's name
 * are the writer's own profile name, "Changed since the last review" is computed from the values
 * the reviewer returned (never a typed list), and the due date is the request's own date less
 * its type's lead time. Each write both ways, per role.
 */

const t = setupRulesTests();

const REQUESTERS: Persona[] = ['franchiseeOwner', 'manager'];
/** Somebody else of the same kind, whose name a writer might borrow. */
const OTHER: Partial<Record<Persona, Persona>> = {
  franchiseeOwner: 'manager',
  manager: 'franchiseeOwner',
  superAdmin: 'fulfillment',
  fulfillment: 'superAdmin',
};
/** `p` writing under `other`'s name. */
const posingAs = (p: Persona, other: Persona) => ({
  uid: PERSONAS[p].uid,
  name: actor(other).name,
});

async function seedBase(extra: Record<string, DocumentData> = {}) {
  await t.seed({ ...BASE_DOCS, ...APPROVAL_LOCATIONS, ...extra });
}

/** The Manager's $18.40 refund at the North truck, sent. */
const seedRefund = () => seedBase({ 'approvals/r1': refundRequest(NORTH, 'submitted') });

describe('approvals: names are the writer’s own profile name', () => {
  for (const p of REQUESTERS) {
    const other = OTHER[p] as Persona;
    it(`lets ${PERSONAS[p].who} file a request in their own name only`, async () => {
      // a1: sent (by the server, issue 28).
      await seedBase({ 'approvals/a1': eventRequestDoc('submitted', { author: p }) });
      const db = t.db(p);
      await assertSucceeds(createRequest(db, 'a2', 'event', content(), actor(p)));
      await assertFails(createRequest(db, 'a4', 'event', content(), posingAs(p, other)));
      // Nor renamed afterwards.
      await assertFails(
        updateDoc(doc(db, 'approvals/a2'), {
          requesterName: actor(other).name,
          updatedAt: serverTimestamp(),
          lastUpdated: serverTimestamp(),
        }),
      );
      const draft = await load(db, 'a2');
      await assertSucceeds(saveRequest(db, draft, content(NORTH_PLACE, '150')));
      await assertFails(withdrawRequest(db, await load(db, 'a1'), '', posingAs(p, other)));
      await assertSucceeds(withdrawRequest(db, await load(db, 'a1'), '', actor(p)));
    });
  }

  for (const p of TOP) {
    it(`leaves ${PERSONAS[p].who}'s decisions to the server, which names them`, async () => {
      await seedRefund();
      const db = t.db(p);
      for (const action of DECISIONS) {
        await assertFails(browserDecision(db, await load(db, 'r1'), p, action, 'No receipt'));
      }
    });
  }
});

describe('approvals: what changed since the last review is computed', () => {
  it('shows a refund raised 100x as changed, and refuses a typed list or new reviewed values', async () => {
    // Returned by the server (decideApprovalRequest; rules off here) with the values it saw.
    await seedBase({
      'approvals/r1': {
        ...refundRequest(NORTH, 'revisionRequested'),
        lastReviewed: reviewedValues(FORM_DEFS.refund, refundRequest(NORTH)),
      },
    });
    const db = t.db('manager');
    const returned = await load(db, 'r1');
    const entry = (changes: DocumentData[]) => ({
      by: PERSONAS.manager.uid,
      byName: actor('manager').name,
      at: Timestamp.now(),
      from: 'revisionRequested',
      to: 'revisionRequested',
      notes: '',
      changes,
    });
    const raised = {
      amountCents: 184_000,
      updatedAt: serverTimestamp(),
      lastUpdated: serverTimestamp(),
    };
    // A typed "no change" list, or values as reviewed rewritten to the new amount: refused.
    await assertFails(
      updateDoc(doc(db, 'approvals/r1'), {
        ...raised,
        history: arrayUnion(entry([{ field: 'name', label: 'Title', before: 'a', after: 'a' }])),
      }),
    );
    await assertFails(
      updateDoc(doc(db, 'approvals/r1'), {
        ...raised,
        lastReviewed: { ...returned.lastReviewed, amountCents: 184_000 },
      }),
    );
    // The app's save with the raised amount: allowed, and the change shows.
    const values = {
      ...emptyFormValues(FORM_DEFS.refund, 'fl-north'),
      name: 'Cold chowder',
      details: 'Guest got cold chowder',
      fields: { transactionDate: '2026-11-01', refundDate: '2026-11-06', amountCents: '1840.00' },
    };
    await assertSucceeds(saveRequest(db, returned, { values, place: NORTH_PLACE, files: [] }));
    expect(changesSinceReview(FORM_DEFS.refund, await load(db, 'r1'))).toContainEqual({
      field: 'amountCents',
      label: 'Amount ($)',
      before: '$18.40',
      after: '$1,840.00',
    });
    // The server's resubmission (sendApprovalRequest; rules off here).
    await t.env().withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore() as unknown as Firestore, 'approvals/r1'), {
        status: 'resubmitted',
        history: arrayUnion(entryBy('manager', 'revisionRequested', 'resubmitted')),
      });
    });
    // A browser's decision (here one dropping the reviewed values) is refused: it is the server's.
    const fu = t.db('fulfillment');
    await assertFails(
      updateDoc(doc(fu, 'approvals/r1'), {
        status: 'denied',
        history: arrayUnion({
          ...entry([]),
          by: PERSONAS.fulfillment.uid,
          byName: actor('fulfillment').name,
          from: 'resubmitted',
          to: 'denied',
          notes: 'No',
        }),
        readRecipients: [PERSONAS.fulfillment.uid],
        lastReviewed: null,
        updatedAt: serverTimestamp(),
        lastUpdated: serverTimestamp(),
      }),
    );
  });

  for (const p of REQUESTERS) {
    it(`refuses ${PERSONAS[p].who} a new request that claims a review`, async () => {
      await seedBase();
      const db = t.db(p);
      await createRequest(db, 'ok', 'event', content(), actor(p));
      const stored = (await getDoc(doc(db, 'approvals/ok'))).data() as DocumentData;
      const fresh = {
        ...stored,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        lastUpdated: serverTimestamp(),
      };
      await assertSucceeds(setDoc(doc(db, 'approvals/copy'), fresh));
      await assertFails(
        setDoc(doc(db, 'approvals/claim'), { ...fresh, lastReviewed: { name: 'x' } }),
      );
    });
  }
});

describe('approvals: the due date is the request’s own date less the lead time', () => {
  /** The event of 14 Mar 2027 12:00 UTC is due 14 days before, at the start of that day. */
  const event = (due: Date | null) => ({
    eventTimeAndDate: Timestamp.fromDate(new Date('2027-03-14T12:00:00Z')),
    dueDate: due ? Timestamp.fromDate(due) : null,
  });
  const undated = () => {
    const typed = content();
    return {
      ...typed,
      values: { ...typed.values, fields: { ...typed.values.fields, eventTimeAndDate: '' } },
    };
  };

  for (const p of REQUESTERS) {
    it(`lets ${PERSONAS[p].who} store only the due date the request's date gives`, async () => {
      await seedBase();
      const db = t.db(p);
      await assertSucceeds(createRequest(db, 'ok', 'event', content(), actor(p)));
      const stored = (await getDoc(doc(db, 'approvals/ok'))).data() as DocumentData;
      const fresh = {
        ...stored,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        lastUpdated: serverTimestamp(),
      };
      // Any zone's start of 28 Feb 2027 passes.
      await assertSucceeds(
        setDoc(doc(db, 'approvals/utc'), { ...fresh, ...event(new Date('2027-02-28T00:00:00Z')) }),
      );
      await assertSucceeds(
        setDoc(doc(db, 'approvals/ny'), { ...fresh, ...event(new Date('2027-02-28T05:00:00Z')) }),
      );
      // A year out (never overdue), in the past (top of the bell), a day late, or none: refused.
      for (const [id, due] of [
        ['year', new Date('2028-02-28T00:00:00Z')],
        ['past', new Date('2026-01-01T00:00:00Z')],
        ['late', new Date('2027-03-01T00:00:00Z')],
        ['early', new Date('2027-02-26T00:00:00Z')],
        ['none', null],
      ] as const) {
        await assertFails(setDoc(doc(db, `approvals/${id}`), { ...fresh, ...event(due) }));
      }
      // A draft without its date has no due date.
      await assertSucceeds(createRequest(db, 'd1', 'event', undated(), actor(p)));
      expect((await load(db, 'd1')).dueDate).toBeNull();
      await assertFails(
        updateDoc(doc(db, 'approvals/d1'), {
          dueDate: Timestamp.fromDate(new Date('2027-02-28T00:00:00Z')),
          updatedAt: serverTimestamp(),
          lastUpdated: serverTimestamp(),
        }),
      );
      // Dating the event a month later moves the due date with it.
      const dated = (due: string) =>
        updateDoc(doc(db, 'approvals/d1'), {
          eventTimeAndDate: Timestamp.fromDate(new Date('2027-04-14T12:00:00Z')),
          dueDate: Timestamp.fromDate(new Date(due)),
          updatedAt: serverTimestamp(),
          lastUpdated: serverTimestamp(),
        });
      await assertFails(dated('2027-02-28T00:00:00Z'));
      await assertSucceeds(dated('2027-03-31T00:00:00Z'));
    });
  }
});
