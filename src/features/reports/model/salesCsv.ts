import Papa from 'papaparse';
import { format, isValid, parse } from 'date-fns';
import { netCents, parseMoneyCents } from './salesMath';

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

/** The fields a POS export must provide, mapped once per location to its column names. */
export const CSV_FIELDS = ['date', 'gross', 'discounts', 'refunds', 'transactions'] as const;
type CsvField = (typeof CSV_FIELDS)[number];
export type CsvMapping = Record<CsvField, string>;

export const CSV_FIELD_LABELS: Record<CsvField, string> = {
  date: 'Date',
  gross: 'Gross sales',
  discounts: 'Discounts',
  refunds: 'Refunds',
  transactions: 'Transactions',
};

/** Words a POS column name is recognised by, to propose a mapping the first time. */
const GUESSES: Record<CsvField, RegExp> = {
  date: /date|day|business/i,
  gross: /gross/i,
  discounts: /discount|comp/i,
  refunds: /refund|return|void/i,
  transactions: /transaction|\bchecks?\b|\btickets?\b|\bcount\b|\bguests?\b/i,
};

/** A proposed mapping: for each field the first unused header matching its words, else ''. */
export function guessMapping(headers: readonly string[]): CsvMapping {
  const mapping = {} as CsvMapping;
  const used = new Set<string>();
  for (const field of CSV_FIELDS) {
    mapping[field] = headers.find((h) => !used.has(h) && GUESSES[field].test(h)) ?? '';
    used.add(mapping[field]);
  }
  return mapping;
}

export interface ParsedCsv {
  headers: string[];
  rows: Record<string, string>[];
}

/** Parses CSV text with a header row (papaparse); blank lines are skipped. */
export function parseCsv(text: string): ParsedCsv {
  const result = Papa.parse<Record<string, string>>(text.trim(), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  return { headers: result.meta.fields ?? [], rows: result.data };
}

interface CsvRowResult {
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  sales: DaySales | null;
  errors: string[];
}

/** yyyy-MM-dd, MM/dd/yyyy or M/d/yyyy as yyyy-MM-dd; null when not a real date. */
export function parseSalesDate(text: string): string | null {
  const trimmed = text.trim();
  for (const pattern of ['yyyy-MM-dd', 'MM/dd/yyyy', 'M/d/yyyy']) {
    const date = parse(trimmed, pattern, new Date(2000, 0, 1));
    if (isValid(date) && trimmed.length >= 8) return format(date, 'yyyy-MM-dd');
  }
  return null;
}

/**
 * Checks every row against the mapping: a real date not after `today` (yyyy-MM-dd) and not twice
 * in the file, amounts of 0 or more with at most 2 decimals, discounts and refunds not above
 * gross, whole transactions. A row's errors say which column is wrong, in words.
 */
export function validateRows(
  rows: readonly Record<string, string>[],
  mapping: CsvMapping,
  today: string,
): CsvRowResult[] {
  const seen = new Set<string>();
  return rows.map((row, index) => {
    const errors: string[] = [];
    const cell = (field: CsvField) => String(row[mapping[field]] ?? '');
    const date = parseSalesDate(cell('date'));
    if (!date) errors.push(`Date "${cell('date')}" is not a date`);
    else if (date > today) errors.push(`Date ${date} is in the future`);
    else if (seen.has(date)) errors.push(`Date ${date} appears twice in the file`);
    if (date) seen.add(date);
    const money = (field: 'gross' | 'discounts' | 'refunds') => {
      const cents = parseMoneyCents(cell(field));
      if (cents === null)
        errors.push(`${CSV_FIELD_LABELS[field]} "${cell(field)}" is not an amount`);
      return cents ?? 0;
    };
    const gross = money('gross');
    const discounts = money('discounts');
    const refunds = money('refunds');
    if (discounts + refunds > gross) errors.push('Discounts and refunds are more than gross sales');
    const transactionsText = cell('transactions').trim();
    const transactions = /^\d{1,7}$/.test(transactionsText) ? Number(transactionsText) : null;
    if (transactions === null) {
      errors.push(`Transactions "${transactionsText}" is not a whole number`);
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
    return { line: index + 2, sales, errors };
  });
}
