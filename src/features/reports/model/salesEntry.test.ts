import { describe, expect, it } from 'vitest';
import {
  isCalendarDay,
  lockedMonthsMessage,
  parseSalesDate,
  salesToday,
  validateSalesRows,
  type SalesCells,
} from './salesEntry';

const row = (overrides: Partial<SalesCells> = {}): SalesCells => ({
  date: '2026-11-02',
  gross: '1,200.50',
  discounts: '20',
  refunds: '0.45',
  transactions: '80',
  ...overrides,
});

describe('sales days', () => {
  it('knows the calendar: leap days yes, 30 February and month 13 no', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-12-31')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-04-31')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isCalendarDay('2026-11-02T00:00')).toBe(false);
  });

  it('reads US and ISO dates and refuses days that do not exist', () => {
    expect(parseSalesDate('3/7/2026')).toBe('2026-03-07');
    expect(parseSalesDate('03/07/2026')).toBe('2026-03-07');
    expect(parseSalesDate(' 2024-02-29 ')).toBe('2024-02-29');
    expect(parseSalesDate('2026-02-30')).toBeNull();
    expect(parseSalesDate('02/30/2026')).toBeNull();
    expect(parseSalesDate('2/29/2025')).toBeNull();
    expect(parseSalesDate('yesterday')).toBeNull();
    expect(parseSalesDate('')).toBeNull();
  });

  it("takes today of sales in the franchisor's time zone (New York), not UTC or the device's", () => {
    // 03:30 UTC on 2 Nov 2026 is 22:30 (EST, UTC-5) on 1 Nov in New York.
    expect(salesToday(new Date('2026-11-02T03:30:00Z'))).toBe('2026-11-01');
    // 05:00 UTC is midnight in New York: the new day.
    expect(salesToday(new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
    // Summer time (EDT, UTC-4): 03:59 UTC on 1 Jul is 23:59 on 30 Jun.
    expect(salesToday(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    expect(salesToday(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });
});

describe('validateSalesRows', () => {
  it('turns a valid day into cents: 1,200.50 - 20.00 - 0.45 = 1,180.05', () => {
    expect(validateSalesRows([row()], '2026-11-02')).toEqual([
      {
        line: 2,
        errors: [],
        fields: {},
        sales: {
          date: '2026-11-02',
          grossCents: 120_050,
          discountCents: 2_000,
          refundCents: 45,
          netCents: 118_005,
          transactions: 80,
        },
      },
    ]);
  });

  it('refuses a future day, 30 February, a repeated day and bad figures, every error at once', () => {
    const results = validateSalesRows(
      [
        row({ date: '2026-11-03' }),
        row({ date: '2026-02-30' }),
        row({ date: '2026-11-01' }),
        row({ date: '11/01/2026', gross: '-5', transactions: '2.5' }),
        row({ date: '2026-10-31', discounts: '1,000', refunds: '200.51' }),
        row({ date: '2026-10-30', transactions: '1000001' }),
        row({ date: '2026-10-29', transactions: '1000000', gross: '1.999' }),
      ],
      '2026-11-02',
    );
    expect(results.map((r) => [r.line, r.sales, r.errors])).toEqual([
      [2, null, ['Date 2026-11-03 is in the future']],
      [3, null, ['Date "2026-02-30" is not a date']],
      [
        4,
        {
          date: '2026-11-01',
          grossCents: 120_050,
          discountCents: 2_000,
          refundCents: 45,
          netCents: 118_005,
          transactions: 80,
        },
        [],
      ],
      [
        5,
        null,
        [
          'Date 2026-11-01 appears twice in the file',
          'Gross sales "-5" is not an amount',
          'Discounts and refunds are more than gross sales',
          'Transactions "2.5" is not a whole number',
        ],
      ],
      // 1,000.00 + 200.51 = 1,200.51 > 1,200.50
      [6, null, ['Discounts and refunds are more than gross sales']],
      [7, null, ['Transactions 1000001 is more than 1,000,000']],
      [
        8,
        null,
        ['Gross sales "1.999" is not an amount', 'Discounts and refunds are more than gross sales'],
      ],
    ]);
  });

  it('says on each field what to enter, in words and not as a parser would', () => {
    const [empty] = validateSalesRows(
      [{ date: '', gross: '', discounts: '', refunds: '0', transactions: '' }],
      '2026-11-02',
    );
    expect(empty.fields).toEqual({
      date: 'Enter the day of these sales',
      gross: 'Enter the gross sales',
      discounts: 'Enter the discounts, 0 if none',
      transactions: 'Enter the number of transactions',
    });
    expect(empty.errors).toEqual([
      'Date is missing',
      'Gross sales is missing',
      'Discounts is missing',
      'Transactions is missing',
    ]);
    const [bad] = validateSalesRows(
      [row({ date: '2026-11-03', gross: 'abc', transactions: '1.5' })],
      '2026-11-02',
    );
    expect(bad.fields).toEqual({
      date: 'Sales can be reported up to today',
      gross: 'Enter an amount like 1234.56 (at most 2 decimals)',
      transactions: 'Enter a whole number',
    });
    const [over] = validateSalesRows(
      [row({ gross: '100', discounts: '60', refunds: '41' })],
      '2026-11-02',
    );
    expect(over.fields).toEqual({
      discounts: 'Discounts and refunds together are more than gross sales',
      refunds: 'Discounts and refunds together are more than gross sales',
    });
  });

  it('accepts discounts and refunds that add up to exactly gross (net 0)', () => {
    const [result] = validateSalesRows(
      [row({ gross: '100', discounts: '60', refunds: '40', transactions: '0' })],
      '2026-11-02',
    );
    expect(result.errors).toEqual([]);
    expect(result.sales?.netCents).toBe(0);
  });
});

describe('lockedMonthsMessage', () => {
  it('names the locked months in order', () => {
    expect(lockedMonthsMessage(['2026-10'])).toBe(
      'The sales of October 2026 are locked: its royalty statement is confirmed.',
    );
    expect(lockedMonthsMessage(['2026-11', '2025-01', '2026-10'])).toBe(
      'The sales of January 2025, October 2026 and November 2026 are locked: their royalty statements are confirmed.',
    );
  });
});
