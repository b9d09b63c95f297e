/*
 * Firestore refuses a query with more than 30 values in an `in` filter, and more than 30
 * disjunctions in all: `a in [2 values]` with `b in [20 values]` is 40 (the product). Queries
 * over more values run once per chunk (scopeChunks.ts) and merge (mergedPage.ts).
 */

export const IN_LIMIT = 30;

/** Splits `in` values into chunks of `size` (an empty list yields one empty chunk). */
export function chunkValues<V>(values: readonly V[], size = IN_LIMIT): V[][] {
  if (values.length === 0) return [[]];
  const chunks: V[][] = [];
  for (let i = 0; i < values.length; i += size) chunks.push(values.slice(i, i + size));
  return chunks;
}
