import type { DocumentData, Query } from 'firebase/firestore';
import { chunkValues, IN_LIMIT } from './inLimit';

/*
 * Firestore takes at most 30 values in an `in` filter, and a user's territory scope may be
 * longer. A fixed (non-table) query over such a scope runs once per chunk of 30, all chunks in
 * parallel, and merges the answers here: lists are concatenated (or merged in the query's order
 * and cut to its limit), counts are summed. Tables take the same `ScopeQuery` as a DataTable
 * `ChunkedScope` and merge page by page (components/DataTable/mergedPage.ts).
 */

/** A query over any number of `in` values: the base query for one chunk of them. */
export interface ScopeQuery<TData extends DocumentData, TDb extends DocumentData = DocumentData> {
  values: readonly string[];
  build: (chunk: readonly string[]) => Query<TData, TDb>;
  /** The disjunctions the base's own `in` filters make (their values' product); default 1. */
  disjunctions?: number;
}

/**
 * A query needing no `in` values (e.g. a top role's unscoped read) in the same form: it builds
 * once, from an empty chunk.
 */
export function unscoped<TData extends DocumentData, TDb extends DocumentData>(
  base: Query<TData, TDb>,
): ScopeQuery<TData, TDb> {
  return { values: [], build: () => base };
}

/**
 * One query per chunk (one query for no values), each chunk small enough that its values times
 * the base's own disjunctions stay within `limit` (Firestore: 30).
 */
export function chunkQueries<TData extends DocumentData, TDb extends DocumentData>(
  scope: ScopeQuery<TData, TDb>,
  limit: number = IN_LIMIT,
): Query<TData, TDb>[] {
  const size = Math.max(1, Math.floor(limit / (scope.disjunctions ?? 1)));
  return chunkValues(scope.values, size).map((chunk) => scope.build(chunk));
}

/** The queries a table base stands for: itself, or one per chunk of a scope. */
export function baseQueries<TData extends DocumentData, TDb extends DocumentData>(
  base: Query<TData, TDb> | ScopeQuery<TData, TDb>,
): Query<TData, TDb>[] {
  return 'build' in base ? chunkQueries(base) : [base];
}

/** Runs `read` on every chunk query in parallel and concatenates the answers in chunk order. */
export async function readChunks<Q, T>(
  queries: readonly Q[],
  read: (query: Q) => Promise<readonly T[]>,
): Promise<T[]> {
  const lists = await Promise.all(queries.map(read));
  return lists.flat();
}

/** Runs `count` on every chunk query in parallel and adds the counts up (chunks are disjoint). */
export async function sumChunks<Q>(
  queries: readonly Q[],
  count: (query: Q) => Promise<number>,
): Promise<number> {
  const counts = await Promise.all(queries.map(count));
  return counts.reduce((sum, n) => sum + n, 0);
}

/**
 * The first `n` of several lists each already in `compare` order, as one query with `limit(n)`
 * over the union would return them: every chunk read with `limit(n)` holds its share of them.
 */
export function firstOfMerged<T>(
  lists: readonly (readonly T[])[],
  compare: (a: T, b: T) => number,
  n: number,
): T[] {
  return lists.flat().sort(compare).slice(0, Math.max(0, n));
}

/** Keeps the first of each id: `array-contains-any` chunks can both match one document. */
export function uniqueById<T extends { id: string }>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)));
}
