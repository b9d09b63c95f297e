/**
 * The server-only decisions of the saveSalesEntry and importSalesCsv callables, pure so they are
 * unit-tested beside them (salesEntryRules.test.ts): reading the request, checking every row with
 * the app's own checks (src/features/reports/model/salesEntry.ts), and whether the caller may
 * write these days of this location. Who may is the app's permission model (src/domain).
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { hasPermission, isRole, permissionName, type PermissionMap } from '@/domain/permissions';
import { scopeIncludes, territoryScope } from '@/domain/territoryScope';
import {
  SALES_FIELDS,
  validateSalesRows,
  type DaySales,
  type SalesCells,
  type SalesRowResult,
} from '@/features/reports/model/salesEntry';
import type { SalesRowError } from '@/lib/callables';
import { DOC_ID, objectOf } from '../callInput';

/** Most rows one file may hold: 8 years of days, one atomic commit (README "Sales entries"). */
const MAX_IMPORT_ROWS = 3000;

/** A location id as Firestore document ids of the app are made. */
/** The cells of one day from the request: each a string (anything else reads as empty). */
function readCells(value: unknown): SalesCells {
  const row = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const cells = {} as SalesCells;
  for (const field of SALES_FIELDS) {
    const cell = row[field];
    cells[field] = typeof cell === 'string' ? cell.slice(0, 100) : '';
  }
  return cells;
}

interface SalesRequest {
  locationId: string;
  rows: SalesCells[];
  replace: boolean;
}

/** The request's object, location and Replace choice, or an invalid-argument HttpsError. */
function readBase(data: unknown): {
  input: Record<string, unknown>;
  locationId: string;
  replace: boolean;
} {
  const input = objectOf(data);
  const { locationId, replace } = input;
  if (typeof locationId !== 'string' || !DOC_ID.test(locationId)) {
    throw new HttpsError(
      'invalid-argument',
      'Which location? The request names no valid location.',
    );
  }
  if (replace !== undefined && typeof replace !== 'boolean') {
    throw new HttpsError('invalid-argument', 'Replace must be true or false.');
  }
  return { input, locationId, replace: replace === true };
}

/** saveSalesEntry's input: one day's cells (`day`). */
export function readSaveRequest(data: unknown): SalesRequest {
  const { input, locationId, replace } = readBase(data);
  if (typeof input.day !== 'object' || input.day === null) {
    throw new HttpsError('invalid-argument', 'The request holds no day of sales.');
  }
  return { locationId, replace, rows: [readCells(input.day)] };
}

/** importSalesCsv's input: the file's rows, mapped to cells, in file order. */
export function readImportRequest(data: unknown): SalesRequest {
  const { input, locationId, replace } = readBase(data);
  if (!Array.isArray(input.rows) || input.rows.length === 0) {
    throw new HttpsError('invalid-argument', 'The file holds no rows to import.');
  }
  if (input.rows.length > MAX_IMPORT_ROWS) {
    throw new HttpsError(
      'invalid-argument',
      `Nothing was imported: the file has ${input.rows.length} rows, at most ${MAX_IMPORT_ROWS} can be imported at once. Split it and import each part.`,
    );
  }
  return { locationId, replace, rows: input.rows.map(readCells) };
}

/** Every row's result at `today` (salesToday), or the row errors (line and messages) when any. */
export function checkRows(
  rows: readonly SalesCells[],
  today: string,
): { days: DaySales[]; errors: SalesRowError[] } {
  const results: SalesRowResult[] = validateSalesRows(rows, today);
  const errors = results
    .filter((r) => r.errors.length > 0)
    .map((r) => ({ line: r.line, errors: r.errors }));
  return { days: results.flatMap((r) => (r.sales ? [r.sales] : [])), errors };
}

/**
 * The refusal of a file with bad rows: how many, the first three in words, and every row's
 * errors in `details.rows` for the preview.
 */
export function rowErrorsRefusal(errors: readonly SalesRowError[], total: number): HttpsError {
  const first = errors
    .slice(0, 3)
    .map((e) => `line ${e.line}: ${e.errors.join('; ')}`)
    .join(' | ');
  const more = errors.length > 3 ? `, and ${errors.length - 3} more` : '';
  return new HttpsError(
    'invalid-argument',
    `Nothing was imported: ${errors.length} of ${total} rows ${errors.length === 1 ? 'has' : 'have'} errors (${first}${more}). Fix them in the file and choose it again.`,
    { rows: errors },
  );
}

/** The caller's users/{uid} document fields the decision reads. */
export interface SalesCaller {
  role?: unknown;
  disabled?: unknown;
  permissions?: unknown;
  territoryIds?: unknown;
}

/**
 * Throws the HttpsError that refuses writing days of a location, in the order a person fixes
 * them: an account that may act, the location existing and in their territories, Create
 * Franchise Sales, and Edit Franchise Sales when a reported day is replaced.
 */
export function assertMayReportSales(
  caller: SalesCaller | undefined,
  location: { exists: boolean; territoryId: unknown },
  replacing: boolean,
): void {
  if (!caller || caller.disabled === true || !isRole(caller.role)) {
    throw new HttpsError(
      'permission-denied',
      'Your account cannot report sales: it is disabled or has no role yet.',
    );
  }
  if (!location.exists || typeof location.territoryId !== 'string') {
    throw new HttpsError('not-found', 'This location does not exist (any more).');
  }
  const territoryIds = Array.isArray(caller.territoryIds)
    ? caller.territoryIds.filter((id): id is string => typeof id === 'string')
    : [];
  if (!scopeIncludes(territoryScope({ role: caller.role, territoryIds }), location.territoryId)) {
    throw new HttpsError('permission-denied', 'This location is not in your territories.');
  }
  const permissions = caller.permissions as PermissionMap | undefined;
  if (!hasPermission(permissions, 'franchiseSales.create')) {
    throw new HttpsError(
      'permission-denied',
      `You need the "${permissionName('franchiseSales.create')}" permission to report sales.`,
    );
  }
  if (replacing && !hasPermission(permissions, 'franchiseSales.edit')) {
    throw new HttpsError(
      'permission-denied',
      `You need the "${permissionName('franchiseSales.edit')}" permission to replace a reported day.`,
    );
  }
}

/** "2026-10-01, 2026-10-02 and 3 more" for a refusal naming reported days. */
export function listDays(days: readonly string[], shown = 5): string {
  const sorted = [...days].sort();
  const head = sorted.slice(0, shown).join(', ');
  return sorted.length > shown ? `${head} and ${sorted.length - shown} more` : head;
}
