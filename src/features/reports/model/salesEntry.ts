/**
 * One reported day of sales, checked once for the app and the server (README "Sales entries are
 * callables"): the entry form and the CSV preview show these messages, and the saveSalesEntry and
 * importSalesCsv callables (functions/src/sales) refuse with the same ones. Pure: date-fns and
 * the money formulas only.
 */
import { format, isValid, parse } from 'date-fns';
import { franchisorDay } from './benchmarks';
import { netCents, parseMoneyCents } from './salesMath';

/**
 * "Today" of sales, the last day that may be reported: the day in the franchisor's time zone
 * (benchmarks.ts: Eastern time, the easternmost of the portal's user zones PST..EST, so no
 * franchisee's own today is ever in the future there), the same in the browser and the server.
 */
export const salesToday = (now: Date): string => franchisorDay(now);

/** The figures of one reported day, as a sales entry stores them (money in cents). */
export interface DaySales {
  /** yyyy-MM-dd */
  date: string;
  grossCents: number;
  discountCents: number;
  refundCents: number;
  netCents: number;
  transactions: number;
}

/** The cells of one day as typed in the form or mapped from a CSV row (text, as entered). */
export const SALES_FIELDS = ['date', 'gross', 'discounts', 'refunds', 'transactions'] as const;
export type SalesField = (typeof SALES_FIELDS)[number];
export type SalesCells = Record<SalesField, string>;

export const SALES_FIELD_LABELS: Record<SalesField, string> = {
  date: 'Date',
  gross: 'Gross sales',
  discounts: 'Discounts',
  refunds: 'Refunds',
  transactions: 'Transactions',
};

/** Most transactions one day may report (what firestore.rules accepted before the callables). */
const MAX_TRANSACTIONS = 1_000_000;

/** `text` is a yyyy-MM-dd day that exists in the calendar (2024-02-29 yes, 2026-02-30 no). */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** yyyy-MM-dd, MM/dd/yyyy or M/d/yyyy as yyyy-MM-dd; null when not a real calendar day. */
export function parseSalesDate(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length < 8) return null;
  for (const pattern of ['yyyy-MM-dd', 'MM/dd/yyyy', 'M/d/yyyy']) {
    const date = parse(trimmed, pattern, new Date(2000, 0, 1));
    if (!isValid(date)) continue;
    const day = format(date, 'yyyy-MM-dd');
    // The day read must be the one written (no 30 February rolled over to March).
    return isCalendarDay(day) ? day : null;
  }
  return null;
}

export interface SalesRowResult {
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  sales: DaySales | null;
  /** Every problem of the row as a sentence naming its cell (the CSV preview, the server). */
  errors: string[];
  /** The same problems per field, worded for the field they are shown on (the entry form). */
  fields: Partial<Record<SalesField, string>>;
}

/**
 * Checks every row: a real calendar day not after `today` (salesToday) and not twice among the
 * rows, amounts of 0 or more with at most 2 decimals, discounts and refunds not above gross,
 * whole transactions up to 1,000,000. A row's errors say which cell is wrong, in words; `fields`
 * says it again on the field itself.
 */
export function validateSalesRows(rows: readonly SalesCells[], today: string): SalesRowResult[] {
  const seen = new Set<string>();
  return rows.map((row, index) => {
    const errors: string[] = [];
    const fields: SalesRowResult['fields'] = {};
    const problem = (field: SalesField, sentence: string, onField: string) => {
      errors.push(sentence);
      fields[field] ??= onField;
    };
    const cell = (field: SalesField) => String(row[field] ?? '');
    const missing = (field: SalesField) => `${SALES_FIELD_LABELS[field]} is missing`;
    const date = parseSalesDate(cell('date'));
    if (cell('date').trim() === '')
      problem('date', missing('date'), 'Enter the day of these sales');
    else if (!date)
      problem('date', `Date "${cell('date')}" is not a date`, 'Enter a day like 2026-11-28');
    else if (date > today)
      problem('date', `Date ${date} is in the future`, 'Sales can be reported up to today');
    else if (seen.has(date))
      problem('date', `Date ${date} appears twice in the file`, 'This day appears twice');
    if (date) seen.add(date);
    const money = (field: 'gross' | 'discounts' | 'refunds') => {
      const cents = parseMoneyCents(cell(field));
      if (cell(field).trim() === '') {
        const label = SALES_FIELD_LABELS[field].toLowerCase();
        problem(
          field,
          missing(field),
          `Enter the ${label}${field === 'gross' ? '' : ', 0 if none'}`,
        );
      } else if (cents === null) {
        problem(
          field,
          `${SALES_FIELD_LABELS[field]} "${cell(field)}" is not an amount`,
          'Enter an amount like 1234.56 (at most 2 decimals)',
        );
      }
      return cents ?? 0;
    };
    const gross = money('gross');
    const discounts = money('discounts');
    const refunds = money('refunds');
    if (discounts + refunds > gross) {
      const sentence = 'Discounts and refunds are more than gross sales';
      errors.push(sentence);
      // On the fields only when gross itself is an amount: else that is the one thing to fix.
      if (!fields.gross) {
        fields.discounts ??= 'Discounts and refunds together are more than gross sales';
        fields.refunds ??= 'Discounts and refunds together are more than gross sales';
      }
    }
    const transactionsText = cell('transactions').trim();
    const transactions = /^\d{1,7}$/.test(transactionsText) ? Number(transactionsText) : null;
    if (transactionsText === '') {
      problem('transactions', missing('transactions'), 'Enter the number of transactions');
    } else if (transactions === null) {
      problem(
        'transactions',
        `Transactions "${transactionsText}" is not a whole number`,
        'Enter a whole number',
      );
    } else if (transactions > MAX_TRANSACTIONS) {
      problem(
        'transactions',
        `Transactions ${transactions} is more than 1,000,000`,
        'At most 1,000,000 transactions a day',
      );
    }
    const sales =
      errors.length === 0 && date && transactions !== null
        ? {
            date,
            grossCents: gross,
            discountCents: discounts,
            refundCents: refunds,
            netCents: netCents(gross, discounts, refunds),
            transactions,
          }
        : null;
    return { line: index + 2, sales, errors, fields };
  });
}

/** "2026-10" as "October 2026". */
function monthLabel(month: string): string {
  return format(parse(`${month}-01`, 'yyyy-MM-dd', new Date(2000, 0, 1)), 'MMMM yyyy');
}

/**
 * Why days of confirmed months are refused: "The sales of October 2026 are locked: its royalty
 * statement is confirmed." (several months: "... of October 2026 and November 2026 are locked:
 * their royalty statements are confirmed.").
 */
export function lockedMonthsMessage(months: readonly string[]): string {
  const labels = [...months].sort().map(monthLabel);
  const list =
    labels.length <= 1
      ? labels.join('')
      : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
  return labels.length <= 1
    ? `The sales of ${list} are locked: its royalty statement is confirmed.`
    : `The sales of ${list} are locked: their royalty statements are confirmed.`;
}

/** What saving or importing sales says when tried without a connection (nothing is sent). */
export const SALES_OFFLINE_MESSAGE =
  'Reporting sales needs a connection: nothing was saved. Try again when you are back online.';

/** What the sales screens show while the device is offline. */
export const SALES_OFFLINE_NOTICE =
  'You are offline. Sales are saved by the server, so they cannot be saved or imported until you are back online; what you entered stays here.';
