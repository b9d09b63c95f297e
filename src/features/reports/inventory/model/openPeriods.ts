import type { InventoryReport } from '@/data/inventory';

/** How many periods not closed yet the reports dashboard lists (the rest are counted). */
export const OPEN_LISTED = 5;

export interface OpenPeriods {
  /** Every period of the scope not closed yet. */
  count: number;
  /** The longest open first, at most OPEN_LISTED of them. */
  oldest: InventoryReport[];
}

const openedAt = (r: InventoryReport) => r.createdAt?.toMillis() ?? Number.POSITIVE_INFINITY;

/**
 * The open periods of several territories from each one's count and oldest page: counts added,
 * the OPEN_LISTED oldest of all pages, the longest open first (a period still being created, with
 * no server time yet, last).
 */
export function mergeOpenPeriods(
  parts: readonly { count: number; oldest: InventoryReport[] }[],
): OpenPeriods {
  return {
    count: parts.reduce((n, p) => n + p.count, 0),
    oldest: parts
      .flatMap((p) => p.oldest)
      .sort((a, b) => openedAt(a) - openedAt(b) || a.locationName.localeCompare(b.locationName))
      .slice(0, OPEN_LISTED),
  };
}
