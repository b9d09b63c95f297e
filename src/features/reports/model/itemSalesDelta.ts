/** Order statuses whose lines count as item sales (the franchisor sold and ships them). */
const SOLD_STATUSES: readonly string[] = ['approved', 'fulfilled'];

/**
 * How a status change moves an order's lines in the item sales totals: +1 when it starts to
 * count (approved), -1 when it stops (revision or deleted after approval), 0 otherwise
 * (approved ↔ fulfilled, or changes among unsold statuses).
 */
export function itemSalesDelta(from: string, to: string): 1 | -1 | 0 {
  const before = SOLD_STATUSES.includes(from);
  const after = SOLD_STATUSES.includes(to);
  return before === after ? 0 : after ? 1 : -1;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The day an order's lines are counted under for good in the item sales totals: the UTC calendar
 * day of its creation, "yyyy-MM-dd". UTC because the server (the changeOrderStatus callable)
 * writes the totals and every reader must find the same day whatever its own time zone.
 */
export function orderDayOf(createdAt: Date): string {
  return `${createdAt.getUTCFullYear()}-${pad(createdAt.getUTCMonth() + 1)}-${pad(createdAt.getUTCDate())}`;
}

/** A franchise location an order's delivery location may serve (`deliveryLocationId` link). */
interface ServedCandidate {
  id: string;
  type: unknown;
  enabled?: unknown;
}

/**
 * The franchise location whose type an item sales day carries: of the candidates linked to the
 * order's delivery location in its territory, a truck or restaurant, enabled ones first, then the
 * lowest id, so every write of the day picks the same one. Null when none is linked.
 */
export function pickServedLocation(
  candidates: readonly ServedCandidate[],
): { id: string; type: 'truck' | 'restaurant' } | null {
  const served = candidates
    .filter((l) => l.type === 'truck' || l.type === 'restaurant')
    .map((l) => ({
      id: l.id,
      type: l.type as 'truck' | 'restaurant',
      enabled: l.enabled !== false,
    }))
    .sort((a, b) => Number(b.enabled) - Number(a.enabled) || a.id.localeCompare(b.id))[0];
  return served ? { id: served.id, type: served.type } : null;
}
