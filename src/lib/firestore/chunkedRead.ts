import { chunkValues, IN_LIMIT } from '@/components/DataTable/inLimits';

/**
 * Reads by a list of `in` / `array-contains-any` values of any length: Firestore takes at most 30
 * per query, so the values go in chunks of `size`, read in parallel, and the results are joined in
 * chunk order. No values, no read (`in []` is refused by the SDK, and there is nothing to find).
 */
export async function readInChunks<V, T>(
  values: readonly V[],
  read: (chunk: V[]) => Promise<readonly T[]>,
  size = IN_LIMIT,
): Promise<T[]> {
  if (values.length === 0) return [];
  const results = await Promise.all(chunkValues(values, size).map(read));
  return results.flat();
}

/** Keeps the first of each id: `array-contains-any` chunks can both match one document. */
export function uniqueById<T extends { id: string }>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)));
}
