/**
 * The system benchmarks on the emulators (issue 26): the `recomputeBenchmarks` callable called
 * through the web SDK as every seeded role, both sides; the job for a given day (the code the
 * daily `onSchedule` runs, through `node scripts/run-job.mjs` and directly) writing medians
 * computed by hand below; a second run writing the same documents; no location in them.
 *
 * The fixture: June 2023, long before the seeded sales (430 days back from today), so the seed's
 * own figures never mix in. Restaurants fn-r1, fn-r2, fn-r3 (and fn-r4 in May), one truck fn-t1:
 * - fn-r1: 10 June 100,000 cents / 50 transactions, 14 June 20,000 / 10 -> 120,000 / 60;
 * - fn-r2: 12 June 300,000 / 100, an approved refund of 60,000 on 13 June -> 240,000 / 100;
 * - fn-r3: 15 June 90,000 / 60;
 * - fn-r4: 20 May 500,000 / 100;
 * - fn-t1: 15 June 40,000 / 20 (alone in its cohort: no truck median ever).
 *
 * The COGS median, on seeded locations (their documents link the delivery points the job reads
 * purchases from) in March and April 2023, before any seeded order, so each count is valued at
 * the seeded catalogue price of Brioche Buns, $32.00 a case of 12 ($8.00 for 3 buns):
 * - North Coast Cafe, March (1 to 30 Mar): 120 buns -> 30, $240.00 of $1,000.00 sales = 24.00 %;
 *   April (3 to 28 Apr): 120 -> 60, $160.00 of $500.00 = 32.00 %;
 * - Gulf Shore Grill, April (5 to 26 Apr): 120 -> 30, $240.00 of $800.00 = 30.00 %;
 * - North Coast Truck 1, April (2 to 29 Apr): 120 -> 60, $160.00 of $640.00 = 25.00 %, alone in
 *   its cohort.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolvePermissions } from '../../src/domain/permissions';
import { franchisorDay, standardPeriods } from '../../src/features/reports/model/benchmarks';
import type { RecomputeBenchmarksResult } from '../../src/lib/callables';
import { recomputeBenchmarks } from '../../functions/src/reports/benchmarks';
import { DEMO_IDS, DEMO_PASSWORD } from '../../scripts/seed.mjs';
import { adminAuth, adminDb, callerAs, refusal } from './support';

const AS_OF = '2023-06-15';
const SUPER = 'superadmin@demo.test';
const FULFILLMENT = 'fulfillment@demo.test';
const DISABLED = 'fn-bench-disabled@demo.test';
const REFUSED = [
  'owner@demo.test',
  'manager@demo.test',
  'employee@demo.test',
  'waiting@demo.test',
  DISABLED,
];

const RESTAURANTS_JUNE = {
  medianNetCents: 120_000,
  medianAverageCheckCents: 2_000,
  locationCount: 3,
};

function entry(
  locationId: string,
  type: 'restaurant' | 'truck',
  date: string,
  net: number,
  tx: number,
) {
  return adminDb().doc(`sales_entries/${locationId}_${date}`).set({
    locationId,
    locationType: type,
    territoryId: DEMO_IDS.territories.north,
    date,
    grossCents: net,
    discountCents: 0,
    refundCents: 0,
    netCents: net,
    transactions: tx,
  });
}

/** A closed inventory period of a seeded location with its two counts of Brioche Buns. */
async function closedPeriod(
  id: string,
  locationId: string,
  locationType: 'restaurant' | 'truck',
  from: string,
  to: string,
  [opening, closing]: [number, number],
) {
  const db = adminDb();
  const noon = (day: string) => Timestamp.fromDate(new Date(`${day}T12:00:00Z`));
  const ref = db.doc(`inventory_reports/${id}`);
  await ref.set({
    locationId,
    locationName: id,
    locationType,
    territoryId: DEMO_IDS.territories.north,
    name: id,
    status: 'closed',
    reopenCount: 0,
    userId: 'fn-bench',
    createdAt: noon(from),
    updatedAt: noon(to),
  });
  const line = (count: string, quantity: number) =>
    ref.collection('count_lines').doc(`${count}_${BUNS}`).set({
      itemId: BUNS,
      count,
      state: 'counted',
      quantity,
      userId: 'fn-bench',
    });
  await Promise.all([line('opening', opening), line('closing', closing)]);
}

const BUNS = 'item-bun-bri';
const CAFE = 'location-north-cafe';
const GRILL = 'location-gulf-grill';
const TRUCK = 'location-north-truck-1';

const read = async (id: string) => (await adminDb().doc(`sales_benchmarks/${id}`).get()).data();

/** Every benchmark document of the standard periods of AS_OF, by id. */
async function benchmarksOf(asOf: string): Promise<Record<string, DocumentData | undefined>> {
  const ids = standardPeriods(asOf).map((p) => `${p.from}_${p.to}`);
  return Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await read(id)])));
}

beforeAll(async () => {
  const db = adminDb();
  await Promise.all([
    entry('fn-r1', 'restaurant', '2023-06-10', 100_000, 50),
    entry('fn-r1', 'restaurant', '2023-06-14', 20_000, 10),
    entry('fn-r2', 'restaurant', '2023-06-12', 300_000, 100),
    entry('fn-r3', 'restaurant', '2023-06-15', 90_000, 60),
    entry('fn-r4', 'restaurant', '2023-05-20', 500_000, 100),
    entry('fn-t1', 'truck', '2023-06-15', 40_000, 20),
    // The COGS periods' sales (March and April: outside every period checked for net sales).
    entry(CAFE, 'restaurant', '2023-03-10', 100_000, 10),
    entry(CAFE, 'restaurant', '2023-04-10', 50_000, 10),
    entry(GRILL, 'restaurant', '2023-04-12', 80_000, 10),
    entry(TRUCK, 'truck', '2023-04-15', 64_000, 10),
    closedPeriod('fn-cogs-cafe-mar', CAFE, 'restaurant', '2023-03-01', '2023-03-30', [120, 30]),
    closedPeriod('fn-cogs-cafe-apr', CAFE, 'restaurant', '2023-04-03', '2023-04-28', [120, 60]),
    closedPeriod('fn-cogs-grill-apr', GRILL, 'restaurant', '2023-04-05', '2023-04-26', [120, 30]),
    closedPeriod('fn-cogs-truck-apr', TRUCK, 'truck', '2023-04-02', '2023-04-29', [120, 60]),
    db.doc('sales_adjustments/fn-refund-r2').set({
      kind: 'approvedRefund',
      territoryId: DEMO_IDS.territories.north,
      locationId: 'fn-r2',
      locationType: 'restaurant',
      date: '2023-06-13',
      month: '2023-06',
      amountCents: 60_000,
    }),
  ]);
  await adminAuth().createUser({
    uid: 'fn-bench-disabled',
    email: DISABLED,
    password: DEMO_PASSWORD,
  });
  await db.doc('users/fn-bench-disabled').set({
    email: DISABLED,
    firstName: 'Dee',
    lastName: 'Disabled',
    role: 'superAdmin',
    permissions: resolvePermissions('superAdmin'),
    disabled: true,
    territoryIds: [],
  });
});

describe('the benchmark job for a given day', () => {
  it('runs from the command line and writes the hand-computed medians of every standard period', async () => {
    const { stdout } = await promisify(execFile)(
      'node',
      ['scripts/run-job.mjs', 'benchmarks', '--date', AS_OF],
      { env: process.env },
    );
    const periods = standardPeriods(AS_OF).length;
    expect(stdout).toContain(`benchmarks: {"asOf":"${AS_OF}","periods":${periods}}`);
    const docs = await benchmarksOf(AS_OF);
    expect(Object.values(docs).every((d) => d?.asOf === AS_OF)).toBe(true);
    // June, month to date and the last 7 days (9-15 June): r1 120,000, r2 300,000 - 60,000, r3
    // 90,000 -> median 120,000; checks 2,000, 2,400, 1,500 -> 2,000. One truck: no truck median.
    for (const id of ['2023-06-01_2023-06-30', '2023-06-01_2023-06-15', '2023-06-09_2023-06-15']) {
      expect(docs[id]).toEqual({
        from: id.slice(0, 10),
        to: id.slice(11),
        asOf: AS_OF,
        cohorts: { restaurant: RESTAURANTS_JUNE },
        cogs: {},
      });
    }
    // Last 30 days (17 May - 15 June) adds r4's 500,000 / 100: nets 90,000, 120,000, 240,000,
    // 500,000 -> (120,000 + 240,000) / 2 = 180,000; checks 1,500, 2,000, 2,400, 5,000 -> 2,200.
    expect(docs['2023-05-17_2023-06-15']?.cohorts).toEqual({
      restaurant: { medianNetCents: 180_000, medianAverageCheckCents: 2_200, locationCount: 4 },
    });
    // Today (r3 alone), yesterday (r1 alone), May (r4 alone): too few locations, no median.
    expect(docs['2023-06-15_2023-06-15']?.cohorts).toEqual({});
    expect(docs['2023-06-14_2023-06-14']?.cohorts).toEqual({});
    expect(docs['2023-05-01_2023-05-31']?.cohorts).toEqual({});
  });

  it("writes each cohort's median COGS % of the periods closed in each standard period", async () => {
    // The seeded catalogue price the hand-computed figures above rely on.
    expect((await adminDb().doc(`items/${BUNS}`).get()).data()).toMatchObject({
      priceCents: 3_200,
      unitsPerCase: 12,
      isOnSale: false,
    });
    await recomputeBenchmarks(adminDb(), AS_OF);
    const docs = await benchmarksOf(AS_OF);
    // April: the cafe's 32.00 % and the grill's 30.00 % -> 31.00 %; the truck alone: none.
    expect(docs['2023-04-01_2023-04-30']?.cogs).toEqual({
      restaurant: { medianCogsBps: 3_100, locationCount: 2 },
    });
    // March: the cafe alone.
    expect(docs['2023-03-01_2023-03-31']?.cogs).toEqual({});
    // Last 90 days (18 Mar - 15 Jun): the cafe counts once, with its latest period (April's
    // 32.00 %, not March's 24.00 %) -> still 31.00 % of 2 locations.
    expect(docs['2023-03-18_2023-06-15']?.cogs).toEqual({
      restaurant: { medianCogsBps: 3_100, locationCount: 2 },
    });
    // June and May: no period closed.
    expect(docs['2023-06-01_2023-06-30']?.cogs).toEqual({});
    expect(docs['2023-05-01_2023-05-31']?.cogs).toEqual({});
  });

  it('writes the same documents when run twice for the same day', async () => {
    await recomputeBenchmarks(adminDb(), AS_OF);
    const first = await benchmarksOf(AS_OF);
    const result = await recomputeBenchmarks(adminDb(), AS_OF);
    expect(result).toEqual({ asOf: AS_OF, periods: standardPeriods(AS_OF).length });
    expect(await benchmarksOf(AS_OF)).toEqual(first);
  });

  it("stores only medians and counts: no location's id or figures", async () => {
    for (const [id, doc] of Object.entries(await benchmarksOf(AS_OF))) {
      expect(Object.keys(doc ?? {}).sort(), id).toEqual(['asOf', 'cogs', 'cohorts', 'from', 'to']);
      for (const cohort of Object.values(doc?.cogs ?? {})) {
        expect(Object.keys(cohort as object).sort()).toEqual(['locationCount', 'medianCogsBps']);
      }
      for (const cohort of Object.values(doc?.cohorts ?? {})) {
        expect(Object.keys(cohort as object).sort()).toEqual([
          'locationCount',
          'medianAverageCheckCents',
          'medianNetCents',
        ]);
      }
      expect(JSON.stringify(doc)).not.toMatch(/fn-r|fn-t|location-|fn-cogs/);
    }
  });

  it('replaces a stale median when a cohort falls below the minimum', async () => {
    await adminDb()
      .doc('sales_benchmarks/2023-06-15_2023-06-15')
      .set({
        from: '2023-06-15',
        to: '2023-06-15',
        cohorts: { truck: RESTAURANTS_JUNE },
        cogs: { truck: { medianCogsBps: 3_000, locationCount: 2 } },
      });
    await recomputeBenchmarks(adminDb(), AS_OF);
    expect(await read('2023-06-15_2023-06-15')).toEqual({
      from: '2023-06-15',
      to: '2023-06-15',
      asOf: AS_OF,
      cohorts: {},
      cogs: {},
    });
  });
});

describe('the recomputeBenchmarks callable', () => {
  for (const email of [SUPER, FULFILLMENT]) {
    it(`lets ${email} recompute today's benchmarks`, async () => {
      const call = await callerAs(email);
      const today = franchisorDay(new Date());
      const result = await call<RecomputeBenchmarksResult>('recomputeBenchmarks', {});
      expect(result).toEqual({ asOf: today, periods: standardPeriods(today).length });
      const [last7] = standardPeriods(today).filter((p) => p.to === today && p.from < today);
      expect((await read(`${last7.from}_${last7.to}`))?.asOf).toBe(today);
    });
  }

  for (const email of REFUSED) {
    it(`refuses ${email}`, async () => {
      const call = await callerAs(email);
      expect(await refusal(call('recomputeBenchmarks', {}))).toEqual({
        code: 'permission-denied',
        message: 'Only a Super Admin or Fulfillment user can recompute the system benchmarks.',
      });
    });
  }

  it('refuses a signed-out caller', async () => {
    const call = await callerAs(null);
    expect(await refusal(call('recomputeBenchmarks', {}))).toEqual({
      code: 'unauthenticated',
      message: 'Sign in to recompute the benchmarks.',
    });
  });
});
