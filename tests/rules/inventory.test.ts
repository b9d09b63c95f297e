import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
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
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { SalesLocation } from '../../src/features/reports/api/scope';
import {
  listCountLines,
  listInventoryReports,
  listOpenInventoryReports,
  saveCountLine,
} from '../../src/features/reports/inventory/api/inventory-reports';
import type { InventoryStatus } from '../../src/features/reports/inventory/model/inventoryStatus';
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
 * inventory_reports and their count_lines (issue 14), lines written through the app's repository
 * functions. Personas' scope is North (helpers.ts); staff count, every role reads in scope. Since
 * issue 26 a period is created and stepped only by the server's callables (functions/src/inventory,
 * tests/functions/inventory-periods.test.ts): every browser attempt is refused here, including the
 * exact writes the app made before (startWrite, stepWrite, reopenWrite).
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

const report = (location: SalesLocation, status: InventoryStatus, reopenCount = 0) => ({
  locationId: location.id,
  locationName: location.name,
  locationType: location.type,
  territoryId: location.territoryId,
  name: `${location.name} October`,
  status,
  reopenCount,
  userId: PERSONAS.manager.uid,
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
});

const line = (count: 'opening' | 'closing', itemId: string, quantity: number) => ({
  itemId,
  count,
  state: quantity === 0 ? 'zero' : 'counted',
  quantity,
  userId: PERSONAS.manager.uid,
  updatedAt: CREATED_AT,
});

async function seedWorld(extra: Record<string, DocumentData> = {}) {
  await t.seed({
    [`territories/${NORTH_TERRITORY}`]: { name: 'North', userIds: [] },
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
    'inventory_reports/north-opening': report(north, 'openingInProgress'),
    'inventory_reports/north-open': report(north, 'open'),
    'inventory_reports/north-closing': report(north, 'closingInProgress'),
    'inventory_reports/north-closed': report(north, 'closed'),
    'inventory_reports/south-opening': report(south, 'openingInProgress'),
    'inventory_reports/north-opening/count_lines/opening_shrimp': line('opening', 'shrimp', 4),
    'inventory_reports/north-closed/count_lines/opening_shrimp': line('opening', 'shrimp', 4),
    'inventory_reports/south-opening/count_lines/opening_shrimp': line('opening', 'shrimp', 4),
    ...extra,
  });
}

const lines = (p: Persona, reportId: string) =>
  getDocs(collection(t.db(p), 'inventory_reports', reportId, 'count_lines'));

/** What the app wrote to start a period before issue 26 (now the startInventoryPeriod callable). */
const startWrite = (db: Firestore, uid: string, location: SalesLocation, name: string) =>
  addDoc(collection(db, 'inventory_reports'), {
    locationId: location.id,
    locationName: location.name,
    locationType: location.type,
    territoryId: location.territoryId,
    name,
    status: 'openingInProgress',
    reopenCount: 0,
    userId: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });

const NEXT: Partial<Record<InventoryStatus, InventoryStatus>> = {
  openingInProgress: 'open',
  open: 'closingInProgress',
  closingInProgress: 'closed',
};
const STAMP: Partial<Record<InventoryStatus, string>> = {
  openingInProgress: 'openingCountedAt',
  closingInProgress: 'closingCountedAt',
};

/** What the app wrote to step a period on (now completeInventoryCount / beginInventoryClosing). */
const stepWrite = (db: Firestore, reportId: string, from: InventoryStatus) =>
  updateDoc(doc(db, 'inventory_reports', reportId), {
    status: NEXT[from],
    ...(STAMP[from] ? { [STAMP[from]]: serverTimestamp() } : {}),
    updatedAt: serverTimestamp(),
  });

/** What the app wrote for a top role's reopen (now reopenInventoryPeriod). */
const reopenWrite = (db: Firestore, uid: string, reportId: string, reopenCount: number) =>
  updateDoc(doc(db, 'inventory_reports', reportId), {
    status: 'closingInProgress',
    reopenCount: reopenCount + 1,
    userId: uid,
    updatedAt: serverTimestamp(),
  });

describe('inventory_reports: reading', () => {
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} read every territory and its lines`, async () => {
      await seedWorld();
      await assertSucceeds(getDocs(collection(t.db(p), 'inventory_reports')));
      await assertSucceeds(lines(p, 'south-opening'));
    });
  }

  for (const p of STAFF) {
    it(`lets ${PERSONAS[p].who} read their territory and nothing of another`, async () => {
      await seedWorld();
      const reports = await assertSucceeds(listInventoryReports(t.db(p), [NORTH_TERRITORY]));
      expect(reports.map((r) => r.id).sort()).toEqual([
        'north-closed',
        'north-closing',
        'north-open',
        'north-opening',
      ]);
      const opening = await assertSucceeds(listCountLines(t.db(p), 'north-opening', 'opening'));
      expect(opening).toEqual({ shrimp: { state: 'counted', quantity: 4 } });
      await assertFails(listInventoryReports(t.db(p), [SOUTH_TERRITORY]));
      await assertFails(getDocs(collection(t.db(p), 'inventory_reports')));
      await assertFails(getDoc(doc(t.db(p), 'inventory_reports', 'south-opening')));
      await assertFails(lines(p, 'south-opening'));
    });
  }

  // The reports dashboard's open counts: the periods not closed counted and the longest open
  // listed, the chain's in one query.
  const ids = ({ count, oldest }: { count: number; oldest: { id: string }[] }) => {
    expect(count).toBe(oldest.length);
    return oldest.map((r) => r.id).sort();
  };
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} list every territory's periods not closed in one query`, async () => {
      await seedWorld();
      const open = await assertSucceeds(listOpenInventoryReports(t.db(p), { kind: 'all' }));
      expect(ids(open)).toEqual(['north-closing', 'north-open', 'north-opening', 'south-opening']);
    });
  }

  for (const p of STAFF) {
    it(`lets ${PERSONAS[p].who} list their territory's periods not closed, never the chain's`, async () => {
      await seedWorld();
      const db = t.db(p);
      const territories = (...territoryIds: string[]) => ({
        kind: 'territories' as const,
        territoryIds,
      });
      const open = await assertSucceeds(listOpenInventoryReports(db, territories(NORTH_TERRITORY)));
      expect(ids(open)).toEqual(['north-closing', 'north-open', 'north-opening']);
      await assertFails(listOpenInventoryReports(db, territories(SOUTH_TERRITORY)));
      await assertFails(listOpenInventoryReports(db, { kind: 'all' }));
    });
  }

  for (const p of INACTIVE) {
    it(`refuses ${PERSONAS[p].who}`, async () => {
      await seedWorld();
      await assertFails(listInventoryReports(t.db(p), [NORTH_TERRITORY]));
      await assertFails(lines(p, 'north-opening'));
    });
  }

  it('refuses a signed-out caller', async () => {
    await seedWorld();
    await assertFails(
      getDocs(
        query(
          collection(t.anonDb(), 'inventory_reports'),
          where('territoryId', '==', NORTH_TERRITORY),
        ),
      ),
    );
  });
});

describe('inventory_reports: only the server starts a period', () => {
  for (const p of [...STAFF, ...TOP, ...INACTIVE]) {
    it(`refuses ${PERSONAS[p].who} creating one, in their territory or another`, async () => {
      await seedWorld();
      const db = t.db(p);
      await assertFails(startWrite(db, PERSONAS[p].uid, north, 'November'));
      await assertFails(startWrite(db, PERSONAS[p].uid, south, 'November'));
      await assertFails(
        setDoc(doc(db, 'inventory_reports', 'x1'), {
          ...report(north, 'openingInProgress'),
          userId: PERSONAS[p].uid,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
    });
  }

  it('refuses a signed-out caller', async () => {
    await seedWorld();
    await assertFails(startWrite(t.anonDb(), 'nobody', north, 'November'));
  });
});

describe('count_lines: counting', () => {
  for (const p of STAFF) {
    it(`lets ${PERSONAS[p].who} count, zero and blank lines of the count in progress`, async () => {
      await seedWorld();
      const db = t.db(p);
      const uid = PERSONAS[p].uid;
      await assertSucceeds(
        saveCountLine(db, uid, 'north-opening', 'opening', 'cod', {
          state: 'counted',
          quantity: 12,
        }),
      );
      // Weighed seafood: pounds with a fraction.
      await assertSucceeds(
        saveCountLine(db, uid, 'north-opening', 'opening', 'salmon', {
          state: 'counted',
          quantity: 2.5,
        }),
      );
      await assertSucceeds(
        saveCountLine(db, uid, 'north-opening', 'opening', 'buns', { state: 'zero' }),
      );
      await assertSucceeds(
        saveCountLine(db, uid, 'north-opening', 'opening', 'shrimp', { state: 'notCounted' }),
      );
      await assertSucceeds(
        saveCountLine(db, uid, 'north-closing', 'closing', 'cod', {
          state: 'counted',
          quantity: 3,
        }),
      );
      expect(await listCountLines(db, 'north-opening', 'opening')).toEqual({
        cod: { state: 'counted', quantity: 12 },
        salmon: { state: 'counted', quantity: 2.5 },
        buns: { state: 'zero' },
      });
    });

    it(`refuses ${PERSONAS[p].who} a count that is not in progress or not theirs`, async () => {
      await seedWorld();
      const db = t.db(p);
      const uid = PERSONAS[p].uid;
      const five = { state: 'counted', quantity: 5 } as const;
      await assertFails(saveCountLine(db, uid, 'north-open', 'opening', 'cod', five));
      await assertFails(saveCountLine(db, uid, 'north-opening', 'closing', 'cod', five));
      await assertFails(saveCountLine(db, uid, 'north-closed', 'closing', 'cod', five));
      await assertFails(
        saveCountLine(db, uid, 'north-closed', 'opening', 'shrimp', { state: 'notCounted' }),
      );
      await assertFails(saveCountLine(db, uid, 'south-opening', 'opening', 'cod', five));
      await assertFails(
        saveCountLine(db, uid, 'south-opening', 'opening', 'shrimp', { state: 'notCounted' }),
      );
    });
  }

  it('refuses quantities that are negative, too large, not numbers, or a zero not marked zero', async () => {
    await seedWorld();
    const db = t.db('manager');
    const uid = PERSONAS.manager.uid;
    const ref = (itemId: string) =>
      doc(db, 'inventory_reports', 'north-opening', 'count_lines', `opening_${itemId}`);
    const base = {
      itemId: 'cod',
      count: 'opening',
      state: 'counted',
      userId: uid,
      updatedAt: serverTimestamp(),
    };
    await assertFails(
      saveCountLine(db, uid, 'north-opening', 'opening', 'cod', { state: 'counted', quantity: -1 }),
    );
    await assertFails(
      saveCountLine(db, uid, 'north-opening', 'opening', 'cod', {
        state: 'counted',
        quantity: 100_001,
      }),
    );
    await assertFails(setDoc(ref('cod'), { ...base, quantity: '5' }));
    await assertFails(setDoc(ref('cod'), { ...base, quantity: 0 }));
    await assertFails(setDoc(ref('cod'), { ...base, state: 'zero', quantity: 3 }));
    await assertFails(setDoc(ref('other'), { ...base, quantity: 3 }));
    await assertSucceeds(setDoc(ref('cod'), { ...base, quantity: 100_000 }));
  });

  for (const p of [...TOP, ...INACTIVE]) {
    it(`refuses ${PERSONAS[p].who} writing lines`, async () => {
      await seedWorld();
      const db = t.db(p);
      await assertFails(
        saveCountLine(db, PERSONAS[p].uid, 'north-opening', 'opening', 'cod', {
          state: 'counted',
          quantity: 1,
        }),
      );
      await assertFails(
        deleteDoc(doc(db, 'inventory_reports', 'north-opening', 'count_lines', 'opening_shrimp')),
      );
    });
  }
});

describe('inventory_reports: only the server steps, closes and reopens a period', () => {
  for (const p of [...STAFF, ...TOP, ...INACTIVE]) {
    it(`refuses ${PERSONAS[p].who} every step, a reopen and a delete`, async () => {
      await seedWorld();
      const db = t.db(p);
      await assertFails(stepWrite(db, 'north-opening', 'openingInProgress'));
      await assertFails(stepWrite(db, 'north-open', 'open'));
      await assertFails(stepWrite(db, 'north-closing', 'closingInProgress'));
      await assertFails(stepWrite(db, 'south-opening', 'openingInProgress'));
      await assertFails(reopenWrite(db, PERSONAS[p].uid, 'north-closed', 0));
      await assertFails(
        updateDoc(doc(db, 'inventory_reports', 'north-open'), {
          name: 'Renamed',
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(deleteDoc(doc(db, 'inventory_reports', 'north-opening')));
      // Nothing moved: the seeded statuses are intact.
      expect((await t.peek('inventory_reports/north-opening'))?.status).toBe('openingInProgress');
      expect((await t.peek('inventory_reports/north-closed'))?.status).toBe('closed');
    });
  }
});
