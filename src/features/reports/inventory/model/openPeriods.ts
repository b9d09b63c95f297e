import type { InventoryReport } from '@/data/inventory';
import { mergeCountedOldest, type CountedOldest } from '@/data/query/countedOldest';

/** How many periods not closed yet the reports dashboard lists (the rest are counted). */
export const OPEN_LISTED = 5;

/** Every period of the scope not closed yet, counted; the longest open first, OPEN_LISTED of them. */
export type OpenPeriods = CountedOldest<InventoryReport>;

const openedAt = (r: InventoryReport) => r.createdAt?.toMillis() ?? Number.POSITIVE_INFINITY;
const byOpened = (a: InventoryReport, b: InventoryReport) =>
  openedAt(a) - openedAt(b) || a.locationName.localeCompare(b.locationName);

/**
 * The open periods of several territories from each one's count and oldest page: counts added,
 * the OPEN_LISTED oldest of all pages, the longest open first (a period still being created, with
 * no server time yet, last).
 */
export function mergeOpenPeriods(
  parts: readonly { count: number; oldest: InventoryReport[] }[],
): OpenPeriods {
  return mergeCountedOldest(parts, byOpened, OPEN_LISTED);
}
