import { describe, expect, it } from 'vitest';
import { buildStatement } from './royalty';

describe('buildStatement', () => {
  it('keeps only the stored statement fields of richer month figures, with fees on net', () => {
    const rates = { locationId: 'l', territoryId: 't', royaltyBps: 725, adFundBps: 200 };
    const month = {
      month: '2026-10',
      grossCents: 100_000,
      exclusionsCents: 2_500,
      netCents: 97_500,
      daysReported: 30,
      late: false,
    };
    expect(buildStatement(rates, month.month, month)).toEqual({
      ...rates,
      month: '2026-10',
      grossCents: 100_000,
      exclusionsCents: 2_500,
      approvedRefundsCents: 0,
      netCents: 97_500,
      royaltyCents: 7_069,
      adFundCents: 1_950,
    });
  });

  it('carries approved refunds and charges fees on net after them', () => {
    const rates = { locationId: 'l', territoryId: 't', royaltyBps: 600, adFundBps: 200 };
    const statement = buildStatement(rates, '2026-10', {
      grossCents: 100_000,
      exclusionsCents: 2_000,
      approvedRefundsCents: 8_000,
      netCents: 90_000,
    });
    expect(statement).toMatchObject({ approvedRefundsCents: 8_000, royaltyCents: 5_400 });
    expect(statement.adFundCents).toBe(1_800);
  });
});
