import { describe, expect, it } from 'vitest';
import type { SalesDay } from '@/data/shapes/salesLedger';
import {
  balanceCents,
  daysInMonth,
  dueDateAfter,
  invoiceNumber,
  isLate,
  mergeOverdue,
  monthEnded,
  parseSignedCents,
  previousMonth,
  rateInForce,
  sameFigures,
  statementFigures,
  statementLines,
  statementStanding,
  unpaidDueDate,
} from './statements';
import type { RoyaltyStatement } from '@/data/shapes/royalty';

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

const SIX_AND_TWO = { from: '2025-01', royaltyBps: 600, adFundBps: 200 };

describe('statement months', () => {
  it('names the month that ended before a day, across a year', () => {
    expect(previousMonth('2026-12-01')).toBe('2026-11');
    expect(previousMonth('2027-01-15')).toBe('2026-12');
  });

  it('counts a month as ended only from the first day of the next', () => {
    expect(monthEnded('2026-11', '2026-11-30')).toBe(false);
    expect(monthEnded('2026-11', '2026-12-01')).toBe(true);
    expect(monthEnded('2025-12', '2026-01-01')).toBe(true);
  });

  it('knows the days of each month, February of a leap year included', () => {
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-11')).toBe(30);
    expect(daysInMonth('2026-12')).toBe(31);
  });
});

describe('rates in force', () => {
  const versions = [
    { from: '2025-01', royaltyBps: 600, adFundBps: 200 },
    { from: '2026-07', royaltyBps: 650, adFundBps: 200 },
    { from: '2027-01', royaltyBps: 700, adFundBps: 250 },
  ];

  it('takes the last version starting on or before the month', () => {
    expect(rateInForce(versions, '2026-06')?.royaltyBps).toBe(600);
    expect(rateInForce(versions, '2026-07')?.royaltyBps).toBe(650);
    expect(rateInForce(versions, '2026-12')?.royaltyBps).toBe(650);
    expect(rateInForce(versions, '2027-03')?.adFundBps).toBe(250);
  });

  it('has none before the first version', () => {
    expect(rateInForce(versions, '2024-12')).toBeNull();
    expect(rateInForce([], '2026-01')).toBeNull();
  });
});

describe('statement figures', () => {
  it('sums the month, takes approved refunds off net and charges the fees on it', () => {
    // Gross 1,000.00 + 500.00 = 1,500.00; net 900.00 + 500.00 = 1,400.00, so exclusions 100.00;
    // an approved refund of 150.00 leaves 1,250.00; 6 % = 75.00, 2 % = 25.00, due 100.00.
    const figures = statementFigures({
      month: '2026-10',
      days: [
        day('2026-10-01', 100_000, 90_000),
        day('2026-10-31', 50_000, 50_000),
        day('2026-11-01', 999, 999),
      ],
      adjustments: [
        { approvalId: 'a1', locationId: 'x', date: '2026-10-20', amountCents: 15_000 },
        { approvalId: 'a2', locationId: 'x', date: '2026-11-02', amountCents: 77 },
      ],
      rates: SIX_AND_TWO,
      adjustmentCents: 0,
    });
    expect(figures).toEqual({
      grossCents: 150_000,
      exclusionsCents: 10_000,
      approvedRefundsCents: 15_000,
      adjustmentCents: 0,
      netCents: 125_000,
      royaltyBps: 600,
      adFundBps: 200,
      royaltyCents: 7_500,
      adFundCents: 2_500,
      dueCents: 10_000,
      daysReported: 2,
      daysInMonth: 31,
    });
    expect(isLate(figures)).toBe(true);
  });

  it("adds corporate's adjustment to net and rounds each fee half up to a cent", () => {
    // Net 1,000.00 - 120.50 = 879.50; 7.25 % = 63.76375 -> 63.76; 2 % = 17.59.
    const figures = statementFigures({
      month: '2026-02',
      days: [day('2026-02-10', 100_000, 100_000)],
      adjustments: [],
      rates: { from: '2026-01', royaltyBps: 725, adFundBps: 200 },
      adjustmentCents: -12_050,
    });
    expect(figures).toMatchObject({
      netCents: 87_950,
      royaltyCents: 6_376,
      adFundCents: 1_759,
      dueCents: 8_135,
      daysInMonth: 28,
    });
  });

  it('is not late when every day of the month is reported', () => {
    const days = Array.from({ length: 28 }, (_, i) =>
      day(`2026-02-${String(i + 1).padStart(2, '0')}`, 100, 100),
    );
    const figures = statementFigures({
      month: '2026-02',
      days,
      adjustments: [],
      rates: SIX_AND_TWO,
      adjustmentCents: 0,
    });
    expect(isLate(figures)).toBe(false);
    expect(figures.grossCents).toBe(2_800);
  });

  it('tells a changed figure from the same ones', () => {
    const input = {
      month: '2026-10',
      days: [day('2026-10-01', 100_000, 90_000)],
      adjustments: [],
      rates: SIX_AND_TWO,
      adjustmentCents: 0,
    };
    const before = statementFigures(input);
    expect(sameFigures(before, statementFigures(input))).toBe(true);
    const late = statementFigures({ ...input, days: [...input.days, day('2026-10-02', 10, 10)] });
    expect(sameFigures(before, late)).toBe(false);
  });

  it('lists the lines from gross to the fees, the adjustment only when there is one', () => {
    const figures = statementFigures({
      month: '2026-10',
      days: [day('2026-10-01', 100_000, 90_000)],
      adjustments: [],
      rates: SIX_AND_TWO,
      adjustmentCents: 5_000,
    });
    expect(statementLines(figures)).toEqual([
      { label: 'Gross sales', cents: 100_000 },
      { label: 'Exclusions (discounts and refunds)', cents: -10_000 },
      { label: 'Approved refunds', cents: 0 },
      { label: 'Corporate adjustment', cents: 5_000 },
      { label: 'Net sales', cents: 95_000 },
      { label: 'Royalty (6.00 % of net)', cents: 5_700 },
      { label: 'Ad fund (2.00 % of net)', cents: 1_900 },
    ]);
  });
});

describe('invoices and payments', () => {
  it('numbers invoices per year with five digits', () => {
    expect(invoiceNumber('2026', 42)).toBe('RS-2026-00042');
    expect(invoiceNumber('2027', 1)).toBe('RS-2027-00001');
  });

  it('makes payment due 15 days after confirmation, across a month and a year', () => {
    expect(dueDateAfter('2026-11-20')).toBe('2026-12-05');
    expect(dueDateAfter('2026-12-20')).toBe('2027-01-04');
  });

  const confirmed = {
    status: 'confirmed' as const,
    dueCents: 10_000,
    paidCents: 0,
    dueDate: '2026-12-05',
  };

  it('owes what is due less what is paid, never below zero', () => {
    expect(balanceCents(confirmed)).toBe(10_000);
    expect(balanceCents({ ...confirmed, paidCents: 2_500 })).toBe(7_500);
    expect(balanceCents({ ...confirmed, dueCents: -300 })).toBe(0);
  });

  it('stands as confirmed until the due date, then unpaid past due, and paid once settled', () => {
    expect(statementStanding(confirmed, '2026-12-05')).toBe('confirmed');
    expect(statementStanding(confirmed, '2026-12-06')).toBe('overdue');
    expect(statementStanding({ ...confirmed, paidCents: 9_999 }, '2026-12-06')).toBe('overdue');
    expect(statementStanding({ ...confirmed, paidCents: 10_000 }, '2026-12-06')).toBe('paid');
    expect(statementStanding({ ...confirmed, status: 'disputed' }, '2027-06-01')).toBe('disputed');
    expect(statementStanding({ ...confirmed, status: 'issued' }, '2027-06-01')).toBe('issued');
  });

  it('stores the due date to range over only while a confirmed statement is owed', () => {
    expect(unpaidDueDate(confirmed)).toBe('2026-12-05');
    expect(unpaidDueDate({ ...confirmed, paidCents: 9_999 })).toBe('2026-12-05');
    // Paid in full, nothing due, or not confirmed yet: never unpaid past due.
    expect(unpaidDueDate({ ...confirmed, paidCents: 10_000 })).toBeNull();
    expect(unpaidDueDate({ ...confirmed, dueCents: 0 })).toBeNull();
    expect(unpaidDueDate({ ...confirmed, status: 'disputed', dueDate: '' })).toBeNull();
  });

  it('adds the territories up and lists the five oldest of all', () => {
    const owed = (id: string, dueDate: string) => ({ id, dueDate }) as RoyaltyStatement;
    const north = {
      count: 4,
      dueCents: 40_000,
      paidCents: 2_500,
      oldest: [
        owed('n1', '2026-08-20'),
        owed('n2', '2026-09-20'),
        owed('n3', '2026-10-20'),
        owed('n4', '2026-11-20'),
      ],
    };
    const south = {
      count: 9,
      dueCents: 90_000,
      paidCents: 0,
      oldest: ['07', '08', '09', '10', '11'].map((m) => owed(`s${m}`, `2026-${m}-20`)),
    };
    // 13 statements owing 40,000 - 2,500 + 90,000 = 127,500; on 20 August n1 before s08.
    expect(mergeOverdue([north, south])).toEqual({
      count: 13,
      owedCents: 127_500,
      oldest: [
        owed('s07', '2026-07-20'),
        owed('n1', '2026-08-20'),
        owed('s08', '2026-08-20'),
        owed('n2', '2026-09-20'),
        owed('s09', '2026-09-20'),
      ],
    });
    expect(mergeOverdue([])).toEqual({ count: 0, owedCents: 0, oldest: [] });
  });

  it('reads a signed amount typed by corporate', () => {
    expect(parseSignedCents('-120.50')).toBe(-12_050);
    expect(parseSignedCents(' 75 ')).toBe(7_500);
    expect(parseSignedCents('-$1,000.5')).toBe(-100_050);
    expect(parseSignedCents('12.345')).toBeNull();
    expect(parseSignedCents('--3')).toBeNull();
  });
});
