// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildInventorySeed } from './inventory-seed.mjs';

const now = new Date(2026, 10, 23, 10);
const ts = (d) => ({ toDate: () => d, ms: d.getTime() });
const daysAgo = (n) => {
  const d = new Date(now);
  d.setDate(d.getDate() - n);
  return d;
};

function world() {
  return [
    ['users', 'm', { role: 'manager' }],
    ['users', 'o', { role: 'franchiseeOwner' }],
    [
      'franchise_locations',
      'location-north-cafe',
      {
        name: 'North Coast Cafe',
        type: 'restaurant',
        territoryId: 'territory-north',
        enabled: true,
      },
    ],
    [
      'franchise_locations',
      'location-gulf-truck-2',
      { name: 'Old', type: 'truck', territoryId: 'territory-gulf', enabled: false },
    ],
    ['items', 'item-bun-bri', { sku: 'BUN-BRI', status: 'active' }],
    ['items', 'item-fsh-fil', { sku: 'FSH-FIL', status: 'out_of_stock' }],
    [
      'orders',
      'order-1',
      {
        status: 'fulfilled',
        deliveryLocationId: 'delivery-north-cafe',
        items: [{ id: 'item-bun-bri', quantity: 50 }],
        createdAt: ts(daysAgo(81)),
        revisions: [{ to: 'fulfilled', at: ts(daysAgo(80)) }],
      },
    ],
  ];
}

describe('buildInventorySeed', () => {
  const docs = world();
  const out = buildInventorySeed({ docs, now, ts });
  const reports = out.filter(([c]) => c === 'inventory_reports');
  const line = (reportId, count, itemId) =>
    out.find(
      ([c, id]) => c === `inventory_reports/${reportId}/count_lines` && id === `${count}_${itemId}`,
    )?.[2];

  it('gives the items their counting fields', () => {
    expect(docs[4][2]).toMatchObject({
      unitsPerCase: 12,
      countUnit: 'each',
      storageAreas: { restaurant: 'Dry storage', truck: 'Dry bins' },
      shelfOrder: 1,
    });
    expect(docs[5][2].countUnit).toBe('lb');
  });

  it('makes two closed periods and one open per enabled location', () => {
    expect(reports.map(([, id, r]) => [id, r.status])).toEqual([
      ['inventory-north-cafe-1', 'closed'],
      ['inventory-north-cafe-2', 'closed'],
      ['inventory-north-cafe-3', 'open'],
    ]);
    expect(reports[0][2]).toMatchObject({
      deliveryLocationId: 'delivery-north-cafe',
      userId: 'm',
      locationType: 'restaurant',
      territoryId: 'territory-north',
    });
    expect(reports[2][2].closingCountedAt).toBeUndefined();
  });

  it('opens each period with the last closing and counts only active items', () => {
    for (const p of [1, 2]) {
      expect(line(`inventory-north-cafe-${p + 1}`, 'opening', 'item-bun-bri')).toMatchObject({
        quantity: line(`inventory-north-cafe-${p}`, 'closing', 'item-bun-bri').quantity,
      });
    }
    expect(line('inventory-north-cafe-1', 'opening', 'item-fsh-fil')).toBeUndefined();
  });

  it('keeps quantities whole, in bounds, and zero only as state zero', () => {
    const lines = out.filter(([c]) => c.endsWith('/count_lines')).map(([, , d]) => d);
    expect(lines.length).toBe(5);
    for (const l of lines) {
      expect(Number.isInteger(l.quantity)).toBe(true);
      expect(l.quantity).toBeGreaterThanOrEqual(0);
      expect(l.quantity).toBeLessThanOrEqual(100000);
      expect(l.state).toBe(l.quantity === 0 ? 'zero' : 'counted');
    }
  });

  it('adds what was fulfilled inside the period to the closing', () => {
    const opening = line('inventory-north-cafe-1', 'opening', 'item-bun-bri').quantity;
    const closing = line('inventory-north-cafe-1', 'closing', 'item-bun-bri').quantity;
    // 50 cases of 12 arrived; 30 days of at most 0.2 cases a day were used.
    expect(closing).toBeGreaterThanOrEqual(opening + 600 - Math.round(0.2 * 30 * 12));
  });
});
