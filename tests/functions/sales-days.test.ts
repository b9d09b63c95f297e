/**
 * The reported days per ISO week on the emulators (issue 29, the reports dashboard's):
 * saveSalesEntry and importSalesCsv keep territory_sales_days in their own transaction, and the
 * rebuild (rebuildSalesRollups) recomputes the very same documents from the entries. Expected
 * figures are computed by hand in the comments.
 *
 * The fixture: a North Coast franchise location of its own, FN Days Cafe, reporting days around
 * Sunday 2 November 2025, the last day of ISO week 2025-W44 (27 October to 2 November).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../scripts/seed.mjs';
import { adminDb, PERSONAS, personaCallers, type Call } from './support';

const NORTH = DEMO_IDS.territories.north;
const CAFE = 'fn-days-cafe';
const { SUPER, MANAGER } = PERSONAS;
let callers: Record<string, Call> = {};

/** A day of 900.00 gross and 25.50 discounts: 874.50 net, over 40 checks. */
const cells = (date: string, gross = '900') => ({
  date,
  gross,
  discounts: '25.50',
  refunds: '0',
  transactions: '40',
});

/** North Coast's week documents of weeks 44 and 45, without their write times. */
async function stored() {
  const snap = await adminDb()
    .collection('territory_sales_days')
    .where('territoryId', '==', NORTH)
    .where('period', 'in', ['2025-W44', '2025-W45'])
    .get();
  return Object.fromEntries(
    snap.docs.map((d) => {
      const { updatedAt: _, ...rest } = d.data();
      return [d.id, rest];
    }),
  );
}

beforeAll(async () => {
  await adminDb().doc(`franchise_locations/${CAFE}`).set({
    name: 'FN Days Cafe',
    territoryId: NORTH,
    type: 'restaurant',
    enabled: true,
  });
  callers = await personaCallers();
});

describe('reported days per week', () => {
  it('keeps the week documents with each sales write, and a rebuild gives the same', async () => {
    const save = callers[MANAGER];
    await save('saveSalesEntry', { locationId: CAFE, day: cells('2025-10-30'), replace: false });
    await save('importSalesCsv', {
      locationId: CAFE,
      rows: [cells('2025-11-02'), cells('2025-11-03')],
      replace: false,
    });
    // Sunday 2 November replaced by 1,000.00 gross: 974.50 net.
    await save('saveSalesEntry', {
      locationId: CAFE,
      day: cells('2025-11-02', '1,000'),
      replace: true,
    });

    const incremental = await stored();
    expect(incremental[`${NORTH}_2025-W44`]).toMatchObject({
      territoryId: NORTH,
      period: '2025-W44',
      from: '2025-10-27',
      to: '2025-11-02',
    });
    expect(incremental[`${NORTH}_2025-W44`].locations[CAFE]).toEqual({
      '2025-10-30': { netCents: 87_450, reported: 1 },
      '2025-11-02': { netCents: 97_450, reported: 1 },
    });
    expect(incremental[`${NORTH}_2025-W45`].locations[CAFE]).toEqual({
      '2025-11-03': { netCents: 87_450, reported: 1 },
    });

    const result = await callers[SUPER]('rebuildSalesRollups', {
      locationId: CAFE,
      from: '2025-10-30',
      to: '2025-11-03',
    });
    // North Coast's weeks 44 and 45, every location's days in them.
    expect(result).toMatchObject({ salesDayWeeks: 2 });
    expect(await stored()).toEqual(incremental);
  });
});
