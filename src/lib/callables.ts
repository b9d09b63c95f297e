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
