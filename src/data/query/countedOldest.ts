/*
 * What a dashboard card reads of a list however long it grows (issue 29): aggregates over every
 * matching row (a count, sums) and only the first few in the query's order, the oldest. A scope
 * the rules make us split (territory chunks) reads that per part and merges the parts here, so
 * the reads stay one aggregation and one short page per part at any number of rows
 * (aggregateAndOldest.ts reads a part). Pure: the server's statements code shares it.
 */

/** How many match and the first of them, oldest first. */
export interface CountedOldest<T> {
  count: number;
  oldest: T[];
}

/**
 * The parts merged: counts added, and the first `limit` rows of all parts by `order` (the
 * parts are disjoint, and each part's first `limit` holds its share of the overall first).
 */
export function mergeCountedOldest<T>(
  parts: readonly { count: number; oldest: readonly T[] }[],
  order: (a: T, b: T) => number,
  limit: number,
): CountedOldest<T> {
  return {
    count: parts.reduce((n, p) => n + p.count, 0),
    oldest: parts
      .flatMap((p) => p.oldest)
      .sort(order)
      .slice(0, limit),
  };
}
