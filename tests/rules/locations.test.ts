import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
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
import { beforeEach, describe, expect, it } from 'vitest';
import { saveTerritory } from '../../src/features/tools/locations/api/save-territory';
import {
  CREATED_AT,
  longString,
  NORTH_TERRITORY,
  PERSONAS,
  setupRulesTests,
  userDoc,
  type Persona,
  TOP_PERSONAS as TOP,
  STAFF_PERSONAS as STAFF,
} from './helpers';

const t = setupRulesTests();

const GULF = 'territory-gulf';
const NORTH = NORTH_TERRITORY;
const stamps = { createdAt: CREATED_AT, updatedAt: CREATED_AT };
const now = () => ({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });

const territory = (name: string, userIds: string[]): DocumentData => ({
  name,
  userIds,
  user_id: userIds[0] ?? '',
  user_email: userIds[0] ? `${userIds[0]}@rules.test` : '',
  user_first: '',
  user_last: '',
  user_mobile: '',
});

const franchise = (territoryId: string, territoryName: string): DocumentData => ({
  name: `${territoryName} Truck`,
  territoryId,
  territoryName,
  type: 'truck',
  enabled: true,
});

const delivery = (territoryId: string): DocumentData => ({
  name: 'Commissary',
  territoryId,
  recipientName: 'Dana Dock',
  address1: '100 Harbor Rd',
  address2: '',
  city: 'Portland',
  state: 'ME',
  zip: '04101',
  mobile: '2075550140',
  email: 'dock@example.com',
  enabled: true,
});

beforeEach(async () => {
  await t.seed({
    [`territories/${NORTH}`]: {
      ...territory('North Coast', [PERSONAS.franchiseeOwner.uid]),
      ...stamps,
    },
    [`territories/${GULF}`]: { ...territory('Gulf Shore', []), ...stamps },
    'franchise_locations/fl-north': { ...franchise(NORTH, 'North Coast'), ...stamps },
    'franchise_locations/fl-gulf': { ...franchise(GULF, 'Gulf Shore'), ...stamps },
    'delivery_locations/dl-north': { ...delivery(NORTH), ...stamps },
    'delivery_locations/dl-gulf': { ...delivery(GULF), ...stamps },
    'llcs/llc-north': { name: 'North LLC', territoryIds: [NORTH], ...stamps },
    'llcs/llc-gulf': { name: 'Gulf LLC', territoryIds: [GULF], ...stamps },
  });
});

/** `data` without `key`, for missing-field tests. */
const omit = (data: DocumentData, key: string): DocumentData =>
  Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));

const NO_ACCESS: Persona[] = ['waiting', 'disabled'];

/** A Manager whose only extra permission is one override, e.g. territories.delete. */
async function managerWith(area: string, action: string): Promise<Firestore> {
  await t.seed({
    'users/custom': userDoc('custom', 'manager', {
      permissionOverrides: { [area]: { [action]: true } },
      territoryIds: [NORTH],
    }),
  });
  return t.db({ uid: 'custom' });
}

describe('territories', () => {
  const all = (db: Firestore) => getDocs(collection(db, 'territories'));

  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} read and list every territory`, async () => {
      await assertSucceeds(getDoc(doc(t.db(p), 'territories', GULF)));
      await assertSucceeds(all(t.db(p)));
    });
  }

  it('lets a Franchisee Owner read the territories on their record, by id or id query', async () => {
    const db = t.db('franchiseeOwner');
    await assertSucceeds(getDoc(doc(db, 'territories', NORTH)));
    await assertSucceeds(
      getDocs(query(collection(db, 'territories'), where(documentId(), 'in', [NORTH]))),
    );
  });

  it("refuses a Franchisee Owner listed only in a territory's userIds (not its scope source)", async () => {
    await t.seed({
      [`territories/${GULF}`]: {
        ...territory('Gulf Shore', [PERSONAS.franchiseeOwner.uid]),
        ...stamps,
      },
    });
    await assertFails(getDoc(doc(t.db('franchiseeOwner'), 'territories', GULF)));
  });

  it('refuses a Franchisee Owner another territory and an unconstrained list', async () => {
    const db = t.db('franchiseeOwner');
    await assertFails(getDoc(doc(db, 'territories', GULF)));
    await assertFails(all(db));
  });

  for (const p of ['manager', 'employee'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} read their own territories by id`, async () => {
      const db = t.db(p);
      await assertSucceeds(getDoc(doc(db, 'territories', NORTH)));
      await assertSucceeds(
        getDocs(query(collection(db, 'territories'), where(documentId(), 'in', [NORTH]))),
      );
    });

    it(`refuses ${PERSONAS[p].who} another territory and crafted lists`, async () => {
      const db = t.db(p);
      await assertFails(getDoc(doc(db, 'territories', GULF)));
      await assertFails(all(db));
      await assertFails(
        getDocs(query(collection(db, 'territories'), where(documentId(), 'in', [NORTH, GULF]))),
      );
    });
  }

  for (const p of NO_ACCESS) {
    it(`refuses ${PERSONAS[p].who} any territory`, async () => {
      await assertFails(getDoc(doc(t.db(p), 'territories', NORTH)));
    });
  }

  it('refuses a signed-out caller', async () => {
    await assertFails(getDoc(doc(t.anonDb(), 'territories', NORTH)));
  });

  it('lets anyone holding territories.view list them all', async () => {
    const db = await managerWith('territories', 'view');
    await assertSucceeds(all(db));
  });

  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} create, edit and delete a territory`, async () => {
      const db = t.db(p);
      const ref = await assertSucceeds(
        addDoc(collection(db, 'territories'), { ...territory('New', []), ...now() }),
      );
      await assertSucceeds(updateDoc(ref, { name: 'Renamed', updatedAt: serverTimestamp() }));
      await assertSucceeds(deleteDoc(ref));
    });
  }

  for (const p of STAFF) {
    it(`refuses ${PERSONAS[p].who} territory writes`, async () => {
      const db = t.db(p);
      await assertFails(setDoc(doc(db, 'territories', 'x'), { ...territory('New', []), ...now() }));
      await assertFails(
        updateDoc(doc(db, 'territories', NORTH), { name: 'Mine', updatedAt: serverTimestamp() }),
      );
      await assertFails(deleteDoc(doc(db, 'territories', NORTH)));
    });
  }

  it('refuses bad territory data', async () => {
    const db = t.db('superAdmin');
    const write = (data: DocumentData) => setDoc(doc(db, 'territories', 'bad'), data);
    const good = { ...territory('Fine', []), ...now() };
    await assertSucceeds(write(good));
    await assertFails(write({ ...good, name: '' }));
    await assertFails(write({ ...good, name: longString(256) }));
    await assertFails(write({ ...good, name: 42 }));
    await assertFails(write({ ...good, userIds: 'u1' }));
    await assertFails(write({ ...good, user_id: 'someone-else' }));
    // Issue 10: a user joins userIds only when their own record names the territory too.
    await assertFails(write({ ...territory('Fine', ['u1']), ...now() }));
    await assertFails(write({ ...good, user_email: longString(256) }));
    await assertFails(write({ ...good, extra: true }));
    await assertFails(write(omit(good, 'user_mobile')));
    await assertFails(write({ ...good, createdAt: Timestamp.now() }));
  });

  it('keeps createdAt and requires a fresh updatedAt on edit', async () => {
    const db = t.db('superAdmin');
    const ref = doc(db, 'territories', NORTH);
    await assertFails(updateDoc(ref, { name: 'X' }));
    await assertFails(
      updateDoc(ref, { name: 'X', createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
    );
  });
});

describe('franchise_locations', () => {
  const col = (db: Firestore) => collection(db, 'franchise_locations');

  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} list every location`, async () => {
      await assertSucceeds(getDocs(col(t.db(p))));
      await assertSucceeds(getDocs(query(col(t.db(p)), where('territoryName', '>', ''))));
    });
  }

  for (const p of ['manager', 'employee'] as Persona[]) {
    it(`lets ${PERSONAS[p].who} read their territory's locations by a constrained query`, async () => {
      const db = t.db(p);
      await assertSucceeds(getDoc(doc(db, 'franchise_locations', 'fl-north')));
      await assertSucceeds(getDocs(query(col(db), where('territoryId', 'in', [NORTH]))));
    });

    it(`refuses ${PERSONAS[p].who} another territory's locations and crafted lists`, async () => {
      const db = t.db(p);
      await assertFails(getDoc(doc(db, 'franchise_locations', 'fl-gulf')));
      await assertFails(getDocs(col(db)));
      await assertFails(getDocs(query(col(db), where('territoryId', 'in', [NORTH, GULF]))));
      await assertFails(getDocs(query(col(db), where('territoryId', '==', GULF))));
    });
  }

  it("lets a Franchisee Owner read their territory's locations one territory at a time", async () => {
    const db = t.db('franchiseeOwner');
    await assertSucceeds(getDoc(doc(db, 'franchise_locations', 'fl-north')));
    await assertSucceeds(getDocs(query(col(db), where('territoryId', '==', NORTH))));
  });

  it("refuses a Franchisee Owner another territory's locations and crafted lists", async () => {
    const db = t.db('franchiseeOwner');
    await assertFails(getDoc(doc(db, 'franchise_locations', 'fl-gulf')));
    await assertFails(getDocs(query(col(db), where('territoryId', '==', GULF))));
    await assertFails(getDocs(col(db)));
  });

  for (const p of NO_ACCESS) {
    it(`refuses ${PERSONAS[p].who} any location`, async () => {
      await assertFails(getDoc(doc(t.db(p), 'franchise_locations', 'fl-north')));
    });
  }

  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} create, edit and delete a location`, async () => {
      const db = t.db(p);
      const ref = await assertSucceeds(
        addDoc(col(db), { ...franchise(NORTH, 'North Coast'), ...now() }),
      );
      await assertSucceeds(
        updateDoc(ref, { type: 'restaurant', enabled: false, updatedAt: serverTimestamp() }),
      );
      await assertSucceeds(deleteDoc(ref));
    });
  }

  for (const p of STAFF) {
    it(`refuses ${PERSONAS[p].who} location writes`, async () => {
      const db = t.db(p);
      await assertFails(addDoc(col(db), { ...franchise(NORTH, 'North Coast'), ...now() }));
      await assertFails(
        updateDoc(doc(db, 'franchise_locations', 'fl-north'), {
          name: 'Mine',
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(deleteDoc(doc(db, 'franchise_locations', 'fl-north')));
    });
  }

  it('refuses bad location data', async () => {
    const db = t.db('superAdmin');
    const write = (data: DocumentData) => setDoc(doc(db, 'franchise_locations', 'bad'), data);
    const good = { ...franchise(NORTH, 'North Coast'), ...now() };
    await assertSucceeds(write(good));
    await assertFails(write({ ...good, type: 'van' }));
    await assertFails(write({ ...good, enabled: 'yes' }));
    await assertFails(write({ ...good, name: longString(256) }));
    await assertFails(write({ ...good, name: '' }));
    await assertFails(write({ ...good, territoryId: 'territory-nowhere' }));
    await assertFails(write({ ...good, territoryName: 7 }));
    await assertFails(write({ ...good, extra: 1 }));
    await assertFails(write(omit(good, 'enabled')));
  });

  it('refuses creating a location without a territory', async () => {
    const db = t.db('superAdmin');
    await assertFails(addDoc(col(db), { ...franchise('', ''), ...now() }));
  });

  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} link a location to its own territory's delivery point only (issue 28)`, async () => {
      const db = t.db(p);
      const linked = (deliveryLocationId: string) =>
        addDoc(col(db), { ...franchise(NORTH, 'North Coast'), deliveryLocationId, ...now() });
      await assertSucceeds(linked('dl-north'));
      await assertSucceeds(linked(''));
      // Another territory's point would make its orders this location's COGS purchases.
      await assertFails(linked('dl-gulf'));
      await assertFails(linked('dl-nowhere'));
      const ref = doc(db, 'franchise_locations', 'fl-north');
      await assertSucceeds(
        updateDoc(ref, { deliveryLocationId: 'dl-north', updatedAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(ref, { deliveryLocationId: 'dl-gulf', updatedAt: serverTimestamp() }),
      );
      // Moving a linked location to another territory keeps a link that is no longer its own,
      // unless the move drops it (what the form writes).
      const moveToGulf = { territoryId: GULF, territoryName: 'Gulf Shore' };
      await assertFails(updateDoc(ref, { ...moveToGulf, updatedAt: serverTimestamp() }));
      await assertSucceeds(
        updateDoc(ref, { ...moveToGulf, deliveryLocationId: '', updatedAt: serverTimestamp() }),
      );
    });
  }

  it('checks the copied territory name against the territory, also through a rename (issue 28)', async () => {
    const db = t.db('superAdmin');
    await assertFails(addDoc(col(db), { ...franchise(NORTH, 'Gulf Shore'), ...now() }));
    await assertFails(
      updateDoc(doc(db, 'franchise_locations', 'fl-north'), {
        territoryName: 'Somewhere Else',
        updatedAt: serverTimestamp(),
      }),
    );
    // The rename of a territory and its locations' copies, in one batch as the form saves it.
    const before = territory('North Coast', [PERSONAS.franchiseeOwner.uid]);
    await assertSucceeds(
      saveTerritory(db, {
        data: territory('North Coast East', [PERSONAS.franchiseeOwner.uid]),
        existing: { id: NORTH, ...before, ...stamps },
      } as Parameters<typeof saveTerritory>[1]),
    );
    const renamed = await getDoc(doc(db, 'franchise_locations', 'fl-north'));
    expect(renamed.get('territoryName')).toBe('North Coast East');
  });

  it('keeps the inspection frequency (issue 16) a whole number of days from 1 to 365', async () => {
    const db = t.db('superAdmin');
    // A new document each time: a second set of one id would be an edit restamping createdAt.
    const write = (days: unknown) =>
      addDoc(col(db), {
        ...franchise(NORTH, 'North Coast'),
        inspectionFrequencyDays: days,
        ...now(),
      });
    await assertSucceeds(write(1));
    await assertSucceeds(write(365));
    for (const bad of [0, 366, 7.5, '30', null]) await assertFails(write(bad));
    // An edit by a top role changes it; staff cannot.
    const ref = doc(db, 'franchise_locations', 'fl-north');
    await assertSucceeds(
      updateDoc(ref, { inspectionFrequencyDays: 14, updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(t.db('manager'), 'franchise_locations', 'fl-north'), {
        inspectionFrequencyDays: 60,
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('delivery_locations', () => {
  const col = (db: Firestore) => collection(db, 'delivery_locations');

  it('lets a Super Admin create, edit and delete a delivery location', async () => {
    const db = t.db('superAdmin');
    const ref = await assertSucceeds(addDoc(col(db), { ...delivery(NORTH), ...now() }));
    await assertSucceeds(
      updateDoc(ref, { zip: '04101-1234', address2: 'Bay 2', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(deleteDoc(ref));
  });

  it('lets a Manager read their territory by a constrained query, nothing else', async () => {
    const db = t.db('manager');
    await assertSucceeds(getDocs(query(col(db), where('territoryId', 'in', [NORTH]))));
    await assertSucceeds(getDoc(doc(db, 'delivery_locations', 'dl-north')));
    await assertFails(getDoc(doc(db, 'delivery_locations', 'dl-gulf')));
    await assertFails(getDocs(col(db)));
  });

  it('lets a Franchisee Owner read their territory only', async () => {
    const db = t.db('franchiseeOwner');
    await assertSucceeds(getDocs(query(col(db), where('territoryId', '==', NORTH))));
    await assertFails(getDoc(doc(db, 'delivery_locations', 'dl-gulf')));
    await assertFails(getDocs(col(db)));
  });

  for (const p of STAFF) {
    it(`refuses ${PERSONAS[p].who} delivery location writes`, async () => {
      const db = t.db(p);
      await assertFails(addDoc(col(db), { ...delivery(NORTH), ...now() }));
      await assertFails(
        updateDoc(doc(db, 'delivery_locations', 'dl-north'), {
          city: 'Elsewhere',
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(deleteDoc(doc(db, 'delivery_locations', 'dl-north')));
    });
  }

  it('refuses bad delivery location data', async () => {
    const db = t.db('fulfillment');
    const write = (data: DocumentData) => setDoc(doc(db, 'delivery_locations', 'bad'), data);
    const good = { ...delivery(NORTH), ...now() };
    await assertSucceeds(write(good));
    await assertFails(write({ ...good, zip: '1234' }));
    await assertFails(write({ ...good, zip: '12345-12' }));
    await assertFails(write({ ...good, mobile: '(207) 555-0140' }));
    await assertFails(write({ ...good, email: 'not-an-email' }));
    await assertFails(write({ ...good, recipientName: '' }));
    await assertFails(write({ ...good, city: longString(256) }));
    await assertFails(write({ ...good, enabled: 1 }));
    await assertFails(write(omit(good, 'address2')));
  });
});

describe('deleting a territory clears its locations in the same batch', () => {
  const clearBatch = (db: Firestore, territoryId: string, withDelete: boolean) => {
    const batch = writeBatch(db);
    batch.update(doc(db, 'franchise_locations', 'fl-north'), {
      territoryId: '',
      territoryName: '',
      updatedAt: serverTimestamp(),
    });
    batch.update(doc(db, 'delivery_locations', 'dl-north'), {
      territoryId: '',
      updatedAt: serverTimestamp(),
    });
    if (withDelete) batch.delete(doc(db, 'territories', territoryId));
    return batch.commit();
  };

  it('lets a Super Admin delete a territory and clear its locations', async () => {
    await assertSucceeds(clearBatch(t.db('superAdmin'), NORTH, true));
    const location = await t.peek('franchise_locations/fl-north');
    if (location?.territoryId !== '' || location.territoryName !== '') {
      throw new Error('the location kept its territory');
    }
  });

  it('lets someone with only territories.delete do it, and nothing more', async () => {
    const db = await managerWith('territories', 'delete');
    // Clearing without deleting the territory, or while deleting another one, is refused.
    await assertFails(clearBatch(db, NORTH, false));
    await assertFails(clearBatch(db, GULF, true));
    await assertFails(
      updateDoc(doc(db, 'franchise_locations', 'fl-north'), {
        name: 'Renamed',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(clearBatch(db, NORTH, true));
  });

  it('refuses a Manager the batch', async () => {
    await assertFails(clearBatch(t.db('manager'), NORTH, true));
  });
});

describe('llcs', () => {
  const col = (db: Firestore) => collection(db, 'llcs');

  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} list, create, edit and delete LLCs`, async () => {
      const db = t.db(p);
      await assertSucceeds(getDocs(col(db)));
      const ref = await assertSucceeds(
        addDoc(col(db), { name: 'New LLC', territoryIds: [NORTH, GULF], ...now() }),
      );
      await assertSucceeds(updateDoc(ref, { territoryIds: [], updatedAt: serverTimestamp() }));
      await assertSucceeds(deleteDoc(ref));
    });
  }

  for (const p of STAFF) {
    it(`lets ${PERSONAS[p].who} read their territory's LLCs only`, async () => {
      const db = t.db(p);
      await assertSucceeds(getDoc(doc(db, 'llcs', 'llc-north')));
      await assertSucceeds(
        getDocs(query(col(db), where('territoryIds', 'array-contains-any', [NORTH]))),
      );
      await assertFails(getDoc(doc(db, 'llcs', 'llc-gulf')));
      await assertFails(getDocs(col(db)));
    });

    it(`refuses ${PERSONAS[p].who} LLC writes`, async () => {
      const db = t.db(p);
      await assertFails(addDoc(col(db), { name: 'Mine', territoryIds: [NORTH], ...now() }));
      await assertFails(
        updateDoc(doc(db, 'llcs', 'llc-north'), { name: 'Mine', updatedAt: serverTimestamp() }),
      );
      await assertFails(deleteDoc(doc(db, 'llcs', 'llc-north')));
    });
  }

  for (const p of NO_ACCESS) {
    it(`refuses ${PERSONAS[p].who} any LLC`, async () => {
      await assertFails(getDoc(doc(t.db(p), 'llcs', 'llc-north')));
    });
  }

  it('refuses bad LLC data', async () => {
    const db = t.db('superAdmin');
    const write = (data: DocumentData) => setDoc(doc(db, 'llcs', 'bad'), data);
    const good = { name: 'Fine LLC', territoryIds: [NORTH], ...now() };
    await assertSucceeds(write(good));
    await assertFails(write({ ...good, territoryIds: NORTH }));
    await assertFails(write({ ...good, name: '' }));
    await assertFails(write({ ...good, name: longString(256) }));
    await assertFails(write({ ...good, extra: true }));
    await assertFails(write({ name: 'No list', ...now() }));
  });
});
