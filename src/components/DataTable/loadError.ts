/*
 * Why a server-paged table could not load, as data: the table turns it into a message that names
 * itself ("Orders ..."), since the hook that ran the query does not know what the list is called.
 */

import { NEEDS_CONNECTION_TITLE } from '@/components/QueryState/connection';

/**
 * `refused`: Firestore rejected the query itself (a composite index it lacks, or a limit such as
 * 30 values in `in`); retrying will not help, a different filter or sort will.
 * `offline`: the server cannot be reached and this device has no copy of the list (issue 15):
 * the table says "This page needs a connection" and loads again once online.
 * `failed`: anything else (no access).
 */
export type TableLoadError = { kind: 'refused' } | { kind: 'offline' } | { kind: 'failed' };

// Codes the server answers for a query it will not run: `failed-precondition` for a missing index,
// `invalid-argument` for a query over Firestore's limits.
const REFUSED_CODES = new Set(['failed-precondition', 'invalid-argument']);

export function classifyLoadError(error: unknown): TableLoadError {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'unavailable') return { kind: 'offline' };
  return { kind: REFUSED_CODES.has(code) ? 'refused' : 'failed' };
}

/** The message shown above a table; `label` is the table's accessible name, e.g. "Orders". */
export function loadErrorMessage(label: string | undefined, error: TableLoadError): string {
  const name = label || 'This list';
  if (error.kind === 'offline') return NEEDS_CONNECTION_TITLE;
  return error.kind === 'refused'
    ? `${name} cannot be listed with these filters and this sort together. Remove a filter or choose another sort.`
    : `${name} could not be loaded. Check your connection and try again.`;
}
