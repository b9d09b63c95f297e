import { IN_LIMIT } from '@/data/query/inLimit';
import { isFilterActive } from './tableState';
import type { FilterState } from './types';

/*
 * Server tables stay within Firestore's 30 values and disjunctions (src/data/query/inLimit.ts)
 * in two ways:
 * - a checkbox filter takes at most `maxCheckboxValues` choices (30 over the other active
 *   checkbox filters' counts times the base query's own disjunctions, e.g. its `status in`);
 *   further boxes are disabled;
 * - a scope of many territories is split into chunks of `scopeChunkSize` values (30 over the
 *   active checkbox filters' counts times the base's disjunctions), one query each, merged page
 *   by page (src/data/query/mergedPage.ts).
 * `baseDisjunctions` is the product of the base query's own `in` value counts (1 without any).
 */

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
