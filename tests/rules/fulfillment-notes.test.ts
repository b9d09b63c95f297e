import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
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
  Timestamp,
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
  userDoc,
  type Persona,
  TOP_PERSONAS as TOP,
  STAFF_PERSONAS as STAFF,
} from './helpers';

const t = setupRulesTests();

const INACTIVE: Persona[] = ['waiting', 'disabled'];
const NOBODY: Persona[] = [...STAFF, ...INACTIVE];

const CURRENT = 'current';
const PAST = 'past';
const ref = (db: Firestore, id = CURRENT) => doc(db, 'fulfillment_notes', id);

/** A stored note as the app (or the seed) writes it. */
function stored(overrides: DocumentData = {}): DocumentData {
  return {
    notes: 'Pallets must be shrink-wrapped before pickup.',
    isCurrent: true,
    isPast: false,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

const seedNotes = () =>
  t.seed({
    [`fulfillment_notes/${CURRENT}`]: stored(),
    [`fulfillment_notes/${PAST}`]: stored({ notes: 'Old note', isCurrent: false, isPast: true }),
  });

/** What create-fulfillment-note.ts writes for a new note. */
function newNote(p: Persona, overrides: DocumentData = {}): DocumentData {
  return {
    notes: 'Overnight orders close at 2pm EST.',
    isCurrent: true,
    isPast: false,
    createdBy: PERSONAS[p].uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** create-fulfillment-note.ts: the current note becomes past and the new one is added, one batch. */
function createInBatch(db: Firestore, p: Persona, overrides: DocumentData = {}) {
  const batch = writeBatch(db);
  batch.update(ref(db), { isCurrent: false, isPast: true, updatedAt: serverTimestamp() });
  batch.set(ref(db, 'new'), newNote(p, overrides));
  return batch.commit();
}

// A Manager given the notes permissions explicitly (permission overrides beat the preset).
const NOTES_MANAGER = { uid: 'notes-manager' };
const seedNotesManager = (actions: Record<string, boolean>) =>
  t.seed({
    [`users/${NOTES_MANAGER.uid}`]: userDoc(NOTES_MANAGER.uid, 'manager', {
      permissionOverrides: { fulfillmentNotes: actions },
    }),
  });

describe('fulfillment_notes: read', () => {
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} read notes and the current-note query`, async () => {
      await seedNotes();
      const db = t.db(p);
      await assertSucceeds(getDoc(ref(db)));
      const current = await assertSucceeds(
        getDocs(
          query(
            collection(db, 'fulfillment_notes'),
            where('isCurrent', '==', true),
            orderBy('createdAt', 'desc'),
            limit(1),
          ),
        ),
      );
      expect(current.docs.map((d) => d.id)).toEqual([CURRENT]);
    });
  }

  for (const p of NOBODY) {
    it(`refuses ${PERSONAS[p].who} the notes`, async () => {
      await seedNotes();
      const db = t.db(p);
      await assertFails(getDoc(ref(db)));
      await assertFails(getDocs(collection(db, 'fulfillment_notes')));
    });
  }

  it('refuses a signed-out caller', async () => {
    await seedNotes();
    await assertFails(getDoc(ref(t.anonDb())));
  });

  it('lets a Manager with View Fulfillment Notes read them', async () => {
    await seedNotes();
    await seedNotesManager({ view: true });
    await assertSucceeds(getDocs(collection(t.db(NOTES_MANAGER), 'fulfillment_notes')));
  });
});

describe('fulfillment_notes: create', () => {
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} add a current note and demote the old one in one batch`, async () => {
      await seedNotes();
      await assertSucceeds(createInBatch(t.db(p), p));
      expect(await t.peek(`fulfillment_notes/${CURRENT}`)).toMatchObject({
        isCurrent: false,
        isPast: true,
      });
      expect(await t.peek('fulfillment_notes/new')).toMatchObject({ isCurrent: true });
    });
  }

  for (const p of NOBODY) {
    it(`refuses ${PERSONAS[p].who} a new note`, async () => {
      await seedNotes();
      await assertFails(setDoc(ref(t.db(p), 'new'), newNote(p)));
      await assertFails(createInBatch(t.db(p), p));
    });
  }

  it('refuses a Manager with only View Fulfillment Notes', async () => {
    await seedNotesManager({ view: true });
    await assertFails(
      setDoc(ref(t.db(NOTES_MANAGER), 'new'), {
        ...newNote('manager'),
        createdBy: 'notes-manager',
      }),
    );
  });

  it('lets a Manager given Create Fulfillment Notes add one', async () => {
    await seedNotesManager({ view: true, create: true });
    await assertSucceeds(
      setDoc(ref(t.db(NOTES_MANAGER), 'new'), {
        ...newNote('manager'),
        createdBy: 'notes-manager',
      }),
    );
  });

  const bad: [string, DocumentData][] = [
    ['empty text', { notes: '' }],
    ['whitespace-only text', { notes: '   \n ' }],
    ['text over 2000 characters', { notes: longString(2001) }],
    ['text that is not a string', { notes: 42 }],
    ['a note that is not current', { isCurrent: false, isPast: true }],
    ['a note both current and past', { isPast: true }],
    ['a non-boolean flag', { isCurrent: 'yes' }],
    ['someone else as author', { createdBy: PERSONAS.superAdmin.uid }],
    ['a client-chosen createdAt', { createdAt: Timestamp.fromDate(new Date('2020-01-01')) }],
    ['a missing updatedAt', { updatedAt: undefined }],
    ['an unknown field', { priority: 'high' }],
  ];
  for (const [what, overrides] of bad) {
    it(`refuses ${what}`, async () => {
      const data = newNote('fulfillment', overrides);
      for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
      await assertFails(setDoc(ref(t.db('fulfillment'), 'new'), data));
    });
  }

  it('accepts exactly 2000 characters', async () => {
    await assertSucceeds(
      setDoc(ref(t.db('fulfillment'), 'new'), newNote('fulfillment', { notes: longString(2000) })),
    );
  });
});

describe('fulfillment_notes: edit', () => {
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} change the text of a current or past note`, async () => {
      await seedNotes();
      const db = t.db(p);
      await assertSucceeds(
        updateDoc(ref(db), { notes: 'Shrink-wrap twice.', updatedAt: serverTimestamp() }),
      );
      await assertSucceeds(
        updateDoc(ref(db, PAST), { notes: 'Old note, fixed', updatedAt: serverTimestamp() }),
      );
    });
  }

  for (const p of NOBODY) {
    it(`refuses ${PERSONAS[p].who} an edit`, async () => {
      await seedNotes();
      await assertFails(
        updateDoc(ref(t.db(p)), { notes: 'Hijacked', updatedAt: serverTimestamp() }),
      );
    });
  }

  it('refuses an edit that empties or overgrows the text, or keeps the old updatedAt', async () => {
    await seedNotes();
    const db = t.db('fulfillment');
    await assertFails(updateDoc(ref(db), { notes: ' ', updatedAt: serverTimestamp() }));
    await assertFails(
      updateDoc(ref(db), { notes: longString(2001), updatedAt: serverTimestamp() }),
    );
    await assertFails(updateDoc(ref(db), { notes: 'No stamp' }));
  });

  it('refuses an edit that also changes createdAt', async () => {
    await seedNotes();
    await assertFails(
      updateDoc(ref(t.db('fulfillment')), {
        notes: 'Backdated',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('fulfillment_notes: demotion', () => {
  it('refuses promoting a past note back to current', async () => {
    await seedNotes();
    await assertFails(
      updateDoc(ref(t.db('fulfillment'), PAST), {
        isCurrent: true,
        isPast: false,
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('refuses a demotion that also rewrites the text', async () => {
    await seedNotes();
    await assertFails(
      updateDoc(ref(t.db('fulfillment')), {
        isCurrent: false,
        isPast: true,
        notes: 'Rewritten on the way out',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('refuses a demotion that leaves isPast false', async () => {
    await seedNotes();
    await assertFails(
      updateDoc(ref(t.db('fulfillment')), { isCurrent: false, updatedAt: serverTimestamp() }),
    );
  });

  it('refuses a demotion by someone who may only edit', async () => {
    await seedNotes();
    await seedNotesManager({ view: true, edit: true });
    const db = t.db(NOTES_MANAGER);
    await assertFails(
      updateDoc(ref(db), { isCurrent: false, isPast: true, updatedAt: serverTimestamp() }),
    );
    // ...while the text is theirs to change.
    await assertSucceeds(updateDoc(ref(db), { notes: 'Edited', updatedAt: serverTimestamp() }));
  });

  for (const p of STAFF) {
    it(`refuses ${PERSONAS[p].who} a demotion`, async () => {
      await seedNotes();
      await assertFails(
        updateDoc(ref(t.db(p)), { isCurrent: false, isPast: true, updatedAt: serverTimestamp() }),
      );
    });
  }
});

describe('fulfillment_notes: delete', () => {
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} delete a note`, async () => {
      await seedNotes();
      await assertSucceeds(deleteDoc(ref(t.db(p), PAST)));
    });
  }

  for (const p of NOBODY) {
    it(`refuses ${PERSONAS[p].who} a delete`, async () => {
      await seedNotes();
      await assertFails(deleteDoc(ref(t.db(p), PAST)));
    });
  }
});
