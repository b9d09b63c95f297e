import Papa from 'papaparse';
import { SALES_FIELD_LABELS, SALES_FIELDS, type SalesCells, type SalesField } from './salesEntry';

/** The fields a POS export must provide (salesEntry.ts), mapped once per location to its column names. */
export type CsvMapping = Record<SalesField, string>;

/** Words a POS column name is recognised by, to propose a mapping the first time. */
const GUESSES: Record<SalesField, RegExp> = {
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
  for (const field of SALES_FIELDS) {
    mapping[field] = headers.find((h) => !used.has(h) && GUESSES[field].test(h)) ?? '';
    used.add(mapping[field]);
  }
  return mapping;
}

export interface ParsedCsv {
  headers: string[];
  rows: Record<string, string>[];
  /** The separator between columns, as papaparse detected it (',' when it could not tell). */
  delimiter: string;
  /** What makes the file unusable, in words; null when it has columns and rows. */
  problem: string | null;
}

/** Separators papaparse tries, in this order (a POS export in Europe often uses ';'). */
const DELIMITERS = [',', ';', '\t', '|'];

/** How a separator is named to the user. */
export function delimiterName(delimiter: string): string {
  return delimiter === '\t' ? 'tab' : `'${delimiter}'`;
}

/**
 * The separator a one-column header line most likely uses instead (the most frequent of the
 * others), or null when it holds none of them.
 */
function likelyDelimiter(headerLine: string): string | null {
  const counts = DELIMITERS.map((d) => [d, headerLine.split(d).length - 1] as const);
  const [best] = counts.filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
  return best ? best[0] : null;
}

/**
 * Parses CSV text with a header row (papaparse, separator detected among , ; tab |); blank lines
 * are skipped. Says what is wrong with a file that cannot be imported: no rows, one column.
 */
export function parseCsv(text: string): ParsedCsv {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  const result = Papa.parse<Record<string, string>>(trimmed, {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: DELIMITERS,
    transformHeader: (h) => h.trim(),
  });
  const headers = (result.meta.fields ?? []).filter((h) => h !== '');
  const rows = result.data;
  const delimiter = result.meta.delimiter;
  let problem: string | null = null;
  if (trimmed === '') {
    problem = 'This file has no rows: it is empty.';
  } else if (headers.length === 1) {
    const other = likelyDelimiter(trimmed.split(/\r?\n/)[0]);
    problem = other
      ? `Only one column found: the file may use ${delimiterName(other)} between columns. Check the file, or start from the template.`
      : `Only one column found ("${headers[0]}"): columns must be separated by commas (or ';', tabs). Check the file, or start from the template.`;
  } else if (rows.length === 0) {
    problem = 'This file has no rows: only its header line was found.';
  }
  return { headers, rows, delimiter, problem };
}

/**
 * A file to start from: the columns the import expects (the labels of salesEntry.ts, which
 * guessMapping recognises) and one example day.
 */
export function salesCsvTemplate(): string {
  const example: SalesCells = {
    date: '2026-11-28',
    gross: '1234.56',
    discounts: '20.00',
    refunds: '0.00',
    transactions: '85',
  };
  return Papa.unparse([
    SALES_FIELDS.map((f) => SALES_FIELD_LABELS[f]),
    SALES_FIELDS.map((f) => example[f]),
  ]);
}

/** Each row's cells under the mapping, in file order (what the sales checks and the server read). */
export function mapCells(
  rows: readonly Record<string, string>[],
  mapping: CsvMapping,
): SalesCells[] {
  return rows.map((row) => {
    const cells = {} as SalesCells;
    for (const field of SALES_FIELDS) cells[field] = String(row[mapping[field]] ?? '');
    return cells;
  });
}
