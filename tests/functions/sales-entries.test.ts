/**
 * The saveSalesEntry and importSalesCsv callables on the emulators, called through the web SDK
 * as every seeded role (scripts/seed.mjs), both sides, plus the attacks of issue 26 on sales
 * entries: a future day, 30 February, a locked month, a file of more than 400 rows that must be
 * written whole or not at all, and a file spanning 19+ months (the old rules' 20-document limit).
 * Expected figures are computed by hand in the comments, never by the code under test.
 *
 * The fixture: two franchise locations of its own, FN Sales Cafe (North Coast, restaurant) and
 * FN Sales Truck (Gulf Shore, truck), so the seeded sales never mix in. The Manager and the
 * Employee are in North Coast only, the Owner in both, the top roles everywhere.
 */
import { FunctionsError } from 'firebase/functions';
import { beforeAll, describe, expect, it } from 'vitest';
import { franchisorDay } from '../../src/features/reports/model/benchmarks';
import { resolvePermissions } from '../../src/domain/permissions';
import { errorText } from '../../src/lib/errors';
import { DEMO_IDS } from '../../scripts/seed.mjs';
import { adminDb, PERSONAS, personaCallers, refusal, type Call } from './support';

const NORTH = DEMO_IDS.territories.north;
const GULF = DEMO_IDS.territories.gulf;
const CAFE = 'fn-sales-cafe';
const TRUCK = 'fn-sales-truck';
const { SUPER, FULFILLMENT, OWNER, MANAGER, EMPLOYEE, WAITING } = PERSONAS;
const DISABLED = 'fn-sales-disabled@demo.test';
/** A Manager whose explicit permissions take Create Franchise Sales away. */
const NO_CREATE = 'fn-sales-nocreate@demo.test';

let callers: Record<string, Call> = {};

interface Cells {
  date: string;
  gross: string;
  discounts: string;
  refunds: string;
  transactions: string;
}
const cells = (date: string, overrides: Partial<Cells> = {}): Cells => ({
  date,
  gross: '1,200.50',
  discounts: '20',
  refunds: '0.45',
  transactions: '80',
  ...overrides,
});
/** 1,200.50 - 20.00 - 0.45 = 1,180.05 */
const FIGURES = {
  grossCents: 120_050,
  discountCents: 2_000,
  refundCents: 45,
  netCents: 118_005,
  transactions: 80,
};

const save = (who: string, locationId: string, day: Cells, replace = false) =>
  callers[who]('saveSalesEntry', { locationId, day, replace });
const importFile = (who: string, locationId: string, rows: Cells[], replace = false) =>
  callers[who]('importSalesCsv', { locationId, rows, replace });

const entry = async (locationId: string, date: string) =>
  (await adminDb().doc(`sales_entries/${locationId}_${date}`).get()).data();
async function entriesBetween(locationId: string, from: string, to: string) {
  const snap = await adminDb()
    .collection('sales_entries')
    .where('locationId', '==', locationId)
    .get();
  return snap.docs.map((d) => d.data()).filter((d) => d.date >= from && d.date <= to);
}

/** The refusal's code, message and row errors (FunctionsError.details.rows). */
async function rowRefusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof FunctionsError) {
      const details = error.details as { rows?: unknown } | undefined;
      return {
        code: error.code.replace(/^functions\//, ''),
        message: errorText(error),
        rows: details?.rows,
      };
    }
    throw error;
  }
  throw new Error('expected the callable to refuse, but it succeeded');
}

/** `count` consecutive days from `first` (UTC calendar arithmetic, independent of the code). */
function daysFrom(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
}

beforeAll(async () => {
  const db = adminDb();
  await Promise.all([
    db.doc(`franchise_locations/${CAFE}`).set({
      name: 'FN Sales Cafe',
      territoryId: NORTH,
      type: 'restaurant',
      enabled: true,
    }),
    db.doc(`franchise_locations/${TRUCK}`).set({
      name: 'FN Sales Truck',
      territoryId: GULF,
      type: 'truck',
      enabled: true,
    }),
  ]);
  callers = await personaCallers([
    {
      uid: 'fn-sales-disabled',
      email: DISABLED,
      firstName: 'Dee',
      lastName: 'Disabled',
      role: 'superAdmin',
      permissions: resolvePermissions('superAdmin'),
      disabled: true,
      territoryIds: [],
    },
    {
      uid: 'fn-sales-nocreate',
      email: NO_CREATE,
      firstName: 'Nora',
      lastName: 'Nocreate',
      role: 'manager',
      permissions: resolvePermissions('manager', { franchiseSales: { create: false } }),
      disabled: false,
      territoryIds: [NORTH],
    },
  ]);
});

describe('saveSalesEntry: who may', () => {
  it('lets every role with Create Franchise Sales report a day of a location in scope', async () => {
    const allowed: [string, string][] = [
      [SUPER, '2024-01-01'],
      [FULFILLMENT, '2024-01-02'],
      [OWNER, '2024-01-03'],
      [MANAGER, '2024-01-04'],
      [EMPLOYEE, '2024-01-05'],
    ];
    for (const [who, date] of allowed) {
      await expect(save(who, CAFE, cells(date)), who).resolves.toEqual({ date, replaced: false });
      const stored = await entry(CAFE, date);
      expect(stored, who).toMatchObject({
        locationId: CAFE,
        locationName: 'FN Sales Cafe',
        locationType: 'restaurant',
        territoryId: NORTH,
        date,
        month: '2024-01',
        ...FIGURES,
        source: 'form',
      });
      expect(stored?.createdAt?.toMillis()).toBeGreaterThan(Date.now() - 120_000);
      expect(stored?.updatedAt?.toMillis()).toBe(stored?.createdAt?.toMillis());
    }
    // The author is the caller, named from their own user document.
    expect(await entry(CAFE, '2024-01-04')).toMatchObject({
      userId: 'demo-manager',
      userName: 'Manny Manager',
    });
    expect(await entry(CAFE, '2024-01-01')).toMatchObject({
      userId: 'demo-superadmin',
      userName: 'Sam Super',
    });
  });

  it('refuses no-role, disabled, signed-out callers and a user without Create Franchise Sales', async () => {
    const refused: [string, string, string][] = [
      [
        WAITING,
        'permission-denied',
        'Your account cannot report sales: it is disabled or has no role yet.',
      ],
      [
        DISABLED,
        'permission-denied',
        'Your account cannot report sales: it is disabled or has no role yet.',
      ],
      [
        NO_CREATE,
        'permission-denied',
        'You need the "Create Franchise Sales" permission to report sales.',
      ],
      ['anonymous', 'unauthenticated', 'Sign in to report sales.'],
    ];
    for (const [who, code, message] of refused) {
      expect(await refusal(save(who, CAFE, cells('2024-01-10'))), who).toEqual({ code, message });
    }
    expect(await entry(CAFE, '2024-01-10')).toBeUndefined();
  });

  it('refuses a location outside the caller’s territories; the Owner and top roles reach it', async () => {
    for (const who of [MANAGER, EMPLOYEE, NO_CREATE]) {
      expect(await refusal(save(who, TRUCK, cells('2024-01-11'))), who).toEqual({
        code: 'permission-denied',
        message: 'This location is not in your territories.',
      });
    }
    expect(await entry(TRUCK, '2024-01-11')).toBeUndefined();
    await save(OWNER, TRUCK, cells('2024-01-11'));
    await save(FULFILLMENT, TRUCK, cells('2024-01-12'));
    expect(await entry(TRUCK, '2024-01-11')).toMatchObject({
      territoryId: GULF,
      locationType: 'truck',
      locationName: 'FN Sales Truck',
      userId: 'demo-owner',
    });
    expect(await refusal(save(SUPER, 'fn-no-such-location', cells('2024-01-11')))).toEqual({
      code: 'not-found',
      message: 'This location does not exist (any more).',
    });
  });

  it('replaces a reported day only with Replace and Edit Franchise Sales; keeps createdAt', async () => {
    await save(MANAGER, CAFE, cells('2024-01-20'));
    const first = await entry(CAFE, '2024-01-20');
    expect(await refusal(save(OWNER, CAFE, cells('2024-01-20', { gross: '99' })))).toEqual({
      code: 'already-exists',
      message: '2024-01-20 is already reported for FN Sales Cafe. Tick "Replace" to overwrite it.',
    });
    expect(await refusal(save(EMPLOYEE, CAFE, cells('2024-01-20', { gross: '99' }), true))).toEqual(
      {
        code: 'permission-denied',
        message: 'You need the "Edit Franchise Sales" permission to replace a reported day.',
      },
    );
    expect((await entry(CAFE, '2024-01-20'))?.grossCents).toBe(120_050);
    // 99.00 - 20.00 - 0.45 = 78.55
    await expect(save(OWNER, CAFE, cells('2024-01-20', { gross: '99' }), true)).resolves.toEqual({
      date: '2024-01-20',
      replaced: true,
    });
    const replaced = await entry(CAFE, '2024-01-20');
    expect(replaced).toMatchObject({ grossCents: 9_900, netCents: 7_855, userId: 'demo-owner' });
    expect(replaced?.createdAt?.toMillis()).toBe(first?.createdAt?.toMillis());
    expect(replaced?.updatedAt?.toMillis()).toBeGreaterThanOrEqual(first?.updatedAt?.toMillis());
    // Replace on a day not reported yet is a plain report: the Employee may.
    await expect(save(EMPLOYEE, CAFE, cells('2024-01-21'), true)).resolves.toEqual({
      date: '2024-01-21',
      replaced: false,
    });
  });
});

describe('saveSalesEntry: the days and figures (issue 26)', () => {
  it('refuses a future day, today+1 in New York included, and 30 February', async () => {
    // Tomorrow in the franchisor's time zone: today there + 24 h of UTC calendar arithmetic.
    const tomorrow = daysFrom(franchisorDay(new Date()), 2)[1];
    for (const date of [tomorrow, '2099-01-01']) {
      expect(await refusal(save(SUPER, CAFE, cells(date))), date).toEqual({
        code: 'invalid-argument',
        message: `Date ${date} is in the future`,
      });
      expect(await entry(CAFE, date)).toBeUndefined();
    }
    for (const date of ['2024-02-30', '2023-02-29', '2024-04-31', '2024-13-01']) {
      expect(await refusal(save(SUPER, CAFE, cells(date))), date).toEqual({
        code: 'invalid-argument',
        message: `Date "${date}" is not a date`,
      });
    }
    expect(await entriesBetween(CAFE, '2024-02-29', '2024-03-31')).toEqual([]);
    // 29 February of a leap year is a real day.
    await expect(save(SUPER, CAFE, cells('2024-02-29'))).resolves.toEqual({
      date: '2024-02-29',
      replaced: false,
    });
  });

  it('refuses bad figures with the form’s own messages, ignoring forged fields', async () => {
    expect(
      await refusal(
        save(MANAGER, CAFE, cells('2024-01-25', { gross: 'abc', transactions: '1.5' })),
      ),
    ).toEqual({
      code: 'invalid-argument',
      message:
        'Gross sales "abc" is not an amount. Discounts and refunds are more than gross sales. Transactions "1.5" is not a whole number',
    });
    // Forged place, author and net are ignored: the server takes them from the documents.
    await callers[MANAGER]('saveSalesEntry', {
      locationId: CAFE,
      day: { ...cells('2024-01-26'), netCents: 1, territoryId: GULF },
      replace: false,
      userId: 'demo-superadmin',
      locationName: 'Forged',
    });
    expect(await entry(CAFE, '2024-01-26')).toMatchObject({
      ...FIGURES,
      territoryId: NORTH,
      locationName: 'FN Sales Cafe',
      userId: 'demo-manager',
    });
  });

  it('refuses a day of a month whose statement is confirmed; a disputed month stays open', async () => {
    const db = adminDb();
    await db.doc(`royalty_statements/${CAFE}_2024-03`).set({
      locationId: CAFE,
      territoryId: NORTH,
      month: '2024-03',
      status: 'confirmed',
    });
    await db.doc(`royalty_statements/${CAFE}_2024-04`).set({
      locationId: CAFE,
      territoryId: NORTH,
      month: '2024-04',
      status: 'disputed',
    });
    for (const who of [SUPER, OWNER, MANAGER]) {
      expect(await refusal(save(who, CAFE, cells('2024-03-15'), true)), who).toEqual({
        code: 'failed-precondition',
        message: 'The sales of March 2024 are locked: its royalty statement is confirmed.',
      });
    }
    expect(await entry(CAFE, '2024-03-15')).toBeUndefined();
    await expect(save(MANAGER, CAFE, cells('2024-04-15'))).resolves.toEqual({
      date: '2024-04-15',
      replaced: false,
    });
  });
});

describe('importSalesCsv', () => {
  it('writes a 1,000-row file spanning 33 months whole, in one call', async () => {
    // 1,000 days from 2016-01-01: 366 (2016) + 365 (2017) = 731 days to 2018-01-01, then 268
    // more: 2018-01-01 + 268 days = 2018-09-26 (Jan..Aug 2018 are 243 days, + 25).
    const dates = daysFrom('2016-01-01', 1000);
    expect(dates[999]).toBe('2018-09-26');
    // Row i: gross 100 + i dollars and 25 cents, discounts 5.00, no refunds, i % 50 transactions;
    // every 10th date written the US way (M/d/yyyy).
    const rows = dates.map((date, i) => {
      const [y, m, d] = date.split('-').map(Number);
      return cells(i % 10 === 0 ? `${m}/${d}/${y}` : date, {
        gross: `${(100 + i).toLocaleString('en-US')}.25`,
        discounts: '5.00',
        refunds: '0',
        transactions: String(i % 50),
      });
    });
    const started = Date.now();
    await expect(importFile(OWNER, CAFE, rows)).resolves.toEqual({ imported: 1000, replaced: 0 });
    const seconds = (Date.now() - started) / 1000;
    console.log(`importSalesCsv: 1,000 rows over 33 months in ${seconds.toFixed(1)} s`);

    const stored = await entriesBetween(CAFE, '2016-01-01', '2018-09-26');
    expect(stored).toHaveLength(1000);
    expect(new Set(stored.map((e) => e.month)).size).toBe(33);
    // Gross: sum over i of (100 + i) x 100 + 25 = 100 x (100,000 + 499,500) + 25,000 = 59,975,000.
    expect(stored.reduce((sum, e) => sum + e.grossCents, 0)).toBe(59_975_000);
    // Net: 59,975,000 - 1,000 x 500 = 59,475,000.
    expect(stored.reduce((sum, e) => sum + e.netCents, 0)).toBe(59_475_000);
    // Transactions: 20 rounds of 0 + 1 + ... + 49 = 20 x 1,225 = 24,500.
    expect(stored.reduce((sum, e) => sum + e.transactions, 0)).toBe(24_500);
    // The last row: 1,099.25 - 5.00 = 1,094.25, 999 % 50 = 49 transactions.
    expect(await entry(CAFE, '2018-09-26')).toMatchObject({
      month: '2018-09',
      grossCents: 109_925,
      netCents: 109_425,
      transactions: 49,
      source: 'csv',
      userId: 'demo-owner',
      userName: 'Olivia Owner',
    });
    // Row 990 was written "9/17/2018" (2018-09-26 - 9 days): 1,090.25; row 991 (ISO) 1,091.25.
    expect((await entry(CAFE, '2018-09-17'))?.grossCents).toBe(109_025);
    expect(await entry(CAFE, '2018-09-18')).toMatchObject({ grossCents: 109_125 });
  });

  it('writes nothing of a 600-row file with one bad row and returns that row’s error', async () => {
    // 600 days from 2022-01-01 (to 2023-08-23); row 450 (line 452) is 30 February.
    const rows = daysFrom('2022-01-01', 600).map((date) => cells(date));
    rows[450] = cells('02/30/2022');
    const refused = await rowRefusal(importFile(OWNER, CAFE, rows));
    expect(refused).toEqual({
      code: 'invalid-argument',
      message:
        'Nothing was imported: 1 of 600 rows has errors (line 452: Date "02/30/2022" is not a date). Fix them in the file and choose it again.',
      rows: [{ line: 452, errors: ['Date "02/30/2022" is not a date'] }],
    });
    expect(await entriesBetween(CAFE, '2022-01-01', '2022-12-31')).toEqual([]);
  });

  it('returns every bad row at once: a future day, 30 February, a repeated day, bad figures', async () => {
    const rows = [
      cells('2021-05-01'),
      cells('2099-12-31'),
      cells('2021-02-30'),
      cells('2021-05-01'),
      cells('2021-05-02', { gross: '10', discounts: '8', refunds: '5' }),
      cells('2021-05-03', { transactions: 'many' }),
    ];
    const refused = await rowRefusal(importFile(SUPER, CAFE, rows));
    expect(refused.code).toBe('invalid-argument');
    expect(refused.message).toBe(
      'Nothing was imported: 5 of 6 rows have errors (line 3: Date 2099-12-31 is in the future | line 4: Date "2021-02-30" is not a date | line 5: Date 2021-05-01 appears twice in the file, and 2 more). Fix them in the file and choose it again.',
    );
    expect(refused.rows).toEqual([
      { line: 3, errors: ['Date 2099-12-31 is in the future'] },
      { line: 4, errors: ['Date "2021-02-30" is not a date'] },
      { line: 5, errors: ['Date 2021-05-01 appears twice in the file'] },
      { line: 6, errors: ['Discounts and refunds are more than gross sales'] },
      { line: 7, errors: ['Transactions "many" is not a whole number'] },
    ]);
    expect(await entriesBetween(CAFE, '2021-01-01', '2021-12-31')).toEqual([]);
  });

  it('refuses the whole file when one of its months is locked by a confirmed statement', async () => {
    // 2024-02-20 .. 2024-04-09: February, March (confirmed above) and April (disputed).
    const rows = daysFrom('2024-02-20', 50).map((date) => cells(date));
    const before = await entriesBetween(CAFE, '2024-02-01', '2024-04-30');
    expect(await refusal(importFile(OWNER, CAFE, rows, true))).toEqual({
      code: 'failed-precondition',
      message:
        'Nothing was imported: the sales of March 2024 are locked: its royalty statement is confirmed.',
    });
    expect(await entriesBetween(CAFE, '2024-02-01', '2024-04-30')).toEqual(before);
  });

  it('refuses days already reported unless Replace; replaces them with Edit Franchise Sales', async () => {
    // 2024-01-01 .. 2024-01-05 were reported above (saveSalesEntry: who may); 2024-01-06..09 not.
    const rows = daysFrom('2024-01-01', 9).map((date) => cells(date, { gross: '500' }));
    expect(await refusal(importFile(MANAGER, CAFE, rows))).toEqual({
      code: 'already-exists',
      message:
        'Nothing was imported: 2024-01-01, 2024-01-02, 2024-01-03, 2024-01-04, 2024-01-05 are already reported. Choose "Replace" to overwrite them.',
    });
    expect(await refusal(importFile(EMPLOYEE, CAFE, rows, true))).toEqual({
      code: 'permission-denied',
      message: 'You need the "Edit Franchise Sales" permission to replace a reported day.',
    });
    expect(await entriesBetween(CAFE, '2024-01-06', '2024-01-09')).toEqual([]);
    await expect(importFile(MANAGER, CAFE, rows, true)).resolves.toEqual({
      imported: 9,
      replaced: 5,
    });
    // 500.00 - 20.00 - 0.45 = 479.55 on each of the 9 days.
    const stored = await entriesBetween(CAFE, '2024-01-01', '2024-01-09');
    expect(stored.map((e) => [e.date, e.netCents, e.source])).toEqual(
      daysFrom('2024-01-01', 9).map((date) => [date, 47_955, 'csv']),
    );
  });

  it('as every role: top roles and the Owner reach both territories, Manager and Employee only theirs', async () => {
    const allowed: [string, string, string][] = [
      [SUPER, TRUCK, '2020-01-01'],
      [FULFILLMENT, TRUCK, '2020-02-01'],
      [OWNER, TRUCK, '2020-03-01'],
      [MANAGER, CAFE, '2020-04-01'],
      [EMPLOYEE, CAFE, '2020-05-01'],
    ];
    for (const [who, location, first] of allowed) {
      const rows = daysFrom(first, 3).map((date) => cells(date));
      await expect(importFile(who, location, rows), who).resolves.toEqual({
        imported: 3,
        replaced: 0,
      });
    }
    const refused: [string, string, string, string][] = [
      [MANAGER, TRUCK, 'permission-denied', 'This location is not in your territories.'],
      [EMPLOYEE, TRUCK, 'permission-denied', 'This location is not in your territories.'],
      [
        NO_CREATE,
        CAFE,
        'permission-denied',
        'You need the "Create Franchise Sales" permission to report sales.',
      ],
      [
        WAITING,
        CAFE,
        'permission-denied',
        'Your account cannot report sales: it is disabled or has no role yet.',
      ],
      [
        DISABLED,
        CAFE,
        'permission-denied',
        'Your account cannot report sales: it is disabled or has no role yet.',
      ],
      ['anonymous', CAFE, 'unauthenticated', 'Sign in to import sales.'],
    ];
    for (const [who, location, code, message] of refused) {
      const rows = daysFrom('2020-06-01', 3).map((date) => cells(date));
      expect(await refusal(importFile(who, location, rows)), who).toEqual({ code, message });
    }
    expect(await entriesBetween(CAFE, '2020-06-01', '2020-06-30')).toEqual([]);
    expect(await entriesBetween(TRUCK, '2020-06-01', '2020-06-30')).toEqual([]);
  });

  it('refuses an empty file and one of more than 3,000 rows', async () => {
    expect(await refusal(importFile(SUPER, CAFE, []))).toEqual({
      code: 'invalid-argument',
      message: 'The file holds no rows to import.',
    });
    const rows = daysFrom('2010-01-01', 3001).map((date) => cells(date));
    expect(await refusal(importFile(SUPER, CAFE, rows))).toEqual({
      code: 'invalid-argument',
      message:
        'Nothing was imported: the file has 3001 rows, at most 3000 can be imported at once. Split it and import each part.',
    });
  });
});
