import { entryRecord } from '@/features/reports/model/salesRollups';

/**
 * A reported sales day for tests: gross equals net (no discounts or refunds), so a test states
 * only what its figures depend on. Territory `t` and location `x` unless told.
 */
export function netSale({
  date,
  netCents,
  territoryId = 't',
  locationId = 'x',
  transactions = 5,
}: {
  date: string;
  netCents: number;
  territoryId?: string;
  locationId?: string;
  transactions?: number;
}) {
  return entryRecord({
    territoryId,
    locationId,
    date,
    grossCents: netCents,
    discountCents: 0,
    refundCents: 0,
    netCents,
    transactions,
  });
}
