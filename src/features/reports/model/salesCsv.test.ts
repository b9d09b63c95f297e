import { describe, expect, it } from 'vitest';
import { guessMapping, mapCells, parseCsv, salesCsvTemplate } from './salesCsv';
import { validateSalesRows } from './salesEntry';

const validateRows = (
  rows: Record<string, string>[],
  mapping: ReturnType<typeof guessMapping>,
  today: string,
) => validateSalesRows(mapCells(rows, mapping), today);

const CSV = `Business Date,Gross Sales,Discounts,Refunds,Transaction Count
2026-11-01,"1,200.00",20.00,5.50,80
11/02/2026,980.25,0,0,61
`;

describe('POS CSV import', () => {
  it('parses quoted amounts with papaparse and proposes a mapping from the headers', () => {
    const { headers, rows } = parseCsv(CSV);
    expect(rows).toHaveLength(2);
    expect(rows[0]['Gross Sales']).toBe('1,200.00');
    expect(guessMapping(headers)).toEqual({
      date: 'Business Date',
      gross: 'Gross Sales',
      discounts: 'Discounts',
      refunds: 'Refunds',
      transactions: 'Transaction Count',
    });
  });

  it('turns valid rows into day sales with net in cents', () => {
    const { headers, rows } = parseCsv(CSV);
    const results = validateRows(rows, guessMapping(headers), '2026-11-23');
    expect(results.map((r) => r.errors)).toEqual([[], []]);
    expect(results[0].sales).toEqual({
      date: '2026-11-01',
      grossCents: 120_000,
      discountCents: 2_000,
      refundCents: 550,
      netCents: 117_450,
      transactions: 80,
    });
    expect(results[1].sales?.date).toBe('2026-11-02');
  });

  it('names each bad cell with its line and keeps no figures for that row', () => {
    const bad = `Date,Gross,Discounts,Refunds,Transactions
2026-13-01,100,0,0,5
2026-11-03,abc,0,0,5
2026-11-04,10,8,5,5
2026-11-04,10,0,0,2.5
2026-11-30,10,0,0,1
`;
    const { headers, rows } = parseCsv(bad);
    const results = validateRows(rows, guessMapping(headers), '2026-11-23');
    expect(results.map((r) => [r.line, r.sales, r.errors])).toEqual([
      [2, null, ['Date "2026-13-01" is not a date']],
      [3, null, ['Gross sales "abc" is not an amount']],
      [4, null, ['Discounts and refunds are more than gross sales']],
      [
        5,
        null,
        ['Date 2026-11-04 appears twice in the file', 'Transactions "2.5" is not a whole number'],
      ],
      [6, null, ['Date 2026-11-30 is in the future']],
    ]);
  });

  it('detects a semicolon-separated file and refuses a decimal comma rather than misread it', () => {
    const csv = parseCsv(
      'Business Date;Gross Sales;Discounts;Refunds;Transaction Count\n2026-11-01;1200.50;20;0;80\n2026-11-02;1200,50;0;0;61\n',
    );
    expect(csv.delimiter).toBe(';');
    expect(csv.problem).toBeNull();
    const results = validateRows(csv.rows, guessMapping(csv.headers), '2026-11-23');
    expect(results[0].sales?.grossCents).toBe(120_050);
    expect(results[1].errors).toEqual(['Gross sales "1200,50" is not an amount']);
  });

  it('says a file has no rows: empty, or only its header line', () => {
    expect(parseCsv('').problem).toBe('This file has no rows: it is empty.');
    expect(parseCsv('  \n\n').problem).toBe('This file has no rows: it is empty.');
    expect(parseCsv('Date,Gross,Discounts,Refunds,Transactions\n').problem).toBe(
      'This file has no rows: only its header line was found.',
    );
  });

  it('says when only one column was found, naming the separator the file seems to use', () => {
    // Lines that disagree on the separator: papaparse cannot tell, and reads one column.
    expect(parseCsv('Date;Gross;Discounts\n2026-11-01,5\n2026-11-02,6').problem).toBe(
      "Only one column found: the file may use ';' between columns. Check the file, or start from the template.",
    );
    expect(parseCsv('Date Gross Discounts\n2026-11-01 5 0').problem).toBe(
      'Only one column found ("Date Gross Discounts"): columns must be separated by commas (or \';\', tabs). Check the file, or start from the template.',
    );
  });

  it('offers a template the import reads back as one valid day', () => {
    const template = parseCsv(salesCsvTemplate());
    expect(template.headers).toEqual([
      'Date',
      'Gross sales',
      'Discounts',
      'Refunds',
      'Transactions',
    ]);
    const results = validateRows(template.rows, guessMapping(template.headers), '2026-11-28');
    expect(results.map((r) => r.errors)).toEqual([[]]);
    expect(results[0].sales?.netCents).toBe(121_456);
  });

  it('reads a file saved with a byte order mark', () => {
    expect(parseCsv('\uFEFFDate,Gross\n2026-11-01,5').headers).toEqual(['Date', 'Gross']);
  });
});
