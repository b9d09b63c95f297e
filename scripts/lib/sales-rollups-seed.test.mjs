import { describe, expect, it } from 'vitest';
import { buildData, loadModel } from '../seed.mjs';
import { salesRollupRows } from './sales-rollups-seed.mjs';

const model = await loadModel();

describe('seeded sales rollups', () => {
  it('sums the seeded days and refunds of each location month, as the report reads them', () => {
    const docs = buildData(model, new Date(2026, 10, 23, 10));
    const of = (name) => docs.filter(([c]) => c === name).map(([, id, d]) => ({ id, ...d }));
    const rollups = new Map(of('sales_rollups').map((r) => [r.id, r]));
    const entries = of('sales_entries');
    const refunds = of('sales_adjustments');
    expect(entries.length).toBeGreaterThan(100);
    expect(refunds.length).toBeGreaterThan(0);
    // Every location month: the sum of its days and refunds, summed here by hand.
    for (const refund of refunds) {
      const key = `${refund.locationId}_${refund.date.slice(0, 7)}`;
      const days = entries.filter((e) => `${e.locationId}_${e.month}` === key);
      const refunded = refunds.filter((a) => `${a.locationId}_${a.date.slice(0, 7)}` === key);
      expect(rollups.get(key)).toMatchObject({
        netCents: days.reduce((s, d) => s + d.netCents, 0),
        transactions: days.reduce((s, d) => s + d.transactions, 0),
        days: days.length,
        adjustmentCents: refunded.reduce((s, a) => s + a.amountCents, 0),
      });
    }
    // A territory's total of a month is its locations' totals.
    const [territory] = of('territory_sales_rollups').filter((r) => r.unit === 'month');
    const locations = of('sales_rollups').filter(
      (r) => r.territoryId === territory.territoryId && r.period === territory.period,
    );
    expect(territory.netCents).toBe(locations.reduce((s, r) => s + r.netCents, 0));
    // A week keeps its days: each day is its entries of the day, and they add up to the week.
    const [week] = of('territory_sales_rollups').filter((r) => r.unit === 'week' && r.days > 7);
    const days = Object.entries(week.byDay);
    expect(days.reduce((s, [, f]) => s + f.netCents, 0)).toBe(week.netCents);
    for (const [date, f] of days) {
      const reported = entries.filter((e) => e.territoryId === week.territoryId && e.date === date);
      expect(f).toMatchObject({
        netCents: reported.reduce((s, d) => s + d.netCents, 0),
        days: reported.length,
      });
    }
  });

  it("writes each period's chain rollup with every territory's figures as its territory rollup", () => {
    const docs = buildData(model, new Date(2026, 10, 23, 10));
    const of = (name) => docs.filter(([c]) => c === name).map(([, id, d]) => ({ id, ...d }));
    const territories = of('territory_sales_rollups');
    const chains = of('chain_sales_rollups');
    expect(new Set(chains.map((c) => c.id))).toEqual(new Set(territories.map((t) => t.period)));
    for (const t of territories) {
      const chain = chains.find((c) => c.id === t.period);
      const { id: _id, territoryId, unit, period, from, to, updatedAt: _, ...figures } = t;
      expect(chain).toMatchObject({ unit, period, from, to });
      expect(chain.territories[territoryId]).toEqual(figures);
    }
  });

  it('writes nothing without sales', () => {
    expect(salesRollupRows([['orders', 'o1', {}]], model.salesRollups, null)).toEqual([]);
  });
});
