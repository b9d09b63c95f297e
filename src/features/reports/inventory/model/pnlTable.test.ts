import { describe, expect, it } from 'vitest';
import type { PnlColumn } from './cogsReport';
import { pnlLines } from './pnlTable';

const column: PnlColumn = {
  periodId: 'p',
  name: 'October',
  netSalesCents: 100_000,
  cogsCents: 30_000,
  grossProfitCents: 70_000,
  grossMarginBps: 7_000,
  royaltyCents: 6_000,
  adFundCents: 2_000,
  feesCents: 8_000,
  otherExpensesCents: { labour: 20_000 },
  otherExpensesTotalCents: 20_000,
  netCents: 42_000,
  netMarginBps: 4_200,
};

describe('pnlLines', () => {
  it('lists the statement with one value per period, blank where a period has none', () => {
    const lines = pnlLines([column, null], ['labour', 'rent', 'fuel']);
    expect(lines.map((l) => [l.label, ...l.values])).toEqual([
      ['Net sales', 100_000, null],
      ['Cost of goods sold', 30_000, null],
      ['Gross profit', 70_000, null],
      ['Gross margin', 7_000, null],
      ['Royalty', 6_000, null],
      ['Ad fund', 2_000, null],
      ['Labour', 20_000, null],
      ['Rent', 0, null],
      ['Fuel', 0, null],
      ['Net profit', 42_000, null],
      ['Net margin', 4_200, null],
    ]);
    expect(lines.filter((l) => l.kind === 'share').map((l) => l.label)).toEqual([
      'Gross margin',
      'Net margin',
    ]);
  });
});
