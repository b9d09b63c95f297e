import type { CategoryRef } from './types';

/** How many category chips a card shows before "+N more categories". */
const VISIBLE_CATEGORY_CHIPS = 2;

/** Splits a video's categories into the chips shown and the rest listed in the tooltip. */
export function splitCategories(
  categories: readonly CategoryRef[],
  visible = VISIBLE_CATEGORY_CHIPS,
): { shown: CategoryRef[]; hidden: CategoryRef[] } {
  return { shown: categories.slice(0, visible), hidden: categories.slice(visible) };
}

/** The label of the overflow chip (spec 02 §2: "+N more categories"). */
export function moreCategoriesLabel(count: number): string {
  return `+${count} more ${count === 1 ? 'category' : 'categories'}`;
}
