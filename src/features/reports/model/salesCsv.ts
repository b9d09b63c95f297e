import Papa from 'papaparse';
import { SALES_FIELDS, type SalesCells, type SalesField } from './salesEntry';

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
