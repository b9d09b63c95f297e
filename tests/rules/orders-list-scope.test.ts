import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { getCountFromServer, getDocs, orderBy, query, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { loadOrderPlaces } from '../../src/features/orders/api/load-order-options';
import { listScopeTerritories } from '../../src/features/referenceData';
import { baseQueries, ordersListBase } from '../../src/features/orders/api/orders-list-base';
import { ordersTable } from '../../src/features/orders/tableQueries';
import { PERSONAS, personaDoc, setupRulesTests, type Persona } from './helpers';
import { NORTH, orderDoc, seedOrders, SOUTH } from './orders-fixtures';

/*
 * The orders list as the app asks for it (issue 11): the base the page builds, with the table's
 * initial sort, for the rows (one page) and the footer's count; and the order form's options for
 * a user with more territories than one `in` query may name.
 */

const t = setupRulesTests();

const sort = ordersTable.initialSort;
if (!sort) throw new Error('ordersTable has no initial sort');

/** The footer's count: one aggregation per base query (chunk), summed, as useFirestoreTable does. */
async function countOf(base: ReturnType<typeof ordersListBase>): Promise<number> {
  if (!base) throw new Error('no base');
  const counts = await Promise.all(
    baseQueries(base).map((q) =>
      getCountFromServer(query(q, orderBy(sort!.field, sort!.direction))),
    ),
  );
  return counts.reduce((sum, c) => sum + c.data().count, 0);
}

const ownerDb = () => t.db('franchiseeOwner');
const myTerritories = (p: Persona) => PERSONAS[p].territoryIds;

describe('orders list: rows and count as the Franchisee Owner', () => {
  it('allows the page and the count of the orders in their territories', async () => {
    await seedOrders(t, {
      'order-1': orderDoc(1, 'pending'),
      'order-2': orderDoc(2, 'approved'),
      'order-3': orderDoc(3, 'pending', 'south'),
    });
    const base = ordersListBase(ownerDb(), myTerritories('franchiseeOwner'), 'all');
    const count = countOf(base);
    await assertSucceeds(count);
    expect(await count).toBe(2);
    const rows = await assertSucceeds(
      getDocs(query(baseQueries(base!)[0], orderBy(sort.field, sort.direction))),
    );
    expect(rows.docs.map((d) => d.data().orderNumber).sort()).toEqual([1, 2]);
  });

  it('allows the count of one territory picked, and refuses one beyond their scope', async () => {
    await seedOrders(t, { 'order-1': orderDoc(1, 'pending') });
    await assertSucceeds(
      countOf(ordersListBase(ownerDb(), myTerritories('franchiseeOwner'), NORTH)),
    );
    await assertFails(countOf(ordersListBase(ownerDb(), myTerritories('franchiseeOwner'), SOUTH)));
  });

  it('refuses a count wider than their territories, or unscoped', async () => {
    await seedOrders(t, { 'order-1': orderDoc(1, 'pending') });
    await assertFails(countOf(ordersListBase(ownerDb(), [NORTH, SOUTH], 'all')));
    await assertFails(countOf(ordersListBase(ownerDb(), 'all', 'all')));
  });

  it('has no base, so no refused query, for a user without territories', () => {
    expect(ordersListBase(ownerDb(), [], 'all')).toBeNull();
  });
});

describe('more than 30 territories', () => {
  const ids = Array.from({ length: 31 }, (_, i) => `territory-${String(i + 1).padStart(2, '0')}`);
  const AT = new Date('2026-11-01T12:00:00Z');

  async function seedMany() {
    const docs: Record<string, DocumentData> = {
      'users/owner': {
        ...personaDoc('franchiseeOwner'),
        territoryIds: ids,
        assignedTerritories: ids,
      },
    };
    ids.forEach((id, i) => {
      docs[`territories/${id}`] = { name: `Territory ${i + 1}`, userIds: ['owner'], createdAt: AT };
      docs[`delivery_locations/dl-${id}`] = {
        name: `Dock ${i + 1}`,
        territoryId: id,
        enabled: true,
        createdAt: AT,
      };
      docs[`llcs/llc-${id}`] = { name: `LLC ${i + 1}`, territoryIds: [id], createdAt: AT };
      docs[`orders/order-${i + 1}`] = { ...orderDoc(i + 1, 'pending'), territoryId: id };
    });
    await seedOrders(t);
    await t.seed(docs);
  }

  it('gives the order form every territory, delivery location and LLC of all 31', async () => {
    await seedMany();
    const me = { uid: 'owner', role: 'franchiseeOwner' as const, territoryIds: ids };
    expect(await assertSucceeds(listScopeTerritories(ownerDb(), me))).toHaveLength(31);
    const options = await assertSucceeds(loadOrderPlaces(ownerDb(), me));
    expect(options.deliveryLocations.map((l) => l.territoryId).sort()).toEqual(ids);
    expect(options.llcs.map((l) => l.name)).toContain('LLC 31');
    expect(options.llcs).toHaveLength(31);
  });

  it('lists and counts the orders of all 31 in two queries the rules allow', async () => {
    await seedMany();
    const base = ordersListBase(ownerDb(), ids, 'all');
    expect(baseQueries(base!)).toHaveLength(2);
    expect(await assertSucceeds(countOf(base))).toBe(31);
  });
});
