/**
 * The inventory period callables on the emulators (functions/src/inventory), called through the
 * web SDK as every seeded role (scripts/seed.mjs), both sides: starting a period
 * (startInventoryPeriod), completing a count (completeInventoryCount), beginning the closing
 * (beginInventoryClosing) and a top role's reopen (reopenInventoryPeriod). Plus the holes of the
 * browser-written periods of issue 14: a partial count, an unanswered far-from-expected line, a
 * second unfinished period of one location (one after the other and at the same time) and a
 * period in another territory. Expected figures are worked out by hand in the comments.
 *
 * The fixture: franchise locations of its own (North Coast: one per staff role and a few more;
 * Gulf Shore: one), so the seeded periods never mix in. The Manager and the Employee are in North
 * Coast only, the Owner in both, the top roles everywhere. A count must cover every active item
 * (what the count sheet lists), read from the emulator when the tests start.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { resolvePermissions } from '../../src/domain/permissions';
import { DEMO_IDS } from '../../scripts/seed.mjs';
import {
  activeItems,
  writeCountLines,
  writeLocations,
  writePeriod,
  type FixtureLocation,
} from './inventoryFixture';
import {
  adminDb,
  daysAgo,
  PERSONAS,
  personaCallers,
  refusal,
  type Call,
  type ExtraUser,
} from './support';

const NORTH = DEMO_IDS.territories.north;
const GULF = DEMO_IDS.territories.gulf;
const { SUPER, FULFILLMENT, OWNER, MANAGER, EMPLOYEE, WAITING } = PERSONAS;
const DISABLED = 'fn-inv-disabled@demo.test';
/** Managers whose explicit permissions take Inventory create (resp. edit) away. */
const NO_CREATE = 'fn-inv-nocreate@demo.test';
const NO_EDIT = 'fn-inv-noedit@demo.test';
const STAFF = [OWNER, MANAGER, EMPLOYEE] as const;
const TOP = [SUPER, FULFILLMENT] as const;
const UID: Record<string, string> = {
  [SUPER]: 'demo-superadmin',
  [FULFILLMENT]: 'demo-fulfillment',
  [OWNER]: 'demo-owner',
  [MANAGER]: 'demo-manager',
  [EMPLOYEE]: 'demo-employee',
};

/** Locations of the fixture: `name` shows in the refusals. */
const LOCATIONS = {
  owner: { id: 'fn-inv-owner', name: 'FN Inv Owner Cafe', territoryId: NORTH, type: 'restaurant' },
  manager: {
    id: 'fn-inv-manager',
    name: 'FN Inv Manager Cafe',
    territoryId: NORTH,
    type: 'restaurant',
  },
  employee: {
    id: 'fn-inv-employee',
    name: 'FN Inv Employee Truck',
    territoryId: NORTH,
    type: 'truck',
  },
  refill: {
    id: 'fn-inv-refill',
    name: 'FN Inv Refill Cafe',
    territoryId: NORTH,
    type: 'restaurant',
  },
  race: { id: 'fn-inv-race', name: 'FN Inv Race Cafe', territoryId: NORTH, type: 'restaurant' },
  steps: { id: 'fn-inv-steps', name: 'FN Inv Steps Cafe', territoryId: NORTH, type: 'restaurant' },
  gulf: { id: 'fn-inv-gulf', name: 'FN Inv Gulf Truck', territoryId: GULF, type: 'truck' },
} as const;
type LocationKey = keyof typeof LOCATIONS;
const DOCK_NORTH = 'fn-inv-dock-north';
const DOCK_GULF = 'fn-inv-dock-gulf';

let callers: Record<string, Call> = {};
/** Every active item: what the count sheet lists and a count must cover. */
let itemIds: string[] = [];

const call = (who: string, name: Parameters<Call>[0], data: unknown) => callers[who](name, data);
const start = (who: string, location: LocationKey, extra: Record<string, unknown> = {}) =>
  call(who, 'startInventoryPeriod', {
    locationId: LOCATIONS[location].id,
    name: 'Test period',
    ...extra,
  });
const complete = (who: string, reportId: string, count: 'opening' | 'closing') =>
  call(who, 'completeInventoryCount', { reportId, count });
const beginClosing = (who: string, reportId: string) =>
  call(who, 'beginInventoryClosing', { reportId });
const reopen = (who: string, reportId: string) => call(who, 'reopenInventoryPeriod', { reportId });

const periodDoc = async (id: string) =>
  (await adminDb().doc(`inventory_reports/${id}`).get()).data();

interface PeriodPlace {
  /** One of the fixture's locations; by default the period gets a location of its own. */
  at?: LocationKey;
  /** The own location is in Gulf Shore (else North Coast). */
  gulf?: boolean;
  extra?: Record<string, unknown>;
}

/**
 * A period written as the callables write them, in `status` with the stamps it would have. Its
 * location is its own unless `at` says otherwise, so no earlier closed period of another test
 * feeds its expectations (the previous period's usage rate).
 */
async function period(
  id: string,
  status: string,
  { at, gulf = false, extra = {} }: PeriodPlace = {},
) {
  let l: FixtureLocation;
  if (at) {
    l = LOCATIONS[at];
  } else {
    l = {
      id: `${id}-place`,
      name: `FN Inv ${id}`,
      territoryId: gulf ? GULF : NORTH,
      type: 'restaurant',
    };
    await writeLocations([l]);
  }
  await writePeriod(id, l, status, { extra });
}

/** A period in `status` of its own location whose every line is counted 10. */
async function countedPeriod(id: string, status: string, place: PeriodPlace = {}) {
  await period(id, status, place);
  await writeCountLines(id, 'opening', itemIds, () => 10);
  if (status === 'closingInProgress' || status === 'closed') {
    await writeCountLines(id, 'closing', itemIds, () => 10);
  }
}

beforeAll(async () => {
  const db = adminDb();
  const locations = Object.values(LOCATIONS);
  // Periods left by an earlier run on a reused emulator would make "unfinished" ones.
  const old = await db.collection('inventory_reports').get();
  for (const d of old.docs) {
    if (String(d.get('locationId')).startsWith('fn-inv-')) await db.recursiveDelete(d.ref);
  }
  await Promise.all([
    writeLocations(locations),
    db.doc(`delivery_locations/${DOCK_NORTH}`).set({ name: 'FN Dock North', territoryId: NORTH }),
    db.doc(`delivery_locations/${DOCK_GULF}`).set({ name: 'FN Dock Gulf', territoryId: GULF }),
  ]);
  const manager = (uid: string, email: string, disabled: boolean, permissions: unknown) => ({
    uid,
    email,
    firstName: 'Fn',
    lastName: 'Inventory',
    role: 'manager',
    permissions,
    disabled,
    territoryIds: [NORTH],
  });
  const extra: ExtraUser[] = [
    manager('fn-inv-disabled', DISABLED, true, resolvePermissions('manager')),
    manager(
      'fn-inv-nocreate',
      NO_CREATE,
      false,
      resolvePermissions('manager', { inventory: { create: false } }),
    ),
    manager(
      'fn-inv-noedit',
      NO_EDIT,
      false,
      resolvePermissions('manager', { inventory: { edit: false } }),
    ),
  ];
  callers = await personaCallers(extra);
  itemIds = (await activeItems()).map((d) => d.id);
  expect(itemIds.length).toBeGreaterThan(3);
});

describe('startInventoryPeriod', () => {
  it('lets each franchise staff role start a period of a location in their territory', async () => {
    const own: [string, LocationKey][] = [
      [OWNER, 'owner'],
      [MANAGER, 'manager'],
      [EMPLOYEE, 'employee'],
    ];
    for (const [who, location] of own) {
      const result = await start(who, location, {
        name: '  November  ',
        deliveryLocationId: DOCK_NORTH,
      });
      // A first period: nothing to copy.
      expect(result, who).toMatchObject({ copiedLines: 0 });
      const { reportId } = result as { reportId: string };
      const stored = await periodDoc(reportId);
      const l = LOCATIONS[location];
      expect(stored, who).toMatchObject({
        locationId: l.id,
        locationName: l.name,
        locationType: l.type,
        territoryId: NORTH,
        deliveryLocationId: DOCK_NORTH,
        name: 'November',
        status: 'openingInProgress',
        reopenCount: 0,
        userId: UID[who],
      });
      expect(stored?.createdAt?.toMillis()).toBeGreaterThan(Date.now() - 120_000);
      expect(stored?.updatedAt?.toMillis()).toBe(stored?.createdAt?.toMillis());
      expect(stored?.openingCountedAt).toBeUndefined();
    }
  });

  it('refuses a second unfinished period of one location', async () => {
    // Each of the three locations now has its opening in progress.
    for (const [who, location] of [
      [OWNER, 'owner'],
      [MANAGER, 'manager'],
      [EMPLOYEE, 'employee'],
    ] as const) {
      expect(await refusal(start(who, location)), who).toEqual({
        code: 'failed-precondition',
        message: `${LOCATIONS[location].name} already has an unfinished inventory period: finish it first.`,
      });
    }
    const periods = await adminDb()
      .collection('inventory_reports')
      .where('locationId', '==', LOCATIONS.manager.id)
      .get();
    expect(periods.size).toBe(1);
  });

  it('starts one period only when two are started at the same time', async () => {
    const results = await Promise.allSettled([start(MANAGER, 'race'), start(EMPLOYEE, 'race')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const periods = await adminDb()
      .collection('inventory_reports')
      .where('locationId', '==', LOCATIONS.race.id)
      .get();
    expect(periods.size).toBe(1);
  });

  it('refuses the top roles, inactive accounts, signed-out callers and no Create Inventory', async () => {
    const refused: [string, string, string][] = [
      ...TOP.map((who): [string, string, string] => [
        who,
        'permission-denied',
        'Counts are taken by the staff of each franchise location; corporate roles read them and may reopen a closed period.',
      ]),
      [
        WAITING,
        'permission-denied',
        'Your account cannot change inventory counts: it is disabled or has no role yet.',
      ],
      [
        DISABLED,
        'permission-denied',
        'Your account cannot change inventory counts: it is disabled or has no role yet.',
      ],
      [
        NO_CREATE,
        'permission-denied',
        'You need the "Create Inventory" permission to start an inventory period.',
      ],
      ['anonymous', 'unauthenticated', 'Sign in to start an inventory period.'],
    ];
    for (const [who, code, message] of refused) {
      expect(await refusal(start(who, 'steps')), who).toEqual({ code, message });
    }
    const periods = await adminDb()
      .collection('inventory_reports')
      .where('locationId', '==', LOCATIONS.steps.id)
      .get();
    expect(periods.size).toBe(0);
  });

  it('refuses a location in another territory, and a delivery point of another territory', async () => {
    for (const who of [MANAGER, EMPLOYEE]) {
      expect(await refusal(start(who, 'gulf')), who).toEqual({
        code: 'permission-denied',
        message: 'This location is not in your territories.',
      });
    }
    expect(await refusal(start(OWNER, 'gulf', { deliveryLocationId: DOCK_NORTH }))).toEqual({
      code: 'invalid-argument',
      message:
        'Orders can only be delivered to a delivery location of the same territory: choose another one.',
    });
    // The Owner holds Gulf Shore too.
    const { reportId } = (await start(OWNER, 'gulf', { deliveryLocationId: DOCK_GULF })) as {
      reportId: string;
    };
    expect(await periodDoc(reportId)).toMatchObject({
      territoryId: GULF,
      status: 'openingInProgress',
    });
  });

  it('pre-fills the opening with the last closed period’s closing count', async () => {
    await period('fn-inv-refill-1', 'closed', { at: 'refill', extra: { createdAt: daysAgo(60) } });
    await period('fn-inv-refill-2', 'closed', { at: 'refill', extra: { createdAt: daysAgo(30) } });
    await writeCountLines('fn-inv-refill-1', 'closing', ['old'], () => 99);
    // The newer closed period's closing: 7, a counted zero and a weighed 2.5.
    await writeCountLines('fn-inv-refill-2', 'closing', ['a', 'b', 'c'], (id) =>
      id === 'a' ? 7 : id === 'b' ? 0 : 2.5,
    );
    const result = (await start(MANAGER, 'refill')) as { reportId: string; copiedLines: number };
    expect(result.copiedLines).toBe(3);
    const lines = await adminDb()
      .collection(`inventory_reports/${result.reportId}/count_lines`)
      .get();
    const byId = Object.fromEntries(lines.docs.map((d) => [d.id, d.data()]));
    expect(Object.keys(byId).sort()).toEqual(['opening_a', 'opening_b', 'opening_c']);
    expect(byId.opening_a).toMatchObject({
      itemId: 'a',
      count: 'opening',
      state: 'counted',
      quantity: 7,
      userId: 'demo-manager',
    });
    expect(byId.opening_b).toMatchObject({ state: 'zero', quantity: 0 });
    expect(byId.opening_c).toMatchObject({ state: 'counted', quantity: 2.5 });
  });
});

describe('completeInventoryCount', () => {
  it('refuses a partial opening count, naming how many lines are blank, then completes it', async () => {
    await period('fn-inv-partial', 'openingInProgress');
    // Every active item but the first two.
    await writeCountLines('fn-inv-partial', 'opening', itemIds.slice(2), () => 10);
    expect(await refusal(complete(MANAGER, 'fn-inv-partial', 'opening'))).toEqual({
      code: 'failed-precondition',
      message:
        'The opening count cannot be completed: 2 lines are not counted (count them, or mark the rest as zero).',
    });
    expect(await periodDoc('fn-inv-partial')).toMatchObject({ status: 'openingInProgress' });
    // "Mark the rest as zero": the two are deliberately zero.
    await writeCountLines('fn-inv-partial', 'opening', itemIds.slice(0, 2), () => 0);
    await expect(complete(MANAGER, 'fn-inv-partial', 'opening')).resolves.toEqual({
      reportId: 'fn-inv-partial',
      status: 'open',
      reopenCount: 0,
    });
    const stored = await periodDoc('fn-inv-partial');
    expect(stored?.status).toBe('open');
    expect(stored?.openingCountedAt?.toMillis()).toBeGreaterThan(Date.now() - 120_000);
    expect(stored?.closingCountedAt).toBeUndefined();
  });

  it('refuses a closing count with a line far from expected until it has a note', async () => {
    // Opening: every item 10, counted 10 days ago; no earlier period and no delivery point, so
    // each line is expected to be 10 again. The first item is counted 0: off by 10, more than 2
    // and more than a quarter of 10, so flagged; the second 9 (off by 1) is not.
    await period('fn-inv-flag', 'closingInProgress');
    await writeCountLines('fn-inv-flag', 'opening', itemIds, () => 10);
    await writeCountLines('fn-inv-flag', 'closing', itemIds, (id) =>
      id === itemIds[0] ? 0 : id === itemIds[1] ? 9 : 10,
    );
    expect(await refusal(complete(EMPLOYEE, 'fn-inv-flag', 'closing'))).toEqual({
      code: 'failed-precondition',
      message:
        'The closing count cannot be completed: 1 line far from expected has neither a recount nor a note.',
    });
    expect(await periodDoc('fn-inv-flag')).toMatchObject({ status: 'closingInProgress' });
    // A blank note does not answer it; a real one does.
    await writeCountLines(
      'fn-inv-flag',
      'closing',
      [itemIds[0]],
      () => 0,
      () => ({ note: '   ' }),
    );
    expect((await refusal(complete(EMPLOYEE, 'fn-inv-flag', 'closing'))).code).toBe(
      'failed-precondition',
    );
    await writeCountLines(
      'fn-inv-flag',
      'closing',
      [itemIds[0]],
      () => 0,
      () => ({
        note: 'Thrown out: past its date',
      }),
    );
    await expect(complete(EMPLOYEE, 'fn-inv-flag', 'closing')).resolves.toMatchObject({
      status: 'closed',
    });
    const stored = await periodDoc('fn-inv-flag');
    expect(stored?.closingCountedAt?.toMillis()).toBeGreaterThan(Date.now() - 120_000);
    // The opening stamp is kept.
    expect(stored?.openingCountedAt?.toMillis()).toBeLessThan(daysAgo(9).toMillis());
  });

  it('counts both a blank line and an unanswered flag in one refusal; a recount answers', async () => {
    await period('fn-inv-both', 'closingInProgress');
    await writeCountLines('fn-inv-both', 'opening', itemIds, () => 10);
    // First item blank, second far off (30 vs 10), the rest as expected.
    await writeCountLines('fn-inv-both', 'closing', itemIds.slice(1), (id) =>
      id === itemIds[1] ? 30 : 10,
    );
    expect((await refusal(complete(OWNER, 'fn-inv-both', 'closing'))).message).toBe(
      'The closing count cannot be completed: 1 line is not counted (count it, or mark the rest as zero) and 1 line far from expected has neither a recount nor a note.',
    );
    await writeCountLines('fn-inv-both', 'closing', [itemIds[0]], () => 10);
    await writeCountLines(
      'fn-inv-both',
      'closing',
      [itemIds[1]],
      () => 30,
      () => ({ recounted: true }),
    );
    await expect(complete(OWNER, 'fn-inv-both', 'closing')).resolves.toMatchObject({
      status: 'closed',
    });
  });

  it('expects what was received at the delivery point, less the last period’s usage', async () => {
    // The active item with the smallest pack size, p eaches a case.
    const packs = await Promise.all(
      itemIds.map(async (id) => ({
        id,
        p: Number((await adminDb().doc(`items/${id}`).get()).get('unitsPerCase') ?? 1),
      })),
    );
    const { id: item, p } = packs.sort((a, b) => a.p - b.p)[0];
    expect(p).toBeLessThanOrEqual(400);
    const cases = Math.ceil(20 / p);
    const received = cases * p; // R: at least 20, at most 400 eaches
    const place = { locationId: 'fn-inv-usage-place', deliveryLocationId: DOCK_NORTH };
    // The previous period: 1000 -> 200 of the item over 20 days, nothing received: 40 a day.
    await period('fn-inv-usage-1', 'closed', {
      extra: {
        ...place,
        createdAt: daysAgo(24),
        openingCountedAt: daysAgo(24),
        closingCountedAt: daysAgo(4),
      },
    });
    await writeCountLines('fn-inv-usage-1', 'opening', itemIds, (id) => (id === item ? 1000 : 10));
    await writeCountLines('fn-inv-usage-1', 'closing', itemIds, (id) => (id === item ? 200 : 10));
    // This period opened 4 days ago at 200; `cases` cases arrived 2 days ago at its dock.
    await period('fn-inv-usage-2', 'closingInProgress', {
      extra: { ...place, createdAt: daysAgo(4), openingCountedAt: daysAgo(4) },
    });
    await writeCountLines('fn-inv-usage-2', 'opening', itemIds, (id) => (id === item ? 200 : 10));
    await adminDb()
      .doc('orders/fn-inv-usage-order')
      .set({
        territoryId: NORTH,
        deliveryLocationId: DOCK_NORTH,
        status: 'fulfilled',
        lines: { [item]: String(cases) },
        revisions: [{ to: 'fulfilled', at: daysAgo(2) }],
        updatedAt: daysAgo(2),
      });
    // Expected: 200 + R - 40 a day x 4 days = 40 + R. A count of 0 is far from it.
    await writeCountLines('fn-inv-usage-2', 'closing', itemIds, (id) => (id === item ? 0 : 10));
    expect((await refusal(complete(MANAGER, 'fn-inv-usage-2', 'closing'))).message).toBe(
      'The closing count cannot be completed: 1 line far from expected has neither a recount nor a note.',
    );
    // Counted 40 + R, nothing is flagged (a count may be off by a quarter of the 160 expected
    // to be used, 40). Without the usage 200 + R would be expected (off by 160, more than a
    // quarter of 200 + R <= 600): that would flag it.
    await writeCountLines('fn-inv-usage-2', 'closing', [item], () => 40 + received);
    await expect(complete(MANAGER, 'fn-inv-usage-2', 'closing')).resolves.toMatchObject({
      status: 'closed',
    });
    await adminDb().doc('orders/fn-inv-usage-order').delete();
  });

  it('lets each staff role complete a count; refuses everyone else', async () => {
    for (const [i, who] of STAFF.entries()) {
      const id = `fn-inv-done-${i}`;
      await countedPeriod(id, 'openingInProgress');
      await expect(complete(who, id, 'opening'), who).resolves.toMatchObject({ status: 'open' });
    }
    await countedPeriod('fn-inv-refuse', 'openingInProgress');
    const refused: [string, string][] = [
      [SUPER, 'permission-denied'],
      [FULFILLMENT, 'permission-denied'],
      [WAITING, 'permission-denied'],
      [DISABLED, 'permission-denied'],
      [NO_EDIT, 'permission-denied'],
      ['anonymous', 'unauthenticated'],
    ];
    for (const [who, code] of refused) {
      expect((await refusal(complete(who, 'fn-inv-refuse', 'opening'))).code, who).toBe(code);
    }
    expect((await refusal(complete(NO_EDIT, 'fn-inv-refuse', 'opening'))).message).toBe(
      'You need the "Edit Inventory" permission to complete a count.',
    );
    expect(await periodDoc('fn-inv-refuse')).toMatchObject({ status: 'openingInProgress' });
  });

  it('refuses a period in another territory and a count that is not in progress', async () => {
    await countedPeriod('fn-inv-gulf-count', 'openingInProgress', { gulf: true });
    for (const who of [MANAGER, EMPLOYEE]) {
      expect(await refusal(complete(who, 'fn-inv-gulf-count', 'opening')), who).toEqual({
        code: 'permission-denied',
        message: 'This location is not in your territories.',
      });
    }
    expect(await refusal(complete(OWNER, 'fn-inv-gulf-count', 'closing'))).toEqual({
      code: 'failed-precondition',
      message:
        'The closing count is not in progress any more: this period is Opening in progress. Reload it to see where it is.',
    });
    expect((await refusal(complete(OWNER, 'fn-inv-none', 'opening'))).code).toBe('not-found');
    await expect(complete(OWNER, 'fn-inv-gulf-count', 'opening')).resolves.toMatchObject({
      status: 'open',
    });
    // Completing it twice (a double tap) is refused the second time.
    expect((await refusal(complete(OWNER, 'fn-inv-gulf-count', 'opening'))).code).toBe(
      'failed-precondition',
    );
  });
});

describe('beginInventoryClosing', () => {
  it('lets each staff role start the closing of an open period, in their territory only', async () => {
    for (const [i, who] of STAFF.entries()) {
      const id = `fn-inv-begin-${i}`;
      await countedPeriod(id, 'open');
      await expect(beginClosing(who, id), who).resolves.toEqual({
        reportId: id,
        status: 'closingInProgress',
        reopenCount: 0,
      });
      const stored = await periodDoc(id);
      expect(stored?.status).toBe('closingInProgress');
      expect(stored?.closingCountedAt).toBeUndefined();
    }
    await countedPeriod('fn-inv-begin-gulf', 'open', { gulf: true });
    for (const who of [MANAGER, EMPLOYEE]) {
      expect((await refusal(beginClosing(who, 'fn-inv-begin-gulf'))).message, who).toBe(
        'This location is not in your territories.',
      );
    }
  });

  it('refuses the top roles, inactive callers, and a period that is not open', async () => {
    await countedPeriod('fn-inv-begin-x', 'open');
    for (const who of [...TOP, WAITING, DISABLED, NO_EDIT]) {
      expect((await refusal(beginClosing(who, 'fn-inv-begin-x'))).code, who).toBe(
        'permission-denied',
      );
    }
    expect((await refusal(beginClosing('anonymous', 'fn-inv-begin-x'))).code).toBe(
      'unauthenticated',
    );
    expect(await periodDoc('fn-inv-begin-x')).toMatchObject({ status: 'open' });
    await countedPeriod('fn-inv-begin-closed', 'closed');
    expect(await refusal(beginClosing(MANAGER, 'fn-inv-begin-closed'))).toEqual({
      code: 'failed-precondition',
      message:
        'Only an open period can start its closing count: this period is Closed. Reload it to see where it is.',
    });
  });
});

describe('reopenInventoryPeriod', () => {
  it('lets each top role reopen a closed period, counted and named', async () => {
    await countedPeriod('fn-inv-reopen', 'closed', { gulf: true });
    await expect(reopen(SUPER, 'fn-inv-reopen')).resolves.toEqual({
      reportId: 'fn-inv-reopen',
      status: 'closingInProgress',
      reopenCount: 1,
    });
    expect(await periodDoc('fn-inv-reopen')).toMatchObject({
      status: 'closingInProgress',
      reopenCount: 1,
      userId: 'demo-superadmin',
    });
    // Its staff close it again (every line still counted), then Fulfillment reopens it.
    await expect(complete(OWNER, 'fn-inv-reopen', 'closing')).resolves.toMatchObject({
      status: 'closed',
      reopenCount: 1,
    });
    await expect(reopen(FULFILLMENT, 'fn-inv-reopen')).resolves.toMatchObject({ reopenCount: 2 });
    expect(await periodDoc('fn-inv-reopen')).toMatchObject({
      reopenCount: 2,
      userId: 'demo-fulfillment',
    });
  });

  it('refuses the franchise staff and inactive callers, and a period that is not closed', async () => {
    await countedPeriod('fn-inv-reopen-x', 'closed');
    for (const who of [...STAFF, WAITING, DISABLED]) {
      expect((await refusal(reopen(who, 'fn-inv-reopen-x'))).code, who).toBe('permission-denied');
    }
    expect((await refusal(reopen(MANAGER, 'fn-inv-reopen-x'))).message).toBe(
      'Only Super Admin and Fulfillment may reopen a closed inventory period.',
    );
    expect((await refusal(reopen('anonymous', 'fn-inv-reopen-x'))).code).toBe('unauthenticated');
    expect(await periodDoc('fn-inv-reopen-x')).toMatchObject({ status: 'closed', reopenCount: 0 });
    await countedPeriod('fn-inv-reopen-open', 'open');
    expect(await refusal(reopen(SUPER, 'fn-inv-reopen-open'))).toEqual({
      code: 'failed-precondition',
      message:
        'Only a closed period can be reopened: this period is Open. Reload it to see where it is.',
    });
  });
});
