/**
 * The contract between the app and its Cloud Functions (functions/src): the one region every
 * callable is deployed in and called at, and each callable's name with what it takes and returns.
 * Pure (no imports): the app's src/lib/firebase.ts and the server's functions/src/index.ts both
 * read it, so a name or region is written once.
 */

/** Region of every function: the server's setGlobalOptions() and the app's getFunctions(). */
export const FUNCTIONS_REGION = 'us-central1';

/** Callable names (the exported function names in functions/src/index.ts). */
export const CALLABLES = {
  changeOrderStatus: 'changeOrderStatus',
  recomputeBenchmarks: 'recomputeBenchmarks',
  saveSalesEntry: 'saveSalesEntry',
  importSalesCsv: 'importSalesCsv',
} as const;

/**
 * `changeOrderStatus`: moves an order from `from` (the status the caller saw) to `to`, with the
 * revision entry, notification, approval mail and item sales day totals in one transaction.
 */
export interface ChangeOrderStatusRequest {
  orderId: string;
  from: string;
  to: string;
  notes?: string;
}

export interface ChangeOrderStatusResult {
  orderId: string;
  status: string;
  /** Revisions on the order after the change. */
  revisionCount: number;
}

/**
 * `recomputeBenchmarks` (no input; top roles only): recomputes and writes the system benchmarks
 * of every standard period of today, in the franchisor's time zone (the daily job, run now).
 */
export interface RecomputeBenchmarksResult {
  /** The day (yyyy-MM-dd) the standard periods were computed for. */
  asOf: string;
  /** How many periods' documents were written. */
  periods: number;
}

/**
 * One day's sales as typed in the form or mapped from a CSV row: the text of each cell (the
 * server checks it with the app's own checks, src/features/reports/model/salesEntry.ts).
 */
export interface SalesDayCells {
  date: string;
  gross: string;
  discounts: string;
  refunds: string;
  transactions: string;
}

/**
 * `saveSalesEntry`: reports one day of a franchise location (sales_entries/{locationId}_{day});
 * a day already reported is replaced only with `replace`.
 */
export interface SaveSalesEntryRequest {
  locationId: string;
  day: SalesDayCells;
  replace: boolean;
}

export interface SaveSalesEntryResult {
  /** The day saved (yyyy-MM-dd). */
  date: string;
  /** It replaced a day already reported. */
  replaced: boolean;
}

/**
 * `importSalesCsv`: every row of a POS file for one location, all written in one commit or none.
 * A file with bad rows is refused (invalid-argument) with every row's errors in the error's
 * `details.rows` (SalesRowError[]).
 */
export interface ImportSalesCsvRequest {
  locationId: string;
  rows: SalesDayCells[];
  replace: boolean;
}

export interface ImportSalesCsvResult {
  /** Days written. */
  imported: number;
  /** Of those, days that replaced a reported one. */
  replaced: number;
}

/** One refused row of an import: its line in the file (the header is line 1) and its errors. */
export interface SalesRowError {
  line: number;
  errors: string[];
}
