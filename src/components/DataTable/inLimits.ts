import { isFilterActive } from './tableState';
import type { FilterState } from './types';

/*
 * Firestore refuses a query with more than 30 values in an `in` filter, and more than 30
 * disjunctions in all: `a in [2 values]` with `b in [20 values]` is 40 (the product). Server
 * tables stay within it in two ways:
 * - a checkbox filter takes at most `maxCheckboxValues` choices (30 over the other active
 *   checkbox filters' counts times the base query's own disjunctions, e.g. its `status in`);
 *   further boxes are disabled;
 * - a scope of many territories is split into chunks of `scopeChunkSize` values (30 over the
 *   active checkbox filters' counts times the base's disjunctions), one query each, merged page
 *   by page (mergedPage.ts).
 * `baseDisjunctions` is the product of the base query's own `in` value counts (1 without any).
 */

export const IN_LIMIT = 30;

/** Splits `in` values into chunks of `size` (an empty list yields one empty chunk). */
export function chunkValues<V>(values: readonly V[], size = IN_LIMIT): V[][] {
  if (values.length === 0) return [[]];
  const chunks: V[][] = [];
  for (let i = 0; i < values.length; i += size) chunks.push(values.slice(i, i + size));
  return chunks;
}

/** The product of the active checkbox filters' value counts, leaving out `except`. */
function checkboxProduct(filters: FilterState, except?: string): number {
  let product = 1;
  for (const [field, value] of Object.entries(filters)) {
    if (field === except || !isFilterActive(value) || value.type !== 'checkbox') continue;
    product *= value.values.length;
  }
  return product;
}

/** How many values one scope chunk may carry next to the base's and the checkbox filters' `in`s. */
export function scopeChunkSize(filters: FilterState, baseDisjunctions = 1): number {
  return Math.max(1, Math.floor(IN_LIMIT / (checkboxProduct(filters) * baseDisjunctions)));
}

/**
 * How many boxes the filter of `field` may have ticked next to the other checkbox filters and
 * the base query's own `in` filters.
 */
export function maxCheckboxValues(
  filters: FilterState,
  field: string,
  baseDisjunctions = 1,
): number {
  return Math.max(1, Math.floor(IN_LIMIT / (checkboxProduct(filters, field) * baseDisjunctions)));
}
