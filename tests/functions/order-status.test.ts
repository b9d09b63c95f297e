/**
 * The changeOrderStatus callable on the emulators, called through the web SDK as every seeded
 * role (scripts/seed.mjs), both sides, plus the attacks of issue 26 on item sales totals:
 * approving twice (in turn and at once), a fulfil, an un-approve after a price change. Expected
 * totals are computed by hand below, never by the code under test.
 *
 * The fixture: items A ($12.50, on sale at $10.00), B ($7.25) and C ($20.00, on sale at $15.00);
 * a North Coast delivery point served by a truck, and a Gulf Shore one served by no franchise
 * location. Each test's orders are created on a day of their own, so the day totals of one test
 * never mix with another's.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS } from '../../src/domain/orders';
import { permissionName, resolvePermissions } from '../../src/domain/permissions';
import { STATUS_TRANSITIONS } from '../../src/features/orders/model/status';
import { DEMO_IDS, PROJECT_ID } from '../../scripts/seed.mjs';
import { adminDb, PERSONAS, personaCallers, refusal, type Call } from './support';

const NORTH = DEMO_IDS.territories.north;
const GULF = DEMO_IDS.territories.gulf;
const DL_NORTH = 'fn-dl-north';
const DL_GULF = 'fn-dl-gulf';
const { SUPER, FULFILLMENT, OWNER, MANAGER, EMPLOYEE, WAITING } = PERSONAS;
const DISABLED = 'fn-disabled@demo.test';

let callers: Record<string, Call> = {};

let nextDay = 1;
/** A fresh day (Feb 2024, 15:00 UTC) for one test's orders. */
function freshDay(): { date: string; at: Timestamp } {
  const day = nextDay++;
  const date = `2024-02-${String(day).padStart(2, '0')}`;
  return { date, at: Timestamp.fromDate(new Date(`${date}T15:00:00Z`)) };
}

let orderCount = 0;
/** A placed order (and its notification) as the app stores them, written with the Admin SDK. */
async function placeOrder(options: {
  at: Timestamp;
  status?: string;
  territoryId?: string;
  deliveryLocationId?: string;
  lines?: Record<string, string>;
}): Promise<string> {
  const id = `fn-order-${++orderCount}`;
  const territoryId = options.territoryId ?? NORTH;
  const deliveryLocationId = options.deliveryLocationId ?? DL_NORTH;
  const status = options.status ?? 'pending';
  const db = adminDb();
  await db.doc(`orders/${id}`).set({
    orderNumber: 9000 + orderCount,
    status,
    overnightShipping: false,
    lines: options.lines ?? { 'fn-item-a': '3', 'fn-item-b': '2' },
    maxPallets: 1,
    franchiseeNotes: '',
    corporateNotes: '',
    territoryId,
    deliveryLocationId,
    llcId: 'llc-north-coast-foods',
    enabled: true,
    userId: 'demo-owner',
    revisions: [],
    readRecipients: ['demo-owner'],
    territory: { name: territoryId === NORTH ? 'North Coast' : 'Gulf Shore' },
    deliveryLocation: { name: deliveryLocationId === DL_NORTH ? 'FN Dock North' : 'FN Dock Gulf' },
    createdAt: options.at,
    updatedAt: options.at,
    updatedAtTimestamp: options.at.seconds,
  });
  await db.doc(`orderNotifications/${id}`).set({
    orderId: id,
    orderNumber: 9000 + orderCount,
    status: {
      isPending: status === 'pending',
      isApproved: status === 'approved',
      isFulfilled: false,
    },
    territoryId,
    name: 'FN Dock',
    territoryName: 'North Coast',
    isOvernightShipping: false,
    readRecipients: ['demo-superadmin'],
    lastUpdated: options.at,
    createdAt: options.at,
    updatedAt: options.at,
  });
  return id;
}

const read = async (path: string) => (await adminDb().doc(path).get()).data();
const dayTotals = async (date: string, dl = DL_NORTH) =>
  (await read(`item_sales_daily/${date}_${dl}`))?.items;
async function mailsOf(orderId: string): Promise<string[]> {
  const snap = await adminDb().collection('mail').where('event.ref', '==', orderId).get();
  return snap.docs.map((d) => d.id).sort();
}

/** Order A x3 + B x2, approved at A's sale price: 3 x 1000 + 2 x 725 cents. */
const APPROVED_AB = {
  'fn-item-a': { qty: 3, cents: 3000 },
  'fn-item-b': { qty: 2, cents: 1450 },
};
const NOTHING_AB = {
  'fn-item-a': { qty: 0, cents: 0 },
  'fn-item-b': { qty: 0, cents: 0 },
};

beforeAll(async () => {
  const db = adminDb();
  // Prices in integer cents (issue 26); B is an item not migrated yet, still in dollars, which
  // the server prices the same (readItemPrices): $7.25 = 725 cents.
  const item = (name: string, priceCents: number, salePriceCents: number, isOnSale: boolean) => ({
    name,
    priceCents,
    salePriceCents,
    isOnSale,
    status: 'active',
  });
  await Promise.all([
    db.doc('items/fn-item-a').set(item('FN Item A', 1250, 1000, true)),
    db
      .doc('items/fn-item-b')
      .set({ name: 'FN Item B', price: 7.25, salePrice: 0, isOnSale: false, status: 'active' }),
    db.doc('items/fn-item-c').set(item('FN Item C', 2000, 1500, true)),
    db.doc(`delivery_locations/${DL_NORTH}`).set({ name: 'FN Dock North', territoryId: NORTH }),
    db.doc(`delivery_locations/${DL_GULF}`).set({ name: 'FN Dock Gulf', territoryId: GULF }),
    db.doc('franchise_locations/fn-loc-north').set({
      name: 'FN Truck North',
      territoryId: NORTH,
      deliveryLocationId: DL_NORTH,
      type: 'truck',
      enabled: true,
    }),
  ]);
  callers = await personaCallers([
    // A disabled user who would otherwise hold every permission.
    {
      uid: 'fn-disabled',
      email: DISABLED,
      firstName: 'Dee',
      lastName: 'Disabled',
      role: 'fulfillment',
      permissions: resolvePermissions('fulfillment'),
      disabled: true,
      territoryIds: [],
    },
  ]);
  expect(PROJECT_ID).toBe('demo-franchise-portal');
});

const change = (email: string, orderId: string, from: string, to: string, notes?: string) =>
  callers[email]('changeOrderStatus', { orderId, from, to, notes });

describe('changeOrderStatus: who may', () => {
  it('lets the top roles approve; refuses franchise roles, no-role, disabled and signed-out callers', async () => {
    const { date, at } = freshDay();
    for (const email of [SUPER, FULFILLMENT]) {
      const id = await placeOrder({ at });
      await expect(change(email, id, 'pending', 'approved')).resolves.toEqual({
        orderId: id,
        status: 'approved',
        revisionCount: 1,
      });
      expect((await read(`orders/${id}`))?.status).toBe('approved');
    }
    const refusedOrder = await placeOrder({ at });
    const refused: [string, string, string][] = [
      [
        OWNER,
        'permission-denied',
        'You need the "Set Order Status" permission to move an order from Pending to Approved.',
      ],
      [
        MANAGER,
        'permission-denied',
        'You need the "Set Order Status" permission to move an order from Pending to Approved.',
      ],
      [
        EMPLOYEE,
        'permission-denied',
        'You need the "Set Order Status" permission to move an order from Pending to Approved.',
      ],
      [
        WAITING,
        'permission-denied',
        'Your account cannot change orders: it is disabled or has no role yet.',
      ],
      [
        DISABLED,
        'permission-denied',
        'Your account cannot change orders: it is disabled or has no role yet.',
      ],
      ['anonymous', 'unauthenticated', "Sign in to change an order's status."],
    ];
    for (const [who, code, message] of refused) {
      expect(await refusal(change(who, refusedOrder, 'pending', 'approved')), who).toEqual({
        code,
        message,
      });
    }
    // Nothing of the refused calls was written; the two approvals counted twice (2 orders).
    const order = await read(`orders/${refusedOrder}`);
    expect(order?.status).toBe('pending');
    expect(order?.revisions).toEqual([]);
    expect(await mailsOf(refusedOrder)).toEqual([]);
    expect(await dayTotals(date)).toEqual({
      'fn-item-a': { qty: 6, cents: 6000 },
      'fn-item-b': { qty: 4, cents: 2900 },
    });
  });

  it('lets Fulfillment and Super Admin fulfil; refuses franchise roles Set Fulfillment Status', async () => {
    const { at } = freshDay();
    for (const email of [OWNER, MANAGER, EMPLOYEE]) {
      const id = await placeOrder({ at, status: 'approved' });
      expect(await refusal(change(email, id, 'approved', 'fulfilled')), email).toEqual({
        code: 'permission-denied',
        message:
          'You need the "Set Fulfillment Status" permission to move an order from Approved to Fulfilled.',
      });
      expect((await read(`orders/${id}`))?.status).toBe('approved');
    }
    for (const email of [FULFILLMENT, SUPER]) {
      const id = await placeOrder({ at, status: 'approved' });
      await change(email, id, 'approved', 'fulfilled');
      expect((await read(`orders/${id}`))?.status).toBe('fulfilled');
    }
  });

  it('refuses an order outside the caller’s territories, a missing order and bad input', async () => {
    const { at } = freshDay();
    const gulfOrder = await placeOrder({ at, territoryId: GULF, deliveryLocationId: DL_GULF });
    expect(await refusal(change(MANAGER, gulfOrder, 'pending', 'approved'))).toEqual({
      code: 'permission-denied',
      message: 'This order is not in your territories.',
    });
    expect(await refusal(change(SUPER, 'fn-no-such-order', 'pending', 'approved'))).toEqual({
      code: 'not-found',
      message: 'This order does not exist (any more).',
    });
    expect((await refusal(change(SUPER, gulfOrder, 'pending', 'shipped'))).code).toBe(
      'invalid-argument',
    );
    expect(
      await refusal(change(SUPER, gulfOrder, 'pending', 'approved', 'x'.repeat(2001))),
    ).toEqual({ code: 'invalid-argument', message: 'Notes must be at most 2000 characters' });
  });
});

describe('changeOrderStatus: the transition table (src/features/orders/model/status.ts)', () => {
  it('moves an order along every row for its permission holder, and for no franchise role', async () => {
    const { at } = freshDay();
    for (const { from, to, permission } of STATUS_TRANSITIONS) {
      const holder = permission === 'orders.setStatus' ? SUPER : FULFILLMENT;
      const refused = await placeOrder({ at, status: from });
      expect(await refusal(change(OWNER, refused, from, to)), `${from} -> ${to}`).toEqual({
        code: 'permission-denied',
        message: `You need the "${permissionName(permission)}" permission to move an order from ${ORDER_STATUS_LABELS[from]} to ${ORDER_STATUS_LABELS[to]}.`,
      });
      const id = await placeOrder({ at, status: from });
      await change(holder, id, from, to, 'Looks fine');
      const stored = await read(`orders/${id}`);
      expect(stored?.status, `${from} -> ${to}`).toBe(to);
      expect(stored?.revisions).toHaveLength(1);
      expect(stored?.enabled).toBe(to !== 'deleted');
      expect((await read(`orderNotifications/${id}`))?.status).toEqual({
        isPending: to === 'pending' || to === 'revision',
        isApproved: to === 'approved',
        isFulfilled: to === 'fulfilled',
      });
    }
  });
});

describe('changeOrderStatus: what an approval writes', () => {
  it('writes status, revision (name from the caller’s profile), notification, mail and the day totals', async () => {
    const { date, at } = freshDay();
    const id = await placeOrder({ at });
    // Fields a forger would add are ignored: the name comes from users/demo-superadmin.
    await callers[SUPER]('changeOrderStatus', {
      orderId: id,
      from: 'pending',
      to: 'approved',
      notes: '  Ship Monday ',
      byName: 'Mallory',
      by: 'someone-else',
    });
    const order = await read(`orders/${id}`);
    expect(order).toMatchObject({
      status: 'approved',
      enabled: true,
      corporateNotes: 'Ship Monday',
      readRecipients: [],
    });
    expect(order?.revisions).toHaveLength(1);
    expect(order?.revisions[0]).toMatchObject({
      by: 'demo-superadmin',
      byName: 'Sam Super',
      from: 'pending',
      to: 'approved',
      notes: 'Ship Monday',
    });
    expect(order?.updatedAtTimestamp).toBeGreaterThan(at.seconds);
    const notification = await read(`orderNotifications/${id}`);
    expect(notification?.status).toEqual({
      isPending: false,
      isApproved: true,
      isFulfilled: false,
    });
    expect(notification?.readRecipients).toEqual([]);

    expect(await mailsOf(id)).toEqual([`orderApproved-${id}-1`]);
    const mail = await read(`mail/orderApproved-${id}-1`);
    expect(mail?.to).toEqual(['fulfillment-team@demo.test', 'owner@demo.test']);
    expect(mail?.createdBy).toBe('demo-superadmin');

    const day = await read(`item_sales_daily/${date}_${DL_NORTH}`);
    expect(day).toMatchObject({
      date,
      territoryId: NORTH,
      deliveryLocationId: DL_NORTH,
      locationName: 'FN Dock North',
      franchiseLocationId: 'fn-loc-north',
      locationType: 'truck',
      lastOrderId: id,
    });
    expect(day?.items).toEqual(APPROVED_AB);
  });

  it('files a delivery point no franchise location serves without a type', async () => {
    const { date, at } = freshDay();
    const id = await placeOrder({ at, territoryId: GULF, deliveryLocationId: DL_GULF });
    await change(FULFILLMENT, id, 'pending', 'approved');
    const day = await read(`item_sales_daily/${date}_${DL_GULF}`);
    expect(day?.items).toEqual(APPROVED_AB);
    expect(day).not.toHaveProperty('locationType');
    expect(day).not.toHaveProperty('franchiseLocationId');
  });
});

describe('changeOrderStatus: the item sales totals cannot be inflated', () => {
  it('approving twice in turn counts once: the second call is refused', async () => {
    const { date, at } = freshDay();
    const id = await placeOrder({ at });
    await change(SUPER, id, 'pending', 'approved');
    expect(await refusal(change(SUPER, id, 'pending', 'approved'))).toEqual({
      code: 'failed-precondition',
      message: 'This order is now Approved: someone changed it meanwhile. Reload it and try again.',
    });
    expect(await refusal(change(FULFILLMENT, id, 'approved', 'approved'))).toEqual({
      code: 'failed-precondition',
      message: 'An order cannot go from Approved to Approved.',
    });
    expect(await dayTotals(date)).toEqual(APPROVED_AB);
    expect((await read(`orders/${id}`))?.revisions).toHaveLength(1);
    expect(await mailsOf(id)).toEqual([`orderApproved-${id}-1`]);
  });

  it('two approvals at the same moment count once', async () => {
    const { date, at } = freshDay();
    const id = await placeOrder({ at });
    const results = await Promise.allSettled([
      change(SUPER, id, 'pending', 'approved'),
      change(FULFILLMENT, id, 'pending', 'approved'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await dayTotals(date)).toEqual(APPROVED_AB);
    expect((await read(`orders/${id}`))?.revisions).toHaveLength(1);
    expect(await mailsOf(id)).toEqual([`orderApproved-${id}-1`]);
  });

  it('a fulfil and an unfulfil change no totals and send no mail', async () => {
    const { date, at } = freshDay();
    const id = await placeOrder({ at });
    await change(SUPER, id, 'pending', 'approved', 'Approver notes');
    await change(FULFILLMENT, id, 'approved', 'fulfilled');
    expect(await dayTotals(date)).toEqual(APPROVED_AB);
    await change(FULFILLMENT, id, 'fulfilled', 'approved', 'ignored');
    expect(await dayTotals(date)).toEqual(APPROVED_AB);
    const order = await read(`orders/${id}`);
    expect(order?.status).toBe('approved');
    // Unfulfil keeps the approver's notes.
    expect(order?.corporateNotes).toBe('Approver notes');
    expect(order?.revisions.map((r: { to: string }) => r.to)).toEqual([
      'approved',
      'fulfilled',
      'approved',
    ]);
    expect(await mailsOf(id)).toEqual([`orderApproved-${id}-1`]);
  });

  it('un-approving takes back exactly what the approval added, even after a price change', async () => {
    const { date, at } = freshDay();
    const id = await placeOrder({ at, lines: { 'fn-item-c': '4' } });
    await change(SUPER, id, 'pending', 'approved');
    // 4 cases at C's sale price $15.00.
    expect(await dayTotals(date)).toEqual({ 'fn-item-c': { qty: 4, cents: 6000 } });
    await adminDb().doc('items/fn-item-c').update({ isOnSale: false });
    try {
      await change(SUPER, id, 'approved', 'revision', 'Fewer cases please');
      expect(await dayTotals(date)).toEqual({ 'fn-item-c': { qty: 0, cents: 0 } });
      expect((await read(`orders/${id}`))?.corporateNotes).toBe('Fewer cases please');
      // Approved again: now at the regular $20.00, and a second approval mail.
      await change(FULFILLMENT, id, 'revision', 'approved');
      expect(await dayTotals(date)).toEqual({ 'fn-item-c': { qty: 4, cents: 8000 } });
      expect(await mailsOf(id)).toEqual([`orderApproved-${id}-1`, `orderApproved-${id}-3`]);
      // Deleting an approved order takes it off as well.
      await change(SUPER, id, 'approved', 'deleted');
      expect(await dayTotals(date)).toEqual({ 'fn-item-c': { qty: 0, cents: 0 } });
      const order = await read(`orders/${id}`);
      expect(order?.status).toBe('deleted');
      expect(order?.enabled).toBe(false);
      expect(await refusal(change(SUPER, id, 'deleted', 'pending'))).toEqual({
        code: 'failed-precondition',
        message: 'An order cannot go from Deleted to Pending.',
      });
    } finally {
      await adminDb().doc('items/fn-item-c').update({ isOnSale: true });
    }
  });

  it('an approved order sent back without a record is taken off at today’s prices', async () => {
    // Orders approved before the server recorded its counts (the seed's, or older data).
    const { date, at } = freshDay();
    const id = await placeOrder({ at, status: 'approved' });
    await adminDb()
      .doc(`item_sales_daily/${date}_${DL_NORTH}`)
      .set({ date, territoryId: NORTH, deliveryLocationId: DL_NORTH, items: APPROVED_AB });
    await change(SUPER, id, 'approved', 'revision');
    expect(await dayTotals(date)).toEqual(NOTHING_AB);
  });
});
