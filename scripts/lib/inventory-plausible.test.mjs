// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  countExpectations,
  flaggedItems,
} from '../../src/features/reports/inventory/model/countFlags.ts';
import { buildData, loadModel } from '../seed.mjs';

/**
 * The seeded counts read as the count sheet reads them (issue 30): a closed period reopened for a
 * correction, and the opening copied from a closing, flag no line, and the open period expects
 * stock on the shelf today (not "about 0" of everything).
 */
const model = await loadModel();
const now = new Date(2026, 10, 23, 10);
const docs = buildData(model, now);
const of = (collection) => docs.filter(([c]) => c === collection);

const items = of('items')
  .filter(([, , d]) => d.status === 'active')
  .map(([, id, d]) => ({ id, unitsPerCase: d.unitsPerCase ?? 1 }));
const dateOf = (t) => t?.toDate() ?? null;
const periods = of('inventory_reports').map(([, id, d]) => ({
  id,
  ...d,
  openingCountedAt: dateOf(d.openingCountedAt),
  closingCountedAt: dateOf(d.closingCountedAt),
}));
const linesOf = (reportId, count) =>
  Object.fromEntries(
    of(`inventory_reports/${reportId}/count_lines`)
      .filter(([, , l]) => l.count === count)
      .map(([, , l]) => [
        l.itemId,
        l.state === 'zero' ? { state: 'zero' } : { state: 'counted', quantity: l.quantity },
      ]),
  );
const fulfilledAt = (o) => dateOf(o.revisions.filter((r) => r.to === 'fulfilled').at(-1)?.at);
const reads = {
  lines: async (p, count) => linesOf(p.id, count),
  orders: async (p) =>
    of('orders')
      .map(([, , o]) => o)
      .filter((o) => o.status === 'fulfilled' && o.deliveryLocationId === p.deliveryLocationId)
      .map((o) => ({ fulfilledAt: fulfilledAt(o), lines: o.items })),
  movements: async () => [],
};

describe('seeded inventory counts', () => {
  const locations = [...new Set(periods.map((p) => p.locationId))];

  it.each(locations)('%s: every count is what its expectations lead one to expect', async (id) => {
    const [first, second, open] = periods
      .filter((p) => p.locationId === id)
      .sort((a, b) => a.openingCountedAt - b.openingCountedAt);
    const later = new Date(now.getTime() + 20 * 86_400_000);
    // The second period reopened weeks later: its closing is expected as of its own stamp.
    const closing = await countExpectations(reads, {
      count: 'closing',
      items,
      period: second,
      previous: first,
      now: later,
    });
    expect(Object.keys(closing)).toHaveLength(items.length);
    expect(flaggedItems(linesOf(second.id, 'closing'), closing)).toEqual([]);
    // The open period's opening, copied from that closing.
    const opening = await countExpectations(reads, {
      count: 'opening',
      items,
      period: open,
      previous: second,
      now: later,
    });
    expect(flaggedItems(linesOf(open.id, 'opening'), opening)).toEqual([]);
    // Today the open period expects stock left on the shelf of most items.
    const today = await countExpectations(reads, {
      count: 'closing',
      items,
      period: { ...open, closingCountedAt: null },
      previous: second,
      now,
    });
    const stocked = Object.values(today).filter((e) => e.quantity >= 1);
    expect(stocked.length).toBeGreaterThanOrEqual(items.length - 1);
  });
});
