import type { Firestore } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { salesDayRecords, type SalesDay } from '@/data/salesLedger';
import { functions } from '@/lib/firebase';
import {
  CALLABLES,
  type ImportSalesCsvRequest,
  type ImportSalesCsvResult,
  type SaveSalesEntryRequest,
  type SaveSalesEntryResult,
  type SalesRowError,
} from '@/lib/callables';
import { SALES_OFFLINE_MESSAGE, type SalesCells } from '../model/salesEntry';
import { salesEntryDays } from '../fixedQueries';
import { listTerritoryDays, type SalesLocation } from './scope';

/**
 * The sales days of the given territories between two yyyy-MM-dd days (listTerritoryDays: one
 * query per territory, the whole comparison span at once).
 */
export async function listSalesDays(
  db: Firestore,
  territoryIds: readonly string[],
  from: string,
  to: string,
): Promise<SalesDay[]> {
  return listTerritoryDays(salesDayRecords(db), salesEntryDays, territoryIds, { from, to });
}

/** Without a connection nothing is sent: sales are the server's to write (never queued offline). */
function assertOnline(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new Error(SALES_OFFLINE_MESSAGE);
  }
}

/**
 * Reports one day of a location through the server's `saveSalesEntry` callable
 * (functions/src/sales/salesEntries.ts), which checks the day, the caller's permission and scope
 * and the month's lock, and writes the entry; browsers may no longer write sales_entries
 * (firestore.rules). A refusal throws the server's sentence (errorText); a day already reported
 * is replaced only with `replace`.
 */
export async function saveSalesEntry(
  location: Pick<SalesLocation, 'id'>,
  day: SalesCells,
  replace: boolean,
): Promise<SaveSalesEntryResult> {
  assertOnline();
  const call = httpsCallable<SaveSalesEntryRequest, SaveSalesEntryResult>(
    functions,
    CALLABLES.saveSalesEntry,
  );
  return (await call({ locationId: location.id, day, replace })).data;
}

/**
 * Imports a POS file's rows (mapped to cells, in file order) through the `importSalesCsv`
 * callable: every row is checked first, and all are written in one commit or none. A file with
 * bad rows is refused with each row's errors (salesRowErrorsOf).
 */
export async function importSalesCsv(
  location: Pick<SalesLocation, 'id'>,
  rows: readonly SalesCells[],
  replace: boolean,
): Promise<ImportSalesCsvResult> {
  assertOnline();
  const call = httpsCallable<ImportSalesCsvRequest, ImportSalesCsvResult>(
    functions,
    CALLABLES.importSalesCsv,
    // A large file takes the server a while (a 1,000-row file: see README "Sales entries").
    { timeout: 120_000 },
  );
  return (await call({ locationId: location.id, rows: [...rows], replace })).data;
}

/** The row errors of an import the server refused for bad rows; none for any other failure. */
export function salesRowErrorsOf(error: unknown): SalesRowError[] {
  const details: unknown = (error as { details?: unknown } | null)?.details;
  const rows: unknown =
    typeof details === 'object' && details !== null ? Reflect.get(details, 'rows') : null;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    const { line, errors } = (row ?? {}) as Record<string, unknown>;
    return typeof line === 'number' && Array.isArray(errors)
      ? [{ line, errors: errors.filter((e): e is string => typeof e === 'string') }]
      : [];
  });
}
