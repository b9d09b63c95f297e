import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  CREATED_AT,
  longString,
  NORTH_LOCATION,
  NORTH_TERRITORY,
  PERSONAS,
  SOUTH_LOCATION,
  setupRulesTests,
  userDoc,
  type Persona,
  TOP_PERSONAS as TOP,
  STAFF_PERSONAS as STAFF,
} from './helpers';

/**
 * mystery_shopper_reports: mysteryShopper.* permissions (corporate by default), always limited to
 * the caller's territories (inMyTerritory), author is the caller. Storage rules for the files
 * (mystery_shopper_reports/<id>/<file>) are in storage.test.ts, which skips without the Storage
 * emulator.
 */
const t = setupRulesTests();

const REPORTS = 'mystery_shopper_reports';
const SOUTH_TERRITORY = 'territory-south';
const INACTIVE: Persona[] = ['waiting', 'disabled'];

const ALL_SHOPPER = { view: true, create: true, edit: true, delete: true };
/** A Manager of North (and nothing else) granted every mystery shopper permission. */
const SHOPPER_MANAGER = 'shopper-manager';
/** A Franchisee Owner of North (own territoryIds, mirrored in userIds), granted every permission. */
const SHOPPER_OWNER = 'shopper-owner';

const storedReport = (territory: 'north' | 'south', overrides: DocumentData = {}) => ({
  userId: PERSONAS.superAdmin.uid,
  userName: 'Sam Super',
  territoryId: territory === 'north' ? NORTH_TERRITORY : SOUTH_TERRITORY,
  territoryName: territory === 'north' ? 'North' : 'South',
  franchiseeLocationId: territory === 'north' ? NORTH_LOCATION : SOUTH_LOCATION,
  franchiseeLocationName: territory === 'north' ? 'North Cafe' : 'South Grill',
  date: Timestamp.fromDate(new Date('2026-11-01T00:00:00Z')),
  text: 'Friendly greeting, fries lukewarm.',
  files: [],
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
  ...overrides,
});

/** What create-report.ts writes, for the caller `uid`. */
const newReport = (uid: string, overrides: DocumentData = {}): DocumentData => ({
  ...storedReport('north'),
  userId: uid,
  // userDoc's name, as displayName() copies it; the rules compare it with the caller's record.
  userName: `Test ${uid}`,
  files: [{ name: 'receipt.jpg', url: 'https://example.test/receipt.jpg' }],
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

const location = (territoryId: string, name: string) => ({
  name,
  territoryId,
  territoryName: name,
  type: 'restaurant',
  enabled: true,
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
});

async function seedWorld() {
  await t.seed({
    [`territories/${NORTH_TERRITORY}`]: {
      name: 'North',
      userIds: [PERSONAS.franchiseeOwner.uid, SHOPPER_OWNER],
    },
    [`territories/${SOUTH_TERRITORY}`]: { name: 'South', userIds: [] },
    [`franchise_locations/${NORTH_LOCATION}`]: location(NORTH_TERRITORY, 'North Cafe'),
    [`franchise_locations/${SOUTH_LOCATION}`]: location(SOUTH_TERRITORY, 'South Grill'),
    [`users/${SHOPPER_MANAGER}`]: userDoc(SHOPPER_MANAGER, 'manager', {
      permissionOverrides: { mysteryShopper: ALL_SHOPPER },
      territoryIds: [NORTH_TERRITORY],
    }),
    [`users/${SHOPPER_OWNER}`]: userDoc(SHOPPER_OWNER, 'franchiseeOwner', {
      permissionOverrides: { mysteryShopper: ALL_SHOPPER },
      territoryIds: [NORTH_TERRITORY],
    }),
    [`${REPORTS}/north-1`]: storedReport('north'),
    [`${REPORTS}/south-1`]: storedReport('south'),
  });
}

const reportRef = (db: Firestore, id: string) => doc(db, REPORTS, id);

describe('mystery_shopper_reports: reading', () => {
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} list and read every territory's reports`, async () => {
      await seedWorld();
      const db = t.db(p);
      await assertSucceeds(getDocs(query(collection(db, REPORTS), orderBy('date', 'desc'))));
      await assertSucceeds(getDoc(reportRef(db, 'south-1')));
    });
  }

  for (const p of [...STAFF, ...INACTIVE]) {
    it(`refuses ${PERSONAS[p].who} (no mystery shopper permission) any report`, async () => {
      await seedWorld();
      const db = t.db(p);
      await assertFails(getDoc(reportRef(db, 'north-1')));
      await assertFails(
        getDocs(query(collection(db, REPORTS), where('territoryId', 'in', [NORTH_TERRITORY]))),
      );
    });
  }

  it('refuses a signed-out caller', async () => {
    await seedWorld();
    await assertFails(getDoc(reportRef(t.anonDb(), 'north-1')));
  });

  for (const uid of [SHOPPER_MANAGER, SHOPPER_OWNER]) {
    it(`lets a granted ${uid} read and list their own territory's reports`, async () => {
      await seedWorld();
      const db = t.db({ uid });
      await assertSucceeds(getDoc(reportRef(db, 'north-1')));
      const scoped =
        uid === SHOPPER_MANAGER
          ? where('territoryId', 'in', [NORTH_TERRITORY])
          : where('territoryId', '==', NORTH_TERRITORY);
      await assertSucceeds(getDocs(query(collection(db, REPORTS), scoped)));
    });

    it(`refuses a granted ${uid} another territory's report, even by a crafted query`, async () => {
      await seedWorld();
      const db = t.db({ uid });
      await assertFails(getDoc(reportRef(db, 'south-1')));
      await assertFails(
        getDocs(query(collection(db, REPORTS), where('territoryId', '==', SOUTH_TERRITORY))),
      );
      await assertFails(
        getDocs(
          query(
            collection(db, REPORTS),
            where('territoryId', 'in', [NORTH_TERRITORY, SOUTH_TERRITORY]),
          ),
        ),
      );
      await assertFails(getDocs(query(collection(db, REPORTS), orderBy('date', 'desc'))));
    });
  }
});

describe('mystery_shopper_reports: writing', () => {
  for (const p of TOP) {
    const who = PERSONAS[p].who;
    const uid = PERSONAS[p].uid;
    it(`lets ${who} create, edit and delete a report in any territory`, async () => {
      await seedWorld();
      const db = t.db(p);
      await assertSucceeds(setDoc(reportRef(db, 'r1'), newReport(uid)));
      await assertSucceeds(
        setDoc(
          reportRef(db, 'r2'),
          newReport(uid, {
            territoryId: SOUTH_TERRITORY,
            territoryName: 'South',
            franchiseeLocationId: SOUTH_LOCATION,
            franchiseeLocationName: 'South Grill',
            files: [],
          }),
        ),
      );
      await assertSucceeds(
        updateDoc(reportRef(db, 'r1'), {
          text: 'Revised after the call.',
          files: [],
          updatedAt: serverTimestamp(),
        }),
      );
      await assertSucceeds(deleteDoc(reportRef(db, 'r2')));
    });

    it(`refuses ${who} a report in someone else's name`, async () => {
      await seedWorld();
      await assertFails(setDoc(reportRef(t.db(p), 'r1'), newReport('someone-else')));
    });

    it(`refuses ${who} copied names that are not the real ones (issue 10)`, async () => {
      await seedWorld();
      const db = t.db(p);
      await assertFails(setDoc(reportRef(db, 'a'), newReport(uid, { userName: 'Super Admin' })));
      await assertFails(
        setDoc(reportRef(db, 'b'), newReport(uid, { franchiseeLocationName: 'South Grill' })),
      );
      await assertFails(setDoc(reportRef(db, 'c'), newReport(uid, { territoryName: 'South' })));
    });

    it(`refuses ${who} changing a report's author`, async () => {
      await seedWorld();
      await assertFails(
        updateDoc(reportRef(t.db(p), 'north-1'), {
          userId: 'someone-else',
          updatedAt: serverTimestamp(),
        }),
      );
    });
  }

  for (const p of [...STAFF, ...INACTIVE]) {
    const who = PERSONAS[p].who;
    it(`refuses ${who} (no mystery shopper permission) creating, editing or deleting`, async () => {
      await seedWorld();
      const db = t.db(p);
      await assertFails(setDoc(reportRef(db, 'r1'), newReport(PERSONAS[p].uid)));
      await assertFails(
        updateDoc(reportRef(db, 'north-1'), { text: 'Mine', updatedAt: serverTimestamp() }),
      );
      await assertFails(deleteDoc(reportRef(db, 'north-1')));
    });
  }

  for (const uid of [SHOPPER_MANAGER, SHOPPER_OWNER]) {
    it(`lets a granted ${uid} create, edit and delete in their territory`, async () => {
      await seedWorld();
      const db = t.db({ uid });
      await assertSucceeds(setDoc(reportRef(db, 'r1'), newReport(uid)));
      await assertSucceeds(
        updateDoc(reportRef(db, 'north-1'), {
          text: 'Checked again',
          updatedAt: serverTimestamp(),
        }),
      );
      await assertSucceeds(deleteDoc(reportRef(db, 'r1')));
    });

    it(`refuses a granted ${uid} writing another territory's reports`, async () => {
      await seedWorld();
      const db = t.db({ uid });
      await assertFails(
        setDoc(
          reportRef(db, 'r1'),
          newReport(uid, {
            territoryId: SOUTH_TERRITORY,
            territoryName: 'South',
            franchiseeLocationId: SOUTH_LOCATION,
          }),
        ),
      );
      await assertFails(
        updateDoc(reportRef(db, 'south-1'), { text: 'Mine', updatedAt: serverTimestamp() }),
      );
      // Nor move one of theirs out of their scope.
      await assertFails(
        updateDoc(reportRef(db, 'north-1'), {
          territoryId: SOUTH_TERRITORY,
          franchiseeLocationId: SOUTH_LOCATION,
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(deleteDoc(reportRef(db, 'south-1')));
    });
  }

  describe('refuses bad report data from a Super Admin', () => {
    const uid = PERSONAS.superAdmin.uid;
    const cases: [string, DocumentData][] = [
      ['a missing territoryId', newReport(uid, { territoryId: undefined })],
      ['a missing franchiseeLocationId', newReport(uid, { franchiseeLocationId: undefined })],
      ['a location of another territory', newReport(uid, { franchiseeLocationId: SOUTH_LOCATION })],
      ['a location that does not exist', newReport(uid, { franchiseeLocationId: 'nowhere' })],
      ['a missing date', newReport(uid, { date: undefined })],
      ['a date that is text', newReport(uid, { date: '2026-11-01' })],
      ['empty details', newReport(uid, { text: '' })],
      ['blank details', newReport(uid, { text: '   ' })],
      ['300-character details', newReport(uid, { text: longString(300) })],
      ['files that are not a list', newReport(uid, { files: 'receipt.jpg' })],
      [
        'more than 20 files',
        newReport(uid, {
          files: Array.from({ length: 21 }, (_, i) => ({ name: `${i}`, url: 'https://x.test' })),
        }),
      ],
      ['a missing userName', newReport(uid, { userName: undefined })],
      ['an unknown field', newReport(uid, { rating: 5 })],
      ['a client-made createdAt', newReport(uid, { createdAt: CREATED_AT })],
    ];
    for (const [label, data] of cases) {
      it(`refuses ${label}`, async () => {
        await seedWorld();
        const clean = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
        await assertFails(setDoc(reportRef(t.db('superAdmin'), 'bad'), clean));
      });
    }

    it('accepts 255-character details', async () => {
      await seedWorld();
      await assertSucceeds(
        setDoc(reportRef(t.db('superAdmin'), 'ok'), newReport(uid, { text: longString(255) })),
      );
    });
  });
});
