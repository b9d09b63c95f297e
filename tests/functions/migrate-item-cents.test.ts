/**
 * `node scripts/migrate-item-cents.mjs` (issue 26) against the Firestore emulator: items stored
 * with dollar prices become integer cents, the dollar fields go, and a second run changes nothing.
 * Expected cents are worked out by hand from the dollar amounts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { migrateItemCents } from '../../scripts/migrate-item-cents.mjs';
import { adminDb } from './support';

const IDS = ['mig-buns', 'mig-float', 'mig-half', 'mig-both', 'mig-no-sale', 'mig-bad'];
const read = async (id: string) => (await adminDb().doc(`items/${id}`).get()).data();

afterAll(async () => {
  await Promise.all(IDS.map((id) => adminDb().doc(`items/${id}`).delete()));
});

describe('migrating item prices to cents', () => {
  it('converts dollars with correct rounding, removes them, and is idempotent', async () => {
    const db = adminDb();
    const base = { sku: 'MIG', status: 'discontinued', isOnSale: false, order: 900 };
    await Promise.all([
      db.doc('items/mig-buns').set({ ...base, itemDesc: 'Buns', price: 32, salePrice: 0 }),
      // 0.1 + 0.2 is 0.30000000000000004; 29.999999999999996 must not be cut to 2999 cents.
      db.doc('items/mig-float').set({
        ...base,
        itemDesc: 'Float',
        price: 29.999999999999996,
        salePrice: 0.1 + 0.2,
        isOnSale: true,
      }),
      // A third decimal rounds half away from zero: 12.345 -> 1235 (12.345 * 100 is 1234.4999...).
      db.doc('items/mig-half').set({ ...base, itemDesc: 'Half', price: 12.345, salePrice: 1.005 }),
      // Already in cents with a dollar leftover: the cents stay, the dollars go.
      db.doc('items/mig-both').set({
        ...base,
        itemDesc: 'Both',
        priceCents: 4525,
        salePriceCents: 0,
        price: 45.2,
      }),
      db.doc('items/mig-no-sale').set({ ...base, itemDesc: 'No sale price', price: 18.5 }),
      db.doc('items/mig-bad').set({ ...base, itemDesc: 'Bad', price: 'twelve', salePrice: 0 }),
    ]);
    const lines: string[] = [];

    const first = await migrateItemCents(db, { log: (line) => lines.push(line) });

    const mine = first.migrated.filter((m) => IDS.includes(m.id));
    expect(mine.map((m) => m.id).sort()).toEqual(
      ['mig-both', 'mig-buns', 'mig-float', 'mig-half', 'mig-no-sale'].sort(),
    );
    expect(first.skipped.filter((s) => IDS.includes(s.id))).toEqual([
      { id: 'mig-bad', reason: 'price "twelve" is not a price of $0 to $1,000,000.00' },
    ]);
    expect(lines).toContain(
      'items/mig-half: price 12.345 -> priceCents 1235, salePrice 1.005 -> salePriceCents 101',
    );
    expect(lines.at(-1)).toMatch(
      /^Migrated \d+ item\(s\) to cents; \d+ already in cents; \d+ skipped/,
    );

    const fields = (d: Record<string, unknown> | undefined) => ({
      priceCents: d?.priceCents,
      salePriceCents: d?.salePriceCents,
      price: d?.price,
      salePrice: d?.salePrice,
    });
    const none = { price: undefined, salePrice: undefined };
    expect(fields(await read('mig-buns'))).toEqual({
      priceCents: 3200,
      salePriceCents: 0,
      ...none,
    });
    expect(fields(await read('mig-float'))).toEqual({
      priceCents: 3000,
      salePriceCents: 30,
      ...none,
    });
    expect(fields(await read('mig-half'))).toEqual({
      priceCents: 1235,
      salePriceCents: 101,
      ...none,
    });
    expect(fields(await read('mig-both'))).toEqual({
      priceCents: 4525,
      salePriceCents: 0,
      ...none,
    });
    expect(fields(await read('mig-no-sale'))).toEqual({
      priceCents: 1850,
      salePriceCents: 0,
      ...none,
    });
    // Left alone, to be fixed by hand.
    expect(await read('mig-bad')).toMatchObject({ price: 'twelve', salePrice: 0 });
    // The rest of the document is untouched.
    expect(await read('mig-float')).toMatchObject({
      itemDesc: 'Float',
      isOnSale: true,
      order: 900,
    });

    // The seeded catalogue is written in cents already: nothing of it was migrated.
    expect(first.migrated.some((m) => m.id.startsWith('item-'))).toBe(false);

    const before = await db.doc('items/mig-half').get();
    const second = await migrateItemCents(db, { log: () => undefined });
    expect(second.migrated).toEqual([]);
    expect(second.skipped.map((s) => s.id)).toEqual(first.skipped.map((s) => s.id));
    const after = await db.doc('items/mig-half').get();
    expect(after.updateTime?.valueOf()).toBe(before.updateTime?.valueOf());
  });

  it('writes nothing on a dry run', async () => {
    const db = adminDb();
    await db.doc('items/mig-buns').set({ itemDesc: 'Buns', price: 32, salePrice: 0 });
    const run = await migrateItemCents(db, { dryRun: true, log: () => undefined });
    expect(run.migrated.find((m) => m.id === 'mig-buns')?.changes).toEqual([
      'price 32 -> priceCents 3200',
      'salePrice 0 -> salePriceCents 0',
    ]);
    expect(await read('mig-buns')).toEqual({ itemDesc: 'Buns', price: 32, salePrice: 0 });
  });
});
