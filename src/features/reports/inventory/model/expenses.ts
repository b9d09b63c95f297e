import { EXPENSE_CATEGORIES, type ExpenseCategory } from '@/data/inventory';

/** The costs a franchisee enters on a period for the P&L (issue 14); fuel is for trucks. */
export { type ExpenseCategory };
export const EXPENSE_LABELS: Record<ExpenseCategory, string> = {
  labour: 'Labour',
  rent: 'Rent',
  fuel: 'Fuel',
  other: 'Other expenses',
};

/** The categories a location enters: fuel only for trucks. */
export const expenseCategoriesFor = (type: 'truck' | 'restaurant'): ExpenseCategory[] =>
  EXPENSE_CATEGORIES.filter((c) => c !== 'fuel' || type === 'truck');
