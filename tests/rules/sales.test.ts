import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import type { SalesLocation } from '../../src/features/reports/api/scope';
import {
  CREATED_AT,
  NORTH_LOCATION,
  NORTH_TERRITORY,
  PERSONAS,
  SOUTH_LOCATION,
  setupRulesTests,
  type Persona,
  TOP_PERSONAS as TOP,
  STAFF_PERSONAS as STAFF,
} from './helpers';

/**
 * sales_entries and item_sales_daily (issue 13): read in scope, written only by the server's
 * callables (royalty rates and statements: royalty.test.ts). Personas' scope is North (helpers.ts).
 */
const t = setupRulesTests();

const SOUTH_TERRITORY = 'territory-south';
const INACTIVE: Persona[] = ['waiting', 'disabled'];

const north: SalesLocation = {
  id: NORTH_LOCATION,
  name: 'North Cafe',
  type: 'restaurant',
  territoryId: NORTH_TERRITORY,
  enabled: true,
};
const south: SalesLocation = {
  id: SOUTH_LOCATION,
  name: 'South Truck',
  type: 'truck',
  territoryId: SOUTH_TERRITORY,
  enabled: true,
};

const day = (date: string, gross = 100_000) => ({
  date,
  grossCents: gross,
  discountCents: 2_000,
  refundCents: 500,
  netCents: gross - 2_500,
  transactions: 40,
});

const storedEntry = (location: SalesLocation, date: string, overrides: DocumentData = {}) => ({
  locationId: location.id,
  locationName: location.name,
  locationType: location.type,
  territoryId: location.territoryId,
  month: date.slice(0, 7),
  ...day(date),
  source: 'form',
  userId: PERSONAS.manager.uid,
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
  ...overrides,
});

async function seedWorld(extra: Record<string, DocumentData> = {}) {
  await t.seed({
    [`territories/${NORTH_TERRITORY}`]: { name: 'North', userIds: [PERSONAS.franchiseeOwner.uid] },
    [`territories/${SOUTH_TERRITORY}`]: { name: 'South', userIds: [] },
    [`franchise_locations/${NORTH_LOCATION}`]: {
      name: north.name,
      territoryId: NORTH_TERRITORY,
      territoryName: 'North',
      type: north.type,
      enabled: true,
    },
    [`franchise_locations/${SOUTH_LOCATION}`]: {
      name: south.name,
      territoryId: SOUTH_TERRITORY,
      territoryName: 'South',
      type: south.type,
      enabled: true,
    },
    [`sales_entries/${NORTH_LOCATION}_2026-10-01`]: storedEntry(north, '2026-10-01'),
    [`sales_entries/${SOUTH_LOCATION}_2026-10-01`]: storedEntry(south, '2026-10-01'),
    [`item_sales_daily/2026-10-01_dl-north`]: {
      date: '2026-10-01',
      territoryId: NORTH_TERRITORY,
      deliveryLocationId: 'dl-north',
      locationName: 'North Dock',
      items: { fries: { qty: 3, cents: 11_625 } },
    },
    [`item_sales_daily/2026-10-01_dl-south`]: {
      date: '2026-10-01',
      territoryId: SOUTH_TERRITORY,
      deliveryLocationId: 'dl-south',
      locationName: 'South Dock',
      items: { fries: { qty: 1, cents: 3_875 } },
    },
    ...extra,
  });
}

const byTerritory = (db: ReturnType<typeof t.db>, name: string, territoryId: string) =>
  getDocs(query(collection(db, name), where('territoryId', '==', territoryId)));

describe('sales collections: reading', () => {
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} read every territory`, async () => {
      await seedWorld();
      const db = t.db(p);
      for (const name of ['sales_entries', 'item_sales_daily']) {
        await assertSucceeds(getDocs(collection(db, name)));
      }
      await assertSucceeds(getDoc(doc(db, 'sales_entries', `${SOUTH_LOCATION}_2026-10-01`)));
    });
  }

  for (const p of STAFF) {
    it(`lets ${PERSONAS[p].who} read their territory and nothing of another`, async () => {
      await seedWorld();
      const db = t.db(p);
      for (const name of ['sales_entries', 'item_sales_daily']) {
        await assertSucceeds(byTerritory(db, name, NORTH_TERRITORY));
        // A crafted cross-territory query, and one without a territory constraint.
        await assertFails(byTerritory(db, name, SOUTH_TERRITORY));
        await assertFails(getDocs(collection(db, name)));
      }
      await assertSucceeds(
        getDocs(
          query(
            collection(db, 'sales_entries'),
            where('territoryId', '==', NORTH_TERRITORY),
            where('date', '>=', '2026-01-01'),
            where('date', '<=', '2026-12-31'),
          ),
        ),
      );
      await assertFails(getDoc(doc(db, 'sales_entries', `${SOUTH_LOCATION}_2026-10-01`)));
    });
  }

  for (const p of INACTIVE) {
    it(`refuses ${PERSONAS[p].who}`, async () => {
      await seedWorld();
      await assertFails(byTerritory(t.db(p), 'sales_entries', NORTH_TERRITORY));
      await assertFails(byTerritory(t.db(p), 'item_sales_daily', NORTH_TERRITORY));
    });
  }

  it('refuses a signed-out caller', async () => {
    await seedWorld();
    await assertFails(byTerritory(t.anonDb(), 'sales_entries', NORTH_TERRITORY));
  });
});

describe('sales_entries: browsers cannot write them (the saveSalesEntry and importSalesCsv callables do)', () => {
  /** An entry exactly as the app wrote it before the callables, which the old rules accepted. */
  const valid = (date: string, p: Persona) => ({
    ...storedEntry(north, date),
    source: 'form',
    userId: PERSONAS[p].uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });

  for (const p of [...TOP, ...STAFF, ...INACTIVE]) {
    it(`refuses ${PERSONAS[p].who} creating a day, even a valid one of a location in scope`, async () => {
      await seedWorld();
      const db = t.db(p);
      await assertFails(
        setDoc(doc(db, 'sales_entries', `${NORTH_LOCATION}_2026-11-02`), valid('2026-11-02', p)),
      );
      // A batch of days, as a CSV import wrote them, is refused whole.
      const batch = writeBatch(db);
      for (const date of ['2026-11-03', '2026-11-04']) {
        batch.set(doc(db, 'sales_entries', `${NORTH_LOCATION}_${date}`), valid(date, p));
      }
      await assertFails(batch.commit());
    });

    it(`refuses ${PERSONAS[p].who} replacing or deleting a reported day`, async () => {
      await seedWorld();
      const ref = doc(t.db(p), 'sales_entries', `${NORTH_LOCATION}_2026-10-01`);
      await assertFails(
        setDoc(ref, { ...valid('2026-10-01', p), createdAt: CREATED_AT }, { merge: true }),
      );
      await assertFails(updateDoc(ref, { grossCents: 1, netCents: -2_499 }));
      await assertFails(deleteDoc(ref));
    });
  }

  it('refuses the attacks of issue 26 written directly: a future day and 30 February', async () => {
    await seedWorld();
    const db = t.db('manager');
    for (const date of ['2099-01-01', '2026-02-30']) {
      await assertFails(
        setDoc(doc(db, 'sales_entries', `${NORTH_LOCATION}_${date}`), valid(date, 'manager')),
      );
    }
  });

  it('refuses a signed-out caller', async () => {
    await seedWorld();
    await assertFails(
      setDoc(
        doc(t.anonDb(), 'sales_entries', `${NORTH_LOCATION}_2026-11-02`),
        valid('2026-11-02', 'manager'),
      ),
    );
  });
});

describe('item_sales_daily: writing', () => {
  for (const p of [...TOP, ...STAFF]) {
    it(`refuses ${PERSONAS[p].who} writing totals by hand`, async () => {
      await seedWorld();
      await assertFails(
        setDoc(doc(t.db(p), 'item_sales_daily', '2026-10-02_dl-north'), {
          date: '2026-10-02',
          territoryId: NORTH_TERRITORY,
          deliveryLocationId: 'dl-north',
          locationName: 'North Dock',
          items: {},
        }),
      );
    });
  }
});
