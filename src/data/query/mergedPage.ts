import { Timestamp } from 'firebase/firestore';
import type { SortDirection } from './queryIndex';

/*
 * Firestore takes at most 30 values in an `in` filter. A list scoped to more territories than
 * that runs one query per chunk (see inLimit.ts) and merges them here, page by page:
 * each chunk is read from its own cursor with `limit(pageSize + 1)`, the union is sorted the way
 * Firestore sorts (the order fields, then the document id in the last field's direction), and the
 * first `pageSize` rows are the page. The page is exact: the true first N of the union lie within
 * each chunk's first N + 1. Each chunk's cursor then moves to the last row it contributed.
 * Reads per page grow with the chunks (pageSize + 1 each), counts are summed.
 */

/** The part of a document snapshot the merge reads. */
export interface MergeableDoc {
  id: string;
  get(fieldPath: string): unknown;
}

export interface MergeOrder {
  field: string;
  direction: SortDirection;
}

/**
 * Merges the chunks' reads into one page. `chunkDocs[i]` is what chunk i returned (at most
 * pageSize + 1 documents after its cursor); `starts[i]` its cursor before this page.
 */
export function mergeChunkPages<D extends MergeableDoc>(
  chunkDocs: readonly (readonly D[])[],
  starts: readonly (D | undefined)[],
  order: readonly MergeOrder[],
  pageSize: number,
): { docs: D[]; hasNextPage: boolean; nextStarts: (D | undefined)[] } {
  if (chunkDocs.length === 1) {
    const docs = chunkDocs[0];
    const page = docs.slice(0, pageSize);
    return {
      docs: page,
      hasNextPage: docs.length > pageSize,
      nextStarts: [page.length ? page[page.length - 1] : starts[0]],
    };
  }
  const tagged = chunkDocs.flatMap((docs, chunk) => docs.map((doc) => ({ doc, chunk })));
  tagged.sort((a, b) => compareDocs(a.doc, b.doc, order));
  const page = tagged.slice(0, pageSize);
  const nextStarts = [...starts];
  for (const { doc, chunk } of page) nextStarts[chunk] = doc;
  return { docs: page.map((t) => t.doc), hasNextPage: tagged.length > pageSize, nextStarts };
}

export function compareDocs(a: MergeableDoc, b: MergeableDoc, order: readonly MergeOrder[]) {
  for (const { field, direction } of order) {
    const c = compareValues(a.get(field), b.get(field));
    if (c !== 0) return direction === 'asc' ? c : -c;
  }
  // Firestore breaks ties by document id, in the direction of the last order field.
  const last = order.length ? order[order.length - 1].direction : 'asc';
  const c = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  return last === 'asc' ? c : -c;
}

// Firestore's order across types: null, booleans, numbers, timestamps, strings, anything else.
function typeRank(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (value instanceof Timestamp || value instanceof Date) return 3;
  if (typeof value === 'string') return 4;
  return 5;
}

function compareValues(a: unknown, b: unknown): number {
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0) return rank;
  const x = comparable(a);
  const y = comparable(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function comparable(value: unknown): number | string {
  if (value instanceof Timestamp) return value.toMillis();
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return 0;
}
