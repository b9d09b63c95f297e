import { describe, expect, it } from 'vitest';
import type { SalesDay } from './aggregate';
import { monthFigures, statementMonths } from './statements';

const day = (date: string, gross: number, net: number): SalesDay => ({
  locationId: 'x',
  locationType: 'truck',
  date,
  grossCents: gross,
  discountCents: gross - net,
  refundCents: 0,
  netCents: net,
  transactions: 1,
});

describe('royalty statement months', () => {
  const now = new Date(2026, 10, 23);

  it('lists the current month and the 11 before it, newest first', () => {
    const months = statementMonths(now);
    expect(months[0]).toBe('2026-11');
    expect(months[11]).toBe('2025-12');
  });

  it('sums gross, exclusions and net per month and flags finished months without sales as late', () => {
    const days = [
      day('2026-10-01', 1000, 900),
      day('2026-10-31', 500, 500),
      day('2026-11-02', 10, 10),
    ];
    const [nov, oct, sep] = monthFigures(days, 'x', ['2026-11', '2026-10', '2026-09'], now);
    expect(oct).toMatchObject({
      grossCents: 1500,
      exclusionsCents: 100,
      netCents: 1400,
      late: false,
    });
    expect(nov).toMatchObject({ daysReported: 1, late: false });
    expect(sep).toMatchObject({ daysReported: 0, late: true });
    expect(monthFigures([], 'x', ['2026-11'], now)[0].late).toBe(false);
  });

  it('lists approved refunds of the month and takes them off net', () => {
    const days = [day('2026-10-01', 1000, 900), day('2026-11-02', 10, 10)];
    const refunds = [
      { approvalId: 'a1', locationId: 'x', date: '2026-10-20', amountCents: 150 },
      { approvalId: 'a2', locationId: 'other', date: '2026-10-20', amountCents: 99 },
    ];
    const [nov, oct] = monthFigures(days, 'x', ['2026-11', '2026-10'], now, refunds);
    expect(oct).toMatchObject({
      grossCents: 1000,
      exclusionsCents: 100,
      approvedRefundsCents: 150,
      netCents: 750,
    });
    expect(nov).toMatchObject({ approvedRefundsCents: 0, netCents: 10 });
  });
});
