import { describe, expect, it } from 'vitest';
import {
  readItemSalesDay,
  readSalesAdjustment,
  readSalesBenchmark,
  readSalesDay,
} from './salesLedger';

describe('sales ledger readers', () => {
  it('read a sales day, a wrong value as empty and an unknown type as a restaurant', () => {
    expect(
      readSalesDay({
        locationId: 'l1',
        locationType: 'truck',
        date: '2026-11-02',
        grossCents: 10_000,
        discountCents: 500,
        refundCents: 0,
        netCents: 9_500,
        transactions: 40,
      }),
    ).toEqual({
      locationId: 'l1',
      locationType: 'truck',
      date: '2026-11-02',
      grossCents: 10_000,
      discountCents: 500,
      refundCents: 0,
      netCents: 9_500,
      transactions: 40,
    });
    expect(readSalesDay({ locationId: 7, locationType: 'boat', grossCents: '100' })).toMatchObject({
      locationId: '',
      locationType: 'restaurant',
      grossCents: 0,
      transactions: 0,
    });
  });

  it('read item totals, leaving out entries that are not maps', () => {
    const day = readItemSalesDay({
      date: '2026-11-02',
      deliveryLocationId: 'd1',
      locationType: 'van',
      items: { cod: { qty: 3, cents: 4_500 }, bad: 5, shrimp: { qty: '2' } },
    });
    expect(day.items).toEqual({ cod: { qty: 3, cents: 4_500 }, shrimp: { qty: 0, cents: 0 } });
    expect(day).not.toHaveProperty('locationType');
    expect(readItemSalesDay({ locationType: 'truck', items: 'none' })).toMatchObject({
      locationType: 'truck',
      items: {},
      locationName: '',
    });
  });

  it('read an adjustment under its approval (the document id)', () => {
    expect(readSalesAdjustment({ locationId: 'l1', date: 3, amountCents: 1_250 }, 'a1')).toEqual({
      approvalId: 'a1',
      locationId: 'l1',
      date: '',
      amountCents: 1_250,
    });
  });

  it('read a benchmark, keeping only the known cohorts that are maps', () => {
    expect(
      readSalesBenchmark({
        from: '2026-10-01',
        to: '2026-10-31',
        cohorts: {
          restaurant: { medianNetCents: 90_000, medianAverageCheckCents: '12', locationCount: 3 },
          truck: 'none',
          boat: { medianNetCents: 1 },
        },
        cogs: { truck: { medianCogsBps: 3_120, locationCount: '2' }, restaurant: 7 },
      }),
    ).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      cohorts: {
        restaurant: { medianNetCents: 90_000, medianAverageCheckCents: 0, locationCount: 3 },
      },
      cogs: { truck: { medianCogsBps: 3_120, locationCount: 0 } },
    });
    expect(readSalesBenchmark({ cohorts: null }).cohorts).toEqual({});
    // Written before COGS medians: none.
    expect(readSalesBenchmark({ cohorts: {} }).cogs).toEqual({});
  });
});
