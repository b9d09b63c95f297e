import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  CREATED_AT,
  longString,
  PERSONAS,
  setupRulesTests,
  type Persona,
  STAFF_PERSONAS as STAFF,
} from './helpers';

const t = setupRulesTests();

const ADMINS: Persona[] = ['superAdmin', 'fulfillment'];
const ACTIVE: Persona[] = [...ADMINS, ...STAFF];
const INACTIVE: Persona[] = ['waiting', 'disabled'];

const CURRENT_ID = 'current';
const ref = (db: Firestore, id = CURRENT_ID) => doc(db, 'announcements', id);

/** A stored announcement as the app writes it. */
function stored(overrides: DocumentData = {}): DocumentData {
  return {
    message: 'Spring menu launches April 1st',
    isCurrent: true,
    isPrevious: false,
    readRecipients: ['someone-else'],
    createdBy: PERSONAS.superAdmin.uid,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

const seedCurrent = (overrides: DocumentData = {}) =>
  t.seed({ [`announcements/${CURRENT_ID}`]: stored(overrides) });

/** What create-announcement.ts writes for a new announcement. */
function newAnnouncement(p: Persona, overrides: DocumentData = {}): DocumentData {
  return {
    message: 'Fries supplier change',
    isCurrent: true,
    isPrevious: false,
    readRecipients: [],
    createdBy: PERSONAS[p].uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** create-announcement.ts: demote the current one and add the new one in one batch. */
function createInBatch(db: Firestore, p: Persona) {
  const batch = writeBatch(db);
  batch.update(ref(db), { isCurrent: false, isPrevious: true, updatedAt: serverTimestamp() });
  batch.set(ref(db, 'new'), newAnnouncement(p));
  return batch.commit();
}

const markRead = (db: Firestore, uid: string, id = CURRENT_ID) =>
  updateDoc(ref(db, id), { readRecipients: arrayUnion(uid) });

describe('announcements: read', () => {
  for (const p of ACTIVE) {
    it(`lets ${PERSONAS[p].who} read announcements and the bar's and bell's queries`, async () => {
      await seedCurrent();
      const db = t.db(p);
      await assertSucceeds(getDoc(ref(db)));
      await assertSucceeds(
        getDocs(
          query(
            collection(db, 'announcements'),
            where('isCurrent', '==', true),
            orderBy('createdAt', 'desc'),
            limit(1),
          ),
        ),
      );
      await assertSucceeds(
        getDocs(query(collection(db, 'announcements'), orderBy('createdAt', 'desc'), limit(6))),
      );
    });
  }

  for (const p of INACTIVE) {
    it(`refuses ${PERSONAS[p].who} announcements`, async () => {
      await seedCurrent();
      await assertFails(getDoc(ref(t.db(p))));
    });
  }

  it('refuses a signed-out caller announcements', async () => {
    await seedCurrent();
    await assertFails(getDocs(collection(t.anonDb(), 'announcements')));
  });
});

describe('announcements: create', () => {
  for (const p of ADMINS) {
    const who = PERSONAS[p].who;
    it(`lets ${who} create an announcement, demoting the current one in the same batch`, async () => {
      await seedCurrent();
      await assertSucceeds(createInBatch(t.db(p), p));
      expect(await t.peek(`announcements/${CURRENT_ID}`)).toMatchObject({
        isCurrent: false,
        isPrevious: true,
      });
      expect(await t.peek('announcements/new')).toMatchObject({ isCurrent: true });
    });

    it(`lets ${who} create the first announcement`, async () => {
      await assertSucceeds(setDoc(ref(t.db(p), 'first'), newAnnouncement(p)));
    });
  }

  for (const p of [...STAFF, ...INACTIVE]) {
    it(`refuses ${PERSONAS[p].who} creating an announcement`, async () => {
      await seedCurrent();
      await assertFails(setDoc(ref(t.db(p), 'new'), newAnnouncement(p)));
      await assertFails(createInBatch(t.db(p), p));
    });
  }

  it('refuses a signed-out caller creating an announcement', async () => {
    await assertFails(setDoc(ref(t.anonDb(), 'new'), newAnnouncement('superAdmin')));
  });

  it('refuses a user who lost Create Announcements by override', async () => {
    await t.seed({
      'users/no-create': {
        ...(await t.peek(`users/${PERSONAS.fulfillment.uid}`)),
        permissions: { announcements: { view: true, create: false, edit: true, delete: true } },
      },
    });
    await assertFails(
      setDoc(ref(t.db({ uid: 'no-create' }), 'new'), {
        ...newAnnouncement('fulfillment'),
        createdBy: 'no-create',
      }),
    );
  });

  const bad: [string, DocumentData][] = [
    ['an empty message', { message: '' }],
    ['a blank message', { message: '   ' }],
    ['a message over 1000 characters', { message: longString(1001) }],
    ['a message that is not text', { message: 42 }],
    ['a missing message', { message: undefined }],
    ['a new announcement that is not current', { isCurrent: false, isPrevious: true }],
    ['a new announcement that is both current and previous', { isPrevious: true }],
    ['flags that are not booleans', { isCurrent: 'yes' }],
    ['readers already listed', { readRecipients: [PERSONAS.manager.uid] }],
    ['readRecipients that is not a list', { readRecipients: 'nobody' }],
    ['someone else as author', { createdBy: PERSONAS.fulfillment.uid }],
    ['a back-dated createdAt', { createdAt: CREATED_AT }],
    ['a missing updatedAt', { updatedAt: undefined }],
    ['an unknown field', { pinned: true }],
  ];
  for (const [what, overrides] of bad) {
    it(`refuses a Super Admin ${what}`, async () => {
      const data = newAnnouncement('superAdmin', overrides);
      for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
      await assertFails(setDoc(ref(t.db('superAdmin'), 'new'), data));
    });
  }

  it('accepts a message of exactly 1000 characters', async () => {
    await assertSucceeds(
      setDoc(
        ref(t.db('superAdmin'), 'new'),
        newAnnouncement('superAdmin', { message: longString(1000) }),
      ),
    );
  });
});

describe('announcements: edit', () => {
  for (const p of ADMINS) {
    const who = PERSONAS[p].who;
    it(`lets ${who} edit the message`, async () => {
      await seedCurrent();
      await assertSucceeds(
        updateDoc(ref(t.db(p)), { message: 'Updated text', updatedAt: serverTimestamp() }),
      );
    });

    it(`refuses ${who} an edit without a fresh updatedAt`, async () => {
      await seedCurrent();
      await assertFails(updateDoc(ref(t.db(p)), { message: 'Updated text' }));
    });

    it(`refuses ${who} blanking or overlong messages`, async () => {
      await seedCurrent();
      await assertFails(updateDoc(ref(t.db(p)), { message: ' ', updatedAt: serverTimestamp() }));
      await assertFails(
        updateDoc(ref(t.db(p)), { message: longString(1001), updatedAt: serverTimestamp() }),
      );
    });

    it(`refuses ${who} rewriting who has read it or when it was created`, async () => {
      await seedCurrent();
      await assertFails(
        updateDoc(ref(t.db(p)), { readRecipients: [], updatedAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(ref(t.db(p)), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
      );
    });

    it(`refuses ${who} making a previous announcement current again by hand`, async () => {
      await seedCurrent({ isCurrent: false, isPrevious: true });
      await assertFails(
        updateDoc(ref(t.db(p)), {
          isCurrent: true,
          isPrevious: false,
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it(`refuses ${who} setting both flags`, async () => {
      await seedCurrent();
      await assertFails(
        updateDoc(ref(t.db(p)), { isPrevious: true, updatedAt: serverTimestamp() }),
      );
    });
  }

  for (const p of [...STAFF, ...INACTIVE]) {
    it(`refuses ${PERSONAS[p].who} editing the message`, async () => {
      await seedCurrent();
      await assertFails(
        updateDoc(ref(t.db(p)), { message: 'Hijacked', updatedAt: serverTimestamp() }),
      );
    });

    it(`refuses ${PERSONAS[p].who} demoting the current announcement`, async () => {
      await seedCurrent();
      await assertFails(
        updateDoc(ref(t.db(p)), {
          isCurrent: false,
          isPrevious: true,
          updatedAt: serverTimestamp(),
        }),
      );
    });
  }

  it('refuses a Manager editing the message while marking it read', async () => {
    await seedCurrent();
    await assertFails(
      updateDoc(ref(t.db('manager')), {
        message: 'Hijacked',
        readRecipients: arrayUnion(PERSONAS.manager.uid),
      }),
    );
  });
});

describe('announcements: marking read', () => {
  for (const p of ACTIVE) {
    const who = PERSONAS[p].who;
    it(`lets ${who} add their own uid to readRecipients`, async () => {
      await seedCurrent();
      await assertSucceeds(markRead(t.db(p), PERSONAS[p].uid));
      expect((await t.peek(`announcements/${CURRENT_ID}`))?.readRecipients).toEqual([
        'someone-else',
        PERSONAS[p].uid,
      ]);
    });

    it(`lets ${who} mark several read in one batch (opening the bell)`, async () => {
      await t.seed({
        'announcements/a': stored({ isCurrent: false, isPrevious: true, readRecipients: [] }),
        'announcements/b': stored(),
      });
      const db = t.db(p);
      const batch = writeBatch(db);
      for (const id of ['a', 'b']) {
        batch.update(ref(db, id), { readRecipients: arrayUnion(PERSONAS[p].uid) });
      }
      await assertSucceeds(batch.commit());
    });
  }

  for (const p of INACTIVE) {
    it(`refuses ${PERSONAS[p].who} marking an announcement read`, async () => {
      await seedCurrent();
      await assertFails(markRead(t.db(p), PERSONAS[p].uid));
    });
  }

  it("refuses a Manager adding someone else's uid", async () => {
    await seedCurrent();
    await assertFails(markRead(t.db('manager'), PERSONAS.employee.uid));
  });

  it('refuses a Manager adding their uid together with another', async () => {
    await seedCurrent();
    await assertFails(
      updateDoc(ref(t.db('manager')), {
        readRecipients: arrayUnion(PERSONAS.manager.uid, PERSONAS.employee.uid),
      }),
    );
  });

  it('refuses a Manager removing other readers', async () => {
    await seedCurrent();
    await assertFails(updateDoc(ref(t.db('manager')), { readRecipients: [PERSONAS.manager.uid] }));
    await assertFails(
      updateDoc(ref(t.db('manager')), { readRecipients: arrayRemove('someone-else') }),
    );
  });

  it('refuses a Manager marking read twice (nothing to add)', async () => {
    await seedCurrent({ readRecipients: [PERSONAS.manager.uid] });
    await assertFails(markRead(t.db('manager'), PERSONAS.manager.uid));
  });

  it('refuses a Manager restamping updatedAt while marking read', async () => {
    await seedCurrent();
    await assertFails(
      updateDoc(ref(t.db('manager')), {
        readRecipients: arrayUnion(PERSONAS.manager.uid),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('lets an Employee mark read an announcement without createdBy (seeded)', async () => {
    const legacy = stored();
    delete legacy.createdBy;
    await t.seed({ 'announcements/legacy': legacy });
    await assertSucceeds(markRead(t.db('employee'), PERSONAS.employee.uid, 'legacy'));
  });
});

describe('announcements: delete', () => {
  for (const p of ADMINS) {
    it(`lets ${PERSONAS[p].who} delete an announcement`, async () => {
      await seedCurrent();
      await assertSucceeds(deleteDoc(ref(t.db(p))));
    });
  }

  for (const p of [...STAFF, ...INACTIVE]) {
    it(`refuses ${PERSONAS[p].who} deleting an announcement`, async () => {
      await seedCurrent();
      await assertFails(deleteDoc(ref(t.db(p))));
    });
  }
});
