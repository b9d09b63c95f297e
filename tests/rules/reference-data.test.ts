import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { getDocs } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { franchiseLocationsCollection } from '../../src/data/franchiseLocations';
import { listCatalogueItems } from '../../src/features/referenceData/api/list-catalogue-items';
import { listScopeLocations } from '../../src/features/referenceData/api/list-scope-locations';
import { listScopeTerritories } from '../../src/features/referenceData/api/list-scope-territories';
import { PERSONAS, setupRulesTests, type Persona } from './helpers';
import { AT, NORTH, seedOrders, SOUTH } from './orders-fixtures';

/*
 * The session's shared reference data (features/referenceData, issue 29) as each role reads it:
 * one read per set, asked the way the rules can prove, so a franchisee gets their territories'
 * records and nothing is refused.
 */

const t = setupRulesTests();

const scopeOf = (p: Persona) => ({
  uid: PERSONAS[p].uid,
  role: PERSONAS[p].role,
  territoryIds: PERSONAS[p].territoryIds,
});

const place = (name: string, territoryId: string, enabled = true) => ({
  name,
  territoryId,
  territoryName: territoryId === NORTH ? 'North Coast' : 'South Bay',
  type: 'truck',
  enabled,
  createdAt: AT,
  updatedAt: AT,
});

async function seed() {
  await seedOrders(t);
  await t.seed({
    'franchise_locations/north-cafe': place('North Cafe', NORTH),
    'franchise_locations/north-closed': place('Closed Cafe', NORTH, false),
    'franchise_locations/south-grill': place('South Grill', SOUTH),
    'items/item-a': { itemDesc: 'Cod', sku: 'C1', status: 'active', order: 2 },
    'items/item-b': { itemDesc: 'Bun', sku: 'B1', status: 'inactive', order: 1 },
  });
}

describe('reference data read once per sign-in', () => {
  it("gives a Franchisee Owner their territories' locations and territories, nothing else", async () => {
    await seed();
    const db = t.db('franchiseeOwner');
    const locations = await assertSucceeds(listScopeLocations(db, scopeOf('franchiseeOwner')));
    expect(locations.map((l) => l.id)).toEqual(['north-closed', 'north-cafe']);
    const territories = await assertSucceeds(listScopeTerritories(db, scopeOf('franchiseeOwner')));
    expect(territories.map((x) => x.id)).toEqual([NORTH]);
    // The whole collection, unscoped, is what the rules refuse a franchisee.
    await assertFails(getDocs(franchiseLocationsCollection(db)));
  });

  it('gives a Super Admin every location of every territory', async () => {
    await seed();
    const locations = await assertSucceeds(
      listScopeLocations(t.db('superAdmin'), scopeOf('superAdmin')),
    );
    expect(locations.map((l) => l.name)).toEqual(['Closed Cafe', 'North Cafe', 'South Grill']);
  });

  it('gives every active user the catalogue in its order, and a waiting user nothing', async () => {
    await seed();
    const items = await assertSucceeds(listCatalogueItems(t.db('employee')));
    expect(items.map((i) => i.id)).toEqual(['item-b', 'item-a']);
    await assertFails(listCatalogueItems(t.db('waiting')));
  });

  it('reads nothing, and is refused nothing, for a user without territories', async () => {
    await seed();
    expect(await listScopeLocations(t.db('waiting'), scopeOf('waiting'))).toEqual([]);
  });
});
