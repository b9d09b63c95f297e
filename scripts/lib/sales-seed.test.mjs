// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildSalesSeed, dayKey } from './sales-seed.mjs';

const now = new Date(2026, 10, 23, 10);
const ts = (d) => ({ toDate: () => d });
const at = (daysBack) => {
  const d = new Date(now);
  d.setDate(d.getDate() - daysBack);
  return d;
};
const docs = [
  [
    'franchise_locations',
    'ft',
    {
      name: 'North Coast Truck 1',
      type: 'truck',
      territoryId: 'n',
      enabled: true,
      deliveryLocationId: 'dn',
    },
  ],
  [
    'franchise_locations',
    'fg',
    { name: 'Grill', type: 'restaurant', territoryId: 'g', enabled: true },
  ],
  ['franchise_locations', 'fx', { name: 'Old', type: 'truck', territoryId: 'g', enabled: false }],
  ['delivery_locations', 'dn', { name: 'Dock', territoryId: 'n' }],
  ['delivery_locations', 'dg', { name: 'Unlinked dock', territoryId: 'g' }],
  ['items', 'fries', { priceCents: 3875, salePriceCents: 3400, isOnSale: true, status: 'active' }],
  ['items', 'buns', { priceCents: 3200, salePriceCents: 0, isOnSale: false, status: 'active' }],
  [
    'orders',
    'o1',
    {
      status: 'approved',
      deliveryLocationId: 'dn',
      createdAt: ts(at(10)),
      items: [
        { id: 'fries', quantity: 2 },
        { id: 'buns', quantity: 1 },
      ],
    },
  ],
  [
    'orders',
    'o2',
    {
      status: 'pending',
      deliveryLocationId: 'dn',
      createdAt: ts(at(10)),
      items: [{ id: 'buns', quantity: 9 }],
    },
  ],
];

describe('sales seed', () => {
  const out = buildSalesSeed({ docs, now, ts: (d) => d });
  const of = (c) => out.filter(([collection]) => collection === c);

  it('writes a year of consistent daily sales per enabled location, up to 3 days ago', () => {
    const entries = of('sales_entries');
    const grill = entries.filter(([, , d]) => d.locationId === 'fg');
    expect(grill).toHaveLength(428);
    expect(grill[0][2].date).toBe(dayKey(at(3)));
    expect(entries.some(([, , d]) => d.locationId === 'fx')).toBe(false);
    for (const [, id, d] of entries) {
      expect(id).toBe(`${d.locationId}_${d.date}`);
      expect(d.netCents).toBe(d.grossCents - d.discountCents - d.refundCents);
      expect(Number.isInteger(d.transactions) && d.transactions > 0).toBe(true);
    }
    // One month of the truck is left unreported, so its statement shows as late.
    expect(entries.filter(([, , d]) => d.locationId === 'ft').length).toBeLessThan(410);
  });

  it('sums approved orders per day and item at the sale price, ignoring pending ones', () => {
    const day = of('item_sales_daily').find(([, id]) => id === `${dayKey(at(10))}_dn`);
    expect(day[2].items).toEqual({
      fries: { qty: 2, cents: 6_800 },
      buns: { qty: 1, cents: 3_200 },
    });
  });

  it('files each day under the type of the franchise location its delivery location serves', () => {
    const days = of('item_sales_daily');
    const dock = days.filter(([, , d]) => d.deliveryLocationId === 'dn');
    expect(dock.length).toBeGreaterThan(0);
    for (const [, , d] of dock) {
      expect(d).toMatchObject({ franchiseLocationId: 'ft', locationType: 'truck' });
    }
    // A delivery location no franchise location receives at has no type (only "All types").
    const unlinked = days.filter(([, , d]) => d.deliveryLocationId === 'dg');
    expect(unlinked.length).toBeGreaterThan(0);
    for (const [, , d] of unlinked) expect(d).not.toHaveProperty('locationType');
  });

  it('sets default royalty and ad-fund rates per enabled location, in force from the first seeded month', () => {
    const oldest = of('sales_entries').reduce(
      (m, [, , d]) => (d.month < m ? d.month : m),
      '9999-12',
    );
    expect(of('royalty_settings').map(([, id, d]) => [id, d.versions])).toEqual([
      ['ft', [{ from: oldest, royaltyBps: 600, adFundBps: 200 }]],
      ['fg', [{ from: oldest, royaltyBps: 600, adFundBps: 200 }]],
    ]);
  });
});
