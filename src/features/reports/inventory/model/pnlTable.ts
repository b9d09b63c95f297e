/**
 * The lines of the profit and loss statement (issue 14), one value per compared period, shared
 * by the screen, its CSV and its PDF so the three always say the same.
 */
import { EXPENSE_LABELS, type ExpenseCategory } from './expenses';
import type { PnlColumn } from './cogsReport';

export interface PnlLine {
  label: string;
  /** Cents, or basis points for shares; null where the period has no P&L. */
  values: (number | null)[];
  kind: 'money' | 'share';
  /** Totals are set in bold. */
  total?: boolean;
}

export function pnlLines(
  columns: readonly (PnlColumn | null)[],
  categories: readonly ExpenseCategory[],
): PnlLine[] {
  const pick = (f: (c: PnlColumn) => number | null) => columns.map((c) => (c ? f(c) : null));
  return [
    { label: 'Net sales', values: pick((c) => c.netSalesCents), kind: 'money' },
    { label: 'Cost of goods sold', values: pick((c) => c.cogsCents), kind: 'money' },
    { label: 'Gross profit', values: pick((c) => c.grossProfitCents), kind: 'money', total: true },
    { label: 'Gross margin', values: pick((c) => c.grossMarginBps), kind: 'share' },
    { label: 'Royalty', values: pick((c) => c.royaltyCents), kind: 'money' },
    { label: 'Ad fund', values: pick((c) => c.adFundCents), kind: 'money' },
    ...categories.map((category): PnlLine => ({
      label: EXPENSE_LABELS[category],
      // An expense not entered is shown as 0 in a period that has a P&L: it was not spent.
      values: pick((c) => c.otherExpensesCents[category] ?? 0),
      kind: 'money',
    })),
    { label: 'Net profit', values: pick((c) => c.netCents), kind: 'money', total: true },
    { label: 'Net margin', values: pick((c) => c.netMarginBps), kind: 'share' },
  ];
}
