import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { SalesLocation } from '../../src/features/reports/api/scope';
import { indexItem } from '../../src/features/tools/items/api/item-catalogue-index';
import {
  getStorageAreas,
  listReceivedCases,
  saveStorageAreas,
} from '../../src/features/reports/inventory/api/count-sheet';
import {
  listCountLines,
  saveCountLine,
} from '../../src/features/reports/inventory/api/inventory-reports';
import type { InventoryStatus } from '../../src/features/reports/inventory/model/inventoryStatus';
import {
  CREATED_AT,
  NORTH_LOCATION,
  NORTH_TERRITORY,
  PERSONAS,
  longString,
  setupRulesTests,
  type Persona,
  TOP_PERSONAS as TOP,
  STAFF_PERSONAS as STAFF,
} from './helpers';

/**
 * The counting half of issue 14: storage areas, item counting fields, flagged-line notes, the
 * opening lines a counter writes, and what a delivery point received. A period's delivery point,
 * its count stamps and the pre-filled opening are the server's since issue 26
 * (tests/functions/inventory-periods.test.ts): browsers may not write them.
 */
const t = setupRulesTests();

const INACTIVE: Persona[] = ['waiting', 'disabled'];
const SOUTH_TERRITORY = 'territory-south';

const north: SalesLocation = {
  id: NORTH_LOCATION,
  name: 'North Cafe',
  type: 'restaurant',
  territoryId: NORTH_TERRITORY,
  enabled: true,
};

const report = (status: InventoryStatus, extra: DocumentData = {}) => ({
  locationId: north.id,
  locationName: north.name,
  locationType: north.type,
  territoryId: NORTH_TERRITORY,
  name: 'North Cafe October',
  status,
  reopenCount: 0,
  userId: PERSONAS.manager.uid,
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
  ...extra,
});

const closingLine = (itemId: string, quantity: number) => ({
  itemId,
  count: 'closing',
  state: quantity === 0 ? 'zero' : 'counted',
  quantity,
  userId: PERSONAS.manager.uid,
  updatedAt: CREATED_AT,
});

async function seedWorld() {
  await t.seed({
    [`territories/${NORTH_TERRITORY}`]: { name: 'North', userIds: [] },
    [`franchise_locations/${NORTH_LOCATION}`]: {
      name: north.name,
      territoryId: NORTH_TERRITORY,
      territoryName: 'North',
      type: north.type,
      enabled: true,
    },
    'delivery_locations/dock-north': { name: 'North dock', territoryId: NORTH_TERRITORY },
    'delivery_locations/dock-south': { name: 'South dock', territoryId: SOUTH_TERRITORY },
    'inventory_reports/closed': report('closed', { openingCountedAt: CREATED_AT }),
    'inventory_reports/closed/count_lines/closing_shrimp': closingLine('shrimp', 30),
    'inventory_reports/closed/count_lines/closing_buns': closingLine('buns', 0),
    'inventory_reports/opening': report('openingInProgress'),
    'inventory_reports/open': report('open', { openingCountedAt: CREATED_AT }),
    'inventory_reports/closing': report('closingInProgress', { openingCountedAt: CREATED_AT }),
    'orders/order-1': {
      territoryId: NORTH_TERRITORY,
      deliveryLocationId: 'dock-north',
      status: 'fulfilled',
      lines: { shrimp: '3' },
      revisions: [{ to: 'fulfilled', at: CREATED_AT }],
    },
  });
}

const areas = { restaurant: ['Walk-in', 'Dry'], truck: ['Truck fridge'] };

describe('inventory_settings/storageAreas', () => {
  for (const p of TOP) {
    it(`lets ${PERSONAS[p].who} set the areas, in shape only`, async () => {
      await assertSucceeds(saveStorageAreas(t.db(p), areas));
      expect(await getStorageAreas(t.db(p))).toEqual(areas);
      await assertFails(saveStorageAreas(t.db(p), { restaurant: [], truck: ['A'] }));
      const tooMany = Array.from({ length: 21 }, (_, i) => `Area ${i}`);
      await assertFails(saveStorageAreas(t.db(p), { restaurant: tooMany, truck: ['A'] }));
      await assertFails(
        setDoc(doc(t.db(p), 'inventory_settings', 'other'), {
          ...areas,
          updatedAt: serverTimestamp(),
        }),
      );
    });
  }

  for (const p of STAFF) {
    it(`lets ${PERSONAS[p].who} read the areas but not change them`, async () => {
      await t.seed({ 'inventory_settings/storageAreas': { ...areas, updatedAt: CREATED_AT } });
      expect(await assertSucceeds(getStorageAreas(t.db(p)))).toEqual(areas);
      await assertFails(saveStorageAreas(t.db(p), areas));
    });
  }

  for (const p of INACTIVE) {
    it(`refuses ${PERSONAS[p].who} reading the areas`, async () => {
      await assertFails(getDoc(doc(t.db(p), 'inventory_settings', 'storageAreas')));
    });
  }
});

describe('items: counting fields', () => {
  const item = (extra: DocumentData) => ({
    itemDesc: 'Shrimp',
    sku: 'SH',
    casesPerPallet: 40,
    casesPerOvernight: 4,
    status: 'active',
    priceCents: 4250,
    salePriceCents: 0,
    isOnSale: false,
    order: 1,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...extra,
  });
  const good = {
    unitsPerCase: 10,
    countUnit: 'lb',
    storageAreas: { restaurant: 'Walk-in', truck: 'Truck fridge' },
    shelfOrder: 3,
  };

  // An item is created together with its catalogue index entry, as the app writes it, so a
  // refusal below is the counting fields' and not a missing index.
  const createItem = (db: Firestore, id: string, data: DocumentData) => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'items', id), data);
    indexItem(batch, db, id, true);
    return batch.commit();
  };

  it('accepts pack size, unit, areas and shelf order in range', async () => {
    const db = t.db('superAdmin');
    await assertSucceeds(createItem(db, 'a', item(good)));
    await assertSucceeds(createItem(db, 'b', item({})));
  });

  it('refuses a bad pack size, unit, area or shelf order', async () => {
    const db = t.db('superAdmin');
    for (const bad of [
      { unitsPerCase: 0 },
      { unitsPerCase: 2.5 },
      { countUnit: 'kg' },
      { storageAreas: { restaurant: longString(61) } },
      { storageAreas: { basement: 'x' } },
      { storageAreas: { truck: 3 } },
      { shelfOrder: -1 },
    ]) {
      await assertFails(createItem(db, 'c', item({ ...good, ...bad })));
    }
  });

  it('refuses the fields to franchise staff like every item write', async () => {
    await assertFails(createItem(t.db('manager'), 'd', item(good)));
  });
});

describe('inventory_reports: only the server sets a delivery point or a count stamp', () => {
  for (const p of [...STAFF, ...TOP]) {
    it(`refuses ${PERSONAS[p].who} a period with a delivery point, or a count stamp`, async () => {
      await seedWorld();
      const db = t.db(p);
      const ref = (id: string) => doc(db, 'inventory_reports', id);
      const fresh = {
        ...report('openingInProgress'),
        userId: PERSONAS[p].uid,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      };
      await assertFails(setDoc(ref('new-1'), { ...fresh, deliveryLocationId: 'dock-north' }));
      await assertFails(setDoc(ref('new-2'), fresh));
      await assertFails(
        updateDoc(ref('opening'), {
          status: 'open',
          openingCountedAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(
        updateDoc(ref('closing'), {
          status: 'closed',
          closingCountedAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(updateDoc(ref('open'), { deliveryLocationId: 'dock-north' }));
      expect((await getDoc(ref('opening'))).data()?.openingCountedAt).toBeUndefined();
    });
  }
});

describe('count_lines: notes, recounts and the pre-filled opening', () => {
  for (const p of STAFF) {
    it(`lets ${PERSONAS[p].who} add a note or a recount to a line, within bounds`, async () => {
      await seedWorld();
      const db = t.db(p);
      const uid = PERSONAS[p].uid;
      const line = { state: 'counted' as const, quantity: 4 };
      await assertSucceeds(
        saveCountLine(db, uid, 'opening', 'opening', 'shrimp', line, { note: 'Dropped a case' }),
      );
      await assertSucceeds(
        saveCountLine(db, uid, 'opening', 'opening', 'buns', line, { recounted: true }),
      );
      await assertFails(
        saveCountLine(db, uid, 'opening', 'opening', 'fries', line, { note: longString(501) }),
      );
      await assertFails(
        setDoc(doc(db, 'inventory_reports', 'opening', 'count_lines', 'opening_fries'), {
          itemId: 'fries',
          count: 'opening',
          state: 'counted',
          quantity: 4,
          recounted: 'yes',
          userId: uid,
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it(`lets ${PERSONAS[p].who} change the pre-filled opening lines while it is counted`, async () => {
      await seedWorld();
      const db = t.db(p);
      const uid = PERSONAS[p].uid;
      // startInventoryPeriod copies the last closing; the counter corrects any line that differs.
      await assertSucceeds(
        saveCountLine(db, uid, 'opening', 'opening', 'shrimp', { state: 'counted', quantity: 28 }),
      );
      await assertSucceeds(saveCountLine(db, uid, 'opening', 'opening', 'buns', { state: 'zero' }));
      expect(await listCountLines(db, 'opening', 'opening')).toEqual({
        shrimp: { state: 'counted', quantity: 28 },
        buns: { state: 'zero' },
      });
      // Not into a period whose opening is already done.
      await assertFails(
        saveCountLine(db, uid, 'open', 'opening', 'shrimp', { state: 'counted', quantity: 30 }),
      );
    });

    it(`lets ${PERSONAS[p].who} read what their delivery point received`, async () => {
      await seedWorld();
      const received = await assertSucceeds(
        listReceivedCases(
          t.db(p),
          NORTH_TERRITORY,
          'dock-north',
          new Date('2026-01-01T00:00:00Z'),
          new Date('2026-01-31T00:00:00Z'),
        ),
      );
      expect(received).toEqual({ shrimp: 3 });
      await assertFails(
        listReceivedCases(t.db(p), SOUTH_TERRITORY, 'dock-south', new Date(0), new Date()),
      );
    });
  }
});
