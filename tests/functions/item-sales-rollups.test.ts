/**
 * The item sales rollups on the emulators (issue 29): the changeOrderStatus callable keeps them
 * in the transaction that writes the item sales day, and the rebuild (rebuildSalesRollups, the
 * callable of the top roles and `run-job rollups`) recomputes the very same documents from the
 * days. Expected figures are computed by hand in the comments.
 *
 * The fixture: a territory of its own (so its territory rollups hold only this file's days), with
 * a delivery point, FN IR Dock, serving the truck FN IR Truck, and FN IR Pier, serving no
 * franchise location, with orders on days around New Year 2026, whose ISO week 2026-W01
 * (29 December 2025 to 4 January 2026) straddles two months and two years. Cod costs $15.00, crab
 * $99.00 on sale at $80.00.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildSalesRollups } from '../../functions/src/reports/salesRollups';
import { adminDb, PERSONAS, personaCallers, type Call } from './support';

const NORTH = 'fn-ir-territory';
const DOCK = 'fn-ir-dock';
const PIER = 'fn-ir-pier';
const TRUCK = 'fn-ir-truck';
const { SUPER, FULFILLMENT } = PERSONAS;
let callers: Record<string, Call> = {};

let orders = 0;
/** A pending order of the dock placed on `date` (15:00 UTC), as the app stores it. */
async function placeOrder(
  date: string,
  lines: Record<string, string>,
  deliveryLocationId = DOCK,
): Promise<string> {
  const id = `fn-ir-order-${++orders}`;
  const at = Timestamp.fromDate(new Date(`${date}T15:00:00Z`));
  await adminDb()
    .doc(`orders/${id}`)
    .set({
      orderNumber: 9500 + orders,
      status: 'pending',
      lines,
      territoryId: NORTH,
      deliveryLocationId,
      deliveryLocation: { name: deliveryLocationId === DOCK ? 'FN IR Dock' : 'FN IR Pier' },
      enabled: true,
      userId: 'demo-owner',
      revisions: [],
      readRecipients: [],
      createdAt: at,
      updatedAt: at,
      updatedAtTimestamp: at.seconds,
    });
  return id;
}

const change = (email: string, orderId: string, from: string, to: string) =>
  callers[email]('changeOrderStatus', { orderId, from, to, notes: 'FN IR' });

/** The stored item rollups of the dock, without their write times. */
async function stored() {
  const snap = await adminDb()
    .collection('item_sales_rollups')
    .where('deliveryLocationId', '==', DOCK)
    .get();
  return Object.fromEntries(
    snap.docs.map((d) => {
      const { updatedAt: _, ...rest } = d.data();
      return [d.id, rest];
    }),
  );
}

/**
 * The stored territory item rollups (or, of `territory_item_type_rollups`, their type rollups) of
 * the fixture's territory, without their write times.
 */
async function storedTerritory(collection = 'territory_item_sales_rollups') {
  const snap = await adminDb().collection(collection).where('territoryId', '==', NORTH).get();
  return Object.fromEntries(
    snap.docs.map((d) => {
      const { updatedAt: _, ...rest } = d.data();
      return [d.id, rest];
    }),
  );
}

beforeAll(async () => {
  const db = adminDb();
  await Promise.all([
    db.doc('items/fn-ir-cod').set({
      name: 'FN IR Cod',
      priceCents: 1_500,
      salePriceCents: 0,
      isOnSale: false,
      status: 'active',
    }),
    db.doc('items/fn-ir-crab').set({
      name: 'FN IR Crab',
      priceCents: 9_900,
      salePriceCents: 8_000,
      isOnSale: true,
      status: 'active',
    }),
    db.doc(`territories/${NORTH}`).set({ name: 'FN IR Territory', userIds: [] }),
    db.doc(`delivery_locations/${DOCK}`).set({ name: 'FN IR Dock', territoryId: NORTH }),
    db.doc(`delivery_locations/${PIER}`).set({ name: 'FN IR Pier', territoryId: NORTH }),
    db.doc(`franchise_locations/${TRUCK}`).set({
      name: 'FN IR Truck',
      territoryId: NORTH,
      deliveryLocationId: DOCK,
      type: 'truck',
      enabled: true,
    }),
  ]);
  callers = await personaCallers();
});

describe('item sales rollups', () => {
  it('keeps the rollups with each status change, and a rebuild gives the same documents', async () => {
    // Tuesday 30 December 2025: 3 cod and 1 crab, approved then fulfilled (which moves nothing).
    const december = await placeOrder('2025-12-30', { 'fn-ir-cod': '3', 'fn-ir-crab': '1' });
    await change(SUPER, december, 'pending', 'approved');
    await change(FULFILLMENT, december, 'approved', 'fulfilled');
    // Friday 2 January 2026: 2 cod.
    const january = await placeOrder('2026-01-02', { 'fn-ir-cod': '2' });
    await change(SUPER, january, 'pending', 'approved');
    // Monday 5 January (W02): 2 crab approved, then sent back to revision: taken back.
    const revised = await placeOrder('2026-01-05', { 'fn-ir-crab': '2' });
    await change(SUPER, revised, 'pending', 'approved');
    await change(SUPER, revised, 'approved', 'revision');
    // Saturday 3 January: 4 cod to the pier, which serves no franchise location: no type.
    const pier = await placeOrder('2026-01-03', { 'fn-ir-cod': '4' }, PIER);
    await change(SUPER, pier, 'pending', 'approved');

    const incremental = await stored();
    const territory = await storedTerritory();
    const types = await storedTerritory('territory_item_type_rollups');
    // W01: 3 + 2 cod at 15.00, 1 crab at its sale price 80.00.
    expect(incremental[`${DOCK}_2026-W01`]).toEqual({
      territoryId: NORTH,
      deliveryLocationId: DOCK,
      locationName: 'FN IR Dock',
      locationType: 'truck',
      unit: 'week',
      period: '2026-W01',
      from: '2025-12-29',
      to: '2026-01-04',
      items: { 'fn-ir-cod': { qty: 5, cents: 7_500 }, 'fn-ir-crab': { qty: 1, cents: 8_000 } },
    });
    expect(incremental[`${DOCK}_2025-12`]?.items).toEqual({
      'fn-ir-cod': { qty: 3, cents: 4_500 },
      'fn-ir-crab': { qty: 1, cents: 8_000 },
    });
    // January: the 2 cod; the crab of the 5th approved (2 x 80.00) and taken back: zero.
    expect(incremental[`${DOCK}_2026-01`]?.items).toEqual({
      'fn-ir-cod': { qty: 2, cents: 3_000 },
      'fn-ir-crab': { qty: 0, cents: 0 },
    });
    expect(incremental[`${DOCK}_2026-W02`]?.items).toEqual({ 'fn-ir-crab': { qty: 0, cents: 0 } });
    expect(Object.keys(incremental).sort()).toEqual(
      ['2025-12', '2026-01', '2026-W01', '2026-W02'].map((p) => `${DOCK}_${p}`),
    );

    // The territory's W01: the dock's 3 + 2 cod and 1 crab, the pier's 4 cod (9 cod: 13,500
    // cents), no types or locations; its type rollup: the truck's type holds the dock's only.
    const w01 = { territoryId: NORTH, unit: 'week', period: '2026-W01' };
    expect(territory[`${NORTH}_2026-W01`]).toEqual({
      ...w01,
      from: '2025-12-29',
      to: '2026-01-04',
      items: { 'fn-ir-cod': { qty: 9, cents: 13_500 }, 'fn-ir-crab': { qty: 1, cents: 8_000 } },
    });
    expect(types[`${NORTH}_2026-W01`]).toEqual({
      ...w01,
      from: '2025-12-29',
      to: '2026-01-04',
      types: {
        truck: { 'fn-ir-cod': { qty: 5, cents: 7_500 }, 'fn-ir-crab': { qty: 1, cents: 8_000 } },
      },
      locations: {
        [DOCK]: { name: 'FN IR Dock', type: 'truck' },
        [PIER]: { name: 'FN IR Pier' },
      },
    });
    // January: 2 + 4 cod; the crab taken back at zero. The 3rd alone: the pier's 4 cod.
    expect(territory[`${NORTH}_2026-01`]?.items).toEqual({
      'fn-ir-cod': { qty: 6, cents: 9_000 },
      'fn-ir-crab': { qty: 0, cents: 0 },
    });
    expect(territory[`${NORTH}_2026-01-03`]).toMatchObject({
      unit: 'day',
      items: { 'fn-ir-cod': { qty: 4, cents: 6_000 } },
    });
    expect(types[`${NORTH}_2026-01-03`]).toEqual({
      territoryId: NORTH,
      unit: 'day',
      period: '2026-01-03',
      from: '2026-01-03',
      to: '2026-01-03',
      locations: { [PIER]: { name: 'FN IR Pier' } },
    });
    expect(Object.keys(types).sort()).toEqual(Object.keys(territory).sort());
    expect(Object.keys(territory).sort()).toEqual(
      [
        '2025-12',
        '2025-12-30',
        '2026-01',
        '2026-01-02',
        '2026-01-03',
        '2026-01-05',
        '2026-W01',
        '2026-W02',
      ].map((p) => `${NORTH}_${p}`),
    );

    // A stray rollup of a recomputed period whose days are gone is deleted by the rebuild.
    await adminDb()
      .doc(`item_sales_rollups/fn-ir-gone_2026-W01`)
      .set({ territoryId: NORTH, deliveryLocationId: 'fn-ir-gone', period: '2026-W01' });

    const result = await callers[SUPER]('rebuildSalesRollups', {
      locationId: TRUCK,
      from: '2025-12-29',
      to: '2026-01-05',
    });
    // The truck's delivery point only: its December, January, W01 and W02; its territory's
    // December, January, W01, W02 and four days.
    expect(result).toMatchObject({
      itemRollups: 4,
      itemRollupsRemoved: 0,
      territoryItemRollups: 8,
    });
    expect(await stored()).toEqual(incremental);
    expect(await storedTerritory()).toEqual(territory);
    expect(await storedTerritory('territory_item_type_rollups')).toEqual(types);

    // The command's rebuild of every location (run-job rollups) gives the dock's the same, and
    // removes the stray one.
    const all = await rebuildSalesRollups(adminDb(), { from: '2025-12-29', to: '2026-01-05' });
    expect(all.itemRollupsRemoved).toBeGreaterThanOrEqual(1);
    expect(await stored()).toEqual(incremental);
    expect(await storedTerritory()).toEqual(territory);
    expect(await storedTerritory('territory_item_type_rollups')).toEqual(types);
    expect((await adminDb().doc('item_sales_rollups/fn-ir-gone_2026-W01').get()).exists).toBe(
      false,
    );
  });
});
