/**
 * The late-sales and expired-orders jobs on the emulators (issue 27): each writes exactly the
 * mails the arranged data calls for, and a second run for the same day writes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../scripts/run-job.mjs';
import { adminDb, setPreferences } from './support';
import {
  arrangeOwnedTerritory,
  arrangeUser,
  DAY,
  mailsAbout,
  NOON_MS,
  type JobRun,
  type Person,
} from './jobsFixture';

const T = 'jobs-sales-territory';
const DOCK = 'jobs-sales-dock';
const PIER = 'jobs-sales-pier';
let owner: Person;
let manager: Person;
let employee: Person;

const entry = (locationId: string, date: string) => ({
  locationId,
  locationName: locationId,
  locationType: 'restaurant',
  territoryId: T,
  date,
  month: date.slice(0, 7),
  grossCents: 1000,
  discountCents: 0,
  refundCents: 0,
  netCents: 1000,
  transactions: 1,
});

beforeAll(async () => {
  owner = await arrangeOwnedTerritory(T, 'jobs-sales-owner', [DOCK, PIER]);
  manager = await arrangeUser('jobs-sales-manager', 'manager', [T]);
  employee = await arrangeUser('jobs-sales-employee', 'employee', [T]);
  // An employee who turned the reminders off in notification settings.
  await arrangeUser('jobs-sales-quiet', 'employee', [T]);
  await setPreferences('jobs-sales-quiet', { salesLate: 'never' });
  // The window of 30 Nov is 22 to 28 Nov: the Dock misses 24 Nov, the Pier reported every day.
  const days = ['22', '23', '24', '25', '26', '27', '28'].map((d) => `2026-11-${d}`);
  await Promise.all([
    ...days
      .filter((d) => d !== '2026-11-24')
      .map((d) => adminDb().doc(`sales_entries/${DOCK}_${d}`).set(entry(DOCK, d))),
    ...days.map((d) => adminDb().doc(`sales_entries/${PIER}_${d}`).set(entry(PIER, d))),
  ]);
  // Orders: one expired 2 days ago, one waiting only 10 days, one approved long ago.
  const order = (id: string, status: string, ageDays: number) =>
    adminDb()
      .doc(`orders/${id}`)
      .set({
        orderNumber: 9000 + ageDays,
        status,
        userId: manager.uid,
        territoryId: T,
        deliveryLocation: { name: 'Jobs Dock' },
        updatedAtTimestamp: Math.floor(NOON_MS / 1000) - ageDays * 86_400,
      });
  await Promise.all([
    order('jobs-order-expired', 'pending', 32),
    order('jobs-order-waiting', 'revision', 10),
    order('jobs-order-approved', 'approved', 40),
  ]);
});

describe('the late-sales job', () => {
  it("mails each location with an unreported day to its sales staff and the territory's owner", async () => {
    const first = (await runJob('lateSales', DAY)) as JobRun;
    expect(first.written.salesLate).toBeGreaterThanOrEqual(1);
    expect(await mailsAbout([DOCK, PIER])).toEqual({
      [`salesLate-${DOCK}-${DAY}`]: [employee.email, manager.email, owner.email].sort(),
    });
    const mail = await adminDb().doc(`mail/salesLate-${DOCK}-${DAY}`).get();
    expect(mail.get('message.text')).toContain('for 1 day of the last week: 2026-11-24.');
    expect(mail.get('createdBy')).toBe('scheduled-job');
  });

  it('writes nothing on a second run the same day', async () => {
    const second = (await runJob('lateSales', DAY)) as JobRun;
    expect(second.written).toEqual({});
    expect(second.digestItems).toBe(0);
    expect(second.alreadySent).toBeGreaterThanOrEqual(1);
  });
});

describe('the expired-orders job', () => {
  it('tells the author of an order that expired, and nobody about the others', async () => {
    await runJob('expiredOrders', DAY);
    const stamp = Math.floor(NOON_MS / 1000) - 32 * 86_400;
    expect(
      await mailsAbout(['jobs-order-expired', 'jobs-order-waiting', 'jobs-order-approved']),
    ).toEqual({ [`orderExpired-jobs-order-expired-${stamp}`]: [manager.email] });
    const second = (await runJob('expiredOrders', DAY)) as JobRun;
    expect(second.written).toEqual({});
  });
});
