import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { SalesLocation } from '../../src/features/reports/api/scope';
import { listInventoryReports } from '../../src/features/reports/inventory/api/inventory-reports';
import {
  listOtherExpenses,
  saveOtherExpense,
} from '../../src/features/reports/inventory/api/other-expenses';
import {
  addWaste,
  deleteWaste,
  listIncomingTransfers,
  listStockMovements,
} from '../../src/features/reports/inventory/api/stock-movements';
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
 * Transfers and waste (inventory_reports/{id}/stock_movements) and other expenses
 * (other_expenses) of the COGS and P&L reports (issue 14), through the app's repository
 * functions. Personas' scope is North (helpers.ts).
 */
const t = setupRulesTests();

const SOUTH_TERRITORY = 'territory-south';
const NORTH_TRUCK = 'north-truck';
const INACTIVE: Persona[] = ['waiting', 'disabled'];

const location = (
  id: string,
  name: string,
  type: SalesLocation['type'],
  territoryId: string,
): SalesLocation => ({ id, name, type, territoryId, enabled: true });
const north = location(NORTH_LOCATION, 'North Cafe', 'restaurant', NORTH_TERRITORY);
const northTruck = location(NORTH_TRUCK, 'North Truck', 'truck', NORTH_TERRITORY);
const south = location(SOUTH_LOCATION, 'South Truck', 'truck', SOUTH_TERRITORY);

const period = (l: SalesLocation, status: InventoryStatus) => ({
  locationId: l.id,
  locationName: l.name,
  locationType: l.type,
  territoryId: l.territoryId,
  name: `${l.name} October`,
  status,
  reopenCount: 0,
  userId: PERSONAS.manager.uid,
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
});

const movement = (over: DocumentData = {}) => ({
  kind: 'waste',
  itemId: 'shrimp',
  quantity: 3,
  date: '2026-10-04',
  otherLocationId: '',
  otherLocationName: '',
  reason: 'spoilage',
  userId: PERSONAS.manager.uid,
  createdAt: CREATED_AT,
  ...over,
});

const sentTransfer = {
  itemId: 'buns',
  quantity: 24,
  date: '2026-10-09',
  status: 'pending',
  fromLocationId: NORTH_LOCATION,
  fromLocationName: 'North Cafe',
  fromTerritoryId: NORTH_TERRITORY,
  fromReportId: 'north-open',
  toLocationId: NORTH_TRUCK,
  toLocationName: 'North Truck',
  toTerritoryId: NORTH_TERRITORY,
  toReportId: '',
  sentBy: PERSONAS.manager.uid,
  answeredBy: '',
  refusal: '',
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
};

async function seedWorld() {
  const locationDoc = (l: SalesLocation) => ({
    name: l.name,
    territoryId: l.territoryId,
    // As the territory is named (the rules check the copy).
    territoryName: l.territoryId === NORTH_TERRITORY ? 'North' : 'South',
    type: l.type,
    enabled: true,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
  });
  await t.seed({
    [`territories/${NORTH_TERRITORY}`]: { name: 'North', userIds: [] },
    [`territories/${SOUTH_TERRITORY}`]: { name: 'South', userIds: [] },
    'delivery_locations/delivery-north-cafe': { name: 'Dock', territoryId: NORTH_TERRITORY },
    'delivery_locations/delivery-south': { name: 'South dock', territoryId: SOUTH_TERRITORY },
    [`franchise_locations/${north.id}`]: locationDoc(north),
    [`franchise_locations/${northTruck.id}`]: locationDoc(northTruck),
    [`franchise_locations/${south.id}`]: locationDoc(south),
    'inventory_reports/north-open': period(north, 'open'),
    'inventory_reports/north-closing': period(north, 'closingInProgress'),
    'inventory_reports/north-closed': period(north, 'closed'),
    'inventory_reports/truck-open': period(northTruck, 'open'),
    'inventory_reports/south-open': period(south, 'open'),
    'inventory_reports/north-open/stock_movements/m1': movement(),
    'inventory_reports/north-closed/stock_movements/m1': movement(),
    'inventory_reports/south-open/stock_movements/m1': movement(),
    // What functions/src/inventory/stockTransfers.ts writes when North Cafe sends to its truck.
    'inventory_reports/north-open/stock_movements/sent-1': movement({
      kind: 'transferOut',
      reason: '',
      otherLocationId: NORTH_TRUCK,
      otherLocationName: 'North Truck',
      status: 'pending',
      transferId: 'sent-1',
      date: '2026-10-09',
      quantity: 24,
    }),
    'stock_transfers/sent-1': sentTransfer,
    'stock_transfers/to-north': {
      ...sentTransfer,
      date: '2026-10-10',
      fromLocationId: south.id,
      fromTerritoryId: SOUTH_TERRITORY,
      fromReportId: 'south-open',
    },
    'stock_transfers/south-only': {
      ...sentTransfer,
      fromLocationId: south.id,
      fromTerritoryId: SOUTH_TERRITORY,
      fromReportId: 'south-open',
      toLocationId: 'south-2',
      toTerritoryId: SOUTH_TERRITORY,
    },
    'other_expenses/north-closed_rent': {
      reportId: 'north-closed',
      locationId: north.id,
      territoryId: NORTH_TERRITORY,
      category: 'rent',
      amountCents: 150_000,
      userId: PERSONAS.franchiseeOwner.uid,
      updatedAt: CREATED_AT,
    },
    'other_expenses/south-open_rent': {
      reportId: 'south-open',
      locationId: south.id,
      territoryId: SOUTH_TERRITORY,
      category: 'rent',
      amountCents: 90_000,
      userId: 'someone',
      updatedAt: CREATED_AT,
    },
  });
}

const waste = {
  reason: 'trim',
  itemId: 'shrimp',
  quantity: 2.5,
  date: '2026-10-05',
} as const;

describe('stock_movements: waste by the browser, transfers by the server only', () => {
  for (const p of [...STAFF, ...TOP]) {
    it(`lets ${PERSONAS[p].who} enter and remove waste on an open North period`, async () => {
      await seedWorld();
      const db = t.db(p);
      const uid = PERSONAS[p].uid;
      const id = await assertSucceeds(addWaste(db, uid, 'north-open', waste));
      await assertSucceeds(addWaste(db, uid, 'north-closing', { ...waste, reason: 'drop' }));
      const listed = await assertSucceeds(listStockMovements(db, 'north-open'));
      expect(listed.map((m) => [m.kind, m.quantity, m.reason, m.status])).toEqual([
        ['waste', 3, 'spoilage', 'accepted'],
        ['waste', 2.5, 'trim', 'accepted'],
        ['transferOut', 24, '', 'pending'],
      ]);
      await assertSucceeds(deleteWaste(db, 'north-open', id));
    });

    it(`refuses ${PERSONAS[p].who} writing or removing a transfer (issue 28: two-sided, the server's)`, async () => {
      await seedWorld();
      const db = t.db(p);
      const ref = (id: string) => doc(db, 'inventory_reports', 'north-open', 'stock_movements', id);
      const truck = { otherLocationId: NORTH_TRUCK, otherLocationName: 'North Truck', reason: '' };
      // A "transfer out" of 5,000 units lowered the sender's COGS with nobody at the truck told.
      for (const kind of ['transferOut', 'transferIn']) {
        await assertFails(
          setDoc(
            ref(`x-${kind}`),
            movement({ kind, ...truck, userId: PERSONAS[p].uid, createdAt: serverTimestamp() }),
          ),
        );
      }
      await assertFails(deleteWaste(db, 'north-open', 'sent-1'));
      await assertFails(updateDoc(ref('sent-1'), { status: 'accepted' }));
      await assertFails(
        setDoc(doc(db, 'stock_transfers', 'forged'), { ...sentTransfer, status: 'accepted' }),
      );
      await assertFails(updateDoc(doc(db, 'stock_transfers', 'sent-1'), { status: 'accepted' }));
    });
  }

  for (const p of [...STAFF, ...TOP]) {
    it(`lets ${PERSONAS[p].who} read a transfer of their territory, from either side`, async () => {
      await seedWorld();
      const db = t.db(p);
      await assertSucceeds(getDoc(doc(db, 'stock_transfers', 'sent-1')));
      await assertSucceeds(getDoc(doc(db, 'stock_transfers', 'to-north')));
      expect(
        (await assertSucceeds(listIncomingTransfers(db, northTruck))).map((x) => x.id),
      ).toEqual(['sent-1', 'to-north']);
    });
  }

  for (const p of STAFF) {
    it(`refuses ${PERSONAS[p].who} a transfer between two other territories' locations`, async () => {
      await seedWorld();
      const db = t.db(p);
      await assertFails(getDoc(doc(db, 'stock_transfers', 'south-only')));
      await assertFails(listIncomingTransfers(db, south));
    });

    it(`refuses ${PERSONAS[p].who} a closed period or another territory's`, async () => {
      await seedWorld();
      const db = t.db(p);
      await assertFails(addWaste(db, PERSONAS[p].uid, 'north-closed', waste));
      await assertFails(deleteWaste(db, 'north-closed', 'm1'));
      await assertFails(addWaste(db, PERSONAS[p].uid, 'south-open', waste));
      await assertFails(deleteWaste(db, 'south-open', 'm1'));
      await assertFails(listStockMovements(db, 'south-open'));
    });
  }

  for (const p of INACTIVE) {
    it(`refuses ${PERSONAS[p].who}`, async () => {
      await seedWorld();
      const db = t.db(p);
      await assertFails(addWaste(db, PERSONAS[p].uid, 'north-open', waste));
      await assertFails(listStockMovements(db, 'north-open'));
      await assertFails(getDoc(doc(db, 'stock_transfers', 'sent-1')));
    });
  }

  it('refuses bad waste: reason, quantity, date, a location, someone else, edits', async () => {
    await seedWorld();
    const db = t.db('manager');
    const ref = (id: string) => doc(db, 'inventory_reports', 'north-open', 'stock_movements', id);
    const fresh = (over: DocumentData) => movement({ createdAt: serverTimestamp(), ...over });
    await assertFails(setDoc(ref('a'), fresh({ reason: 'theft' })));
    await assertFails(setDoc(ref('b'), fresh({ quantity: 0 })));
    await assertFails(setDoc(ref('c'), fresh({ quantity: 100_001 })));
    await assertFails(setDoc(ref('d'), fresh({ date: '5 Oct' })));
    await assertFails(setDoc(ref('e'), fresh({ otherLocationId: NORTH_TRUCK })));
    await assertFails(setDoc(ref('f'), fresh({ userId: 'other' })));
    await assertFails(setDoc(ref('g'), fresh({ status: 'pending' })));
    await assertFails(setDoc(ref('m1'), fresh({ quantity: 9 })));
    await assertSucceeds(setDoc(ref('h'), fresh({})));
  });
});

describe('other_expenses', () => {
  it('lets the Franchisee Owner enter, change and clear them in scope', async () => {
    await seedWorld();
    const db = t.db('franchiseeOwner');
    const uid = PERSONAS.franchiseeOwner.uid;
    const closed = { id: 'north-closed', locationId: north.id, territoryId: NORTH_TERRITORY };
    await assertSucceeds(saveOtherExpense(db, uid, closed, 'labour', 420_000));
    await assertSucceeds(saveOtherExpense(db, uid, closed, 'rent', 160_000));
    await assertSucceeds(
      saveOtherExpense(
        db,
        uid,
        { id: 'truck-open', locationId: NORTH_TRUCK, territoryId: NORTH_TERRITORY },
        'fuel',
        30_000,
      ),
    );
    const listed = await assertSucceeds(listOtherExpenses(db, north));
    expect(listed.map((e) => [e.category, e.amountCents]).sort()).toEqual([
      ['labour', 420_000],
      ['rent', 160_000],
    ]);
    await assertSucceeds(saveOtherExpense(db, uid, closed, 'labour', null));
  });

  it('refuses fuel for a restaurant, another location or territory, and bad amounts', async () => {
    await seedWorld();
    const db = t.db('franchiseeOwner');
    const uid = PERSONAS.franchiseeOwner.uid;
    const closed = { id: 'north-closed', locationId: north.id, territoryId: NORTH_TERRITORY };
    await assertFails(saveOtherExpense(db, uid, closed, 'fuel', 1_000));
    await assertFails(
      saveOtherExpense(db, uid, { ...closed, locationId: NORTH_TRUCK }, 'rent', 1_000),
    );
    await assertFails(
      saveOtherExpense(
        db,
        uid,
        { id: 'south-open', locationId: south.id, territoryId: SOUTH_TERRITORY },
        'rent',
        1_000,
      ),
    );
    await assertFails(saveOtherExpense(db, uid, closed, 'rent', -1));
    await assertFails(saveOtherExpense(db, uid, closed, 'rent', 10.5));
    await assertFails(saveOtherExpense(db, uid, closed, 'rent', 100_000_001));
    await assertFails(listOtherExpenses(db, south));
  });

  for (const p of ['manager', 'employee', ...TOP, ...INACTIVE] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} entering them`, async () => {
      await seedWorld();
      const closed = { id: 'north-closed', locationId: north.id, territoryId: NORTH_TERRITORY };
      await assertFails(saveOtherExpense(t.db(p), PERSONAS[p].uid, closed, 'labour', 1_000));
      await assertFails(saveOtherExpense(t.db(p), PERSONAS[p].uid, closed, 'rent', null));
    });
  }

  for (const p of ['manager', ...TOP] as Persona[]) {
    it(`lets ${PERSONAS[p].who} (View COGS Reports) read them in scope`, async () => {
      await seedWorld();
      const rows = await assertSucceeds(listOtherExpenses(t.db(p), north));
      expect(rows).toEqual([{ reportId: 'north-closed', category: 'rent', amountCents: 150_000 }]);
    });
  }

  for (const p of ['employee', ...INACTIVE] as Persona[]) {
    it(`refuses ${PERSONAS[p].who} reading them`, async () => {
      await seedWorld();
      await assertFails(listOtherExpenses(t.db(p), north));
      await assertFails(getDoc(doc(t.db(p), 'other_expenses', 'north-closed_rent')));
    });
  }
});

describe('a period as the server starts it takes transfers and waste', () => {
  it('lets the Manager read a new period and enter waste on it', async () => {
    await seedWorld();
    // What functions/src/inventory startInventoryPeriod writes (browsers may not create periods).
    await t.seed({ 'inventory_reports/north-new': period(north, 'openingInProgress') });
    const db = t.db('manager');
    expect(
      (await listInventoryReports(db, [NORTH_TERRITORY])).some((r) => r.id === 'north-new'),
    ).toBe(true);
    await assertSucceeds(addWaste(db, PERSONAS.manager.uid, 'north-new', waste));
  });
});

describe('franchise_locations: the delivery location link of COGS purchases', () => {
  const edit = (p: Persona, data: DocumentData) =>
    updateDoc(doc(t.db(p), 'franchise_locations', north.id), {
      ...data,
      updatedAt: serverTimestamp(),
    });

  it('lets the Super Admin link, keep and change it, only as a string', async () => {
    await seedWorld();
    await assertSucceeds(edit('superAdmin', { deliveryLocationId: 'delivery-north-cafe' }));
    // A later edit of another field keeps the link.
    await assertSucceeds(edit('superAdmin', { name: 'North Cafe Renamed' }));
    await assertFails(edit('superAdmin', { deliveryLocationId: 'delivery-south' }));
    await assertFails(edit('superAdmin', { deliveryLocationId: 42 }));
    await assertFails(edit('superAdmin', { deliveryLocationId: 'x'.repeat(256) }));
  });

  it('refuses a Franchisee Owner linking it (no Edit Franchise Locations)', async () => {
    await seedWorld();
    await assertFails(edit('franchiseeOwner', { deliveryLocationId: 'delivery-north-cafe' }));
  });
});
