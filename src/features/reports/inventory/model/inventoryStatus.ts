/**
 * The life of an inventory period (issue 14): the opening count, the open period, the closing
 * count, closed. Only the server steps a period (functions/src/inventory), with these functions.
 */
import { INVENTORY_STATUSES, type CountKind, type InventoryStatus } from '@/data/shapes/inventory';
import { lineQuantity, type CountLine } from './cogs';

// The stored statuses and count kinds (src/data/shapes/inventory.ts, pure: the server reads them).
export { INVENTORY_STATUSES, type CountKind, type InventoryStatus };

export const STATUS_LABELS: Record<InventoryStatus, string> = {
  openingInProgress: 'Opening in progress',
  open: 'Open',
  closingInProgress: 'Closing in progress',
  closed: 'Closed',
};

/** The id of one line: a line per count and item, so parallel counters never collide. */
export const countLineId = (count: CountKind, itemId: string) => `${count}_${itemId}`;

/** The status after the next step, or null for a closed period (only a reopen changes it). */
export function nextStatus(status: InventoryStatus): InventoryStatus | null {
  const i = INVENTORY_STATUSES.indexOf(status);
  return i < INVENTORY_STATUSES.length - 1 ? INVENTORY_STATUSES[i + 1] : null;
}

/** The count being taken in this status, or null when none may be edited. */
export function countInProgress(status: InventoryStatus): CountKind | null {
  if (status === 'openingInProgress') return 'opening';
  if (status === 'closingInProgress') return 'closing';
  return null;
}

/** Items still blank: a count completes only when this is empty (a partial count never closes). */
export function blankItems(
  itemIds: readonly string[],
  lines: Readonly<Record<string, CountLine>>,
): string[] {
  return itemIds.filter((id) => lineQuantity(lines[id]) === null);
}

/** "Mark the rest as zero": the lines to save for every blank item, a deliberate action. */
export function markRestAsZero(
  itemIds: readonly string[],
  lines: Readonly<Record<string, CountLine>>,
): Record<string, CountLine> {
  return Object.fromEntries(
    blankItems(itemIds, lines).map((id) => [id, { state: 'zero' } satisfies CountLine]),
  );
}
