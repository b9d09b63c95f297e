// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dayInPeriod, periodCogs } from '../../src/features/reports/inventory/model/cogs.ts';
import {
  itemsOfPeriod,
  purchaseLines,
} from '../../src/features/reports/inventory/model/cogsReport.ts';
import { readItemPrices, unitPriceCents } from '../../src/domain/itemPrices.ts';
import { readCountedSales } from '../../src/data/orderLines.ts';
import { buildData, loadModel } from '../seed.mjs';

// The app's own model, loaded as the seed loads it.
const model = await loadModel();
import { dayKey } from './sales-seed.mjs';

/**
 * The seeded closed periods' COGS % as the COGS page computes it (cogs-data.ts assembling the
 * same documents for the app's periodCogs): a realistic 28-35 % for every location, from the
 * whole demo seed.
 */
const docs = buildData(model, new Date(2026, 10, 23, 10));
const of = (collection) => docs.filter(([c]) => c === collection);

const catalogue = of('items').map(([, id, d]) => ({
  id,
  category: d.category ?? 'Uncategorized',
  unitsPerCase: d.unitsPerCase ?? 1,
  currentCasePriceCents: unitPriceCents(readItemPrices(d)),
}));
const countsOf = (reportId, count) =>
  Object.fromEntries(
    of(`inventory_reports/${reportId}/count_lines`)
      .filter(([, , l]) => l.count === count)
      .map(([, , l]) => [
        l.itemId,
        l.state === 'zero' ? { state: 'zero' } : { state: 'counted', quantity: l.quantity },
      ]),
  );

function cogsPercents(locationId) {
  const location = of('franchise_locations').find(([, id]) => id === locationId)[2];
  const orders = of('orders')
    .map(([, , o]) => o)
    .filter((o) => o.status === 'fulfilled' && o.deliveryLocationId === location.deliveryLocationId)
    .map((o) => ({
      fulfilledDay: dayKey(
        o.revisions
          .filter((r) => r.to === 'fulfilled')
          .at(-1)
          .at.toDate(),
      ),
      lines: o.items,
      counted: readCountedSales(o.countedSales)?.items ?? null,
    }));
  const purchases = purchaseLines(orders, catalogue);
  return of('inventory_reports')
    .filter(([, , r]) => r.locationId === locationId && r.status === 'closed')
    .map(([, reportId, r]) => {
      const from = dayKey(r.createdAt.toDate());
      const to = dayKey(r.updatedAt.toDate());
      const period = { from, to, closed: true };
      const netSalesCents = of('sales_entries')
        .filter(([, , s]) => s.locationId === locationId && dayInPeriod(s.date, period))
        .reduce((sum, [, , s]) => sum + s.netCents, 0);
      const opening = countsOf(reportId, 'opening');
      const figures = periodCogs({
        // As the COGS page: the items on the period's opening count.
        items: itemsOfPeriod({ opening }, catalogue),
        opening,
        closing: countsOf(reportId, 'closing'),
        purchases,
        ...period,
        transfersInCents: 0,
        transfersOutCents: 0,
        netSalesCents,
      });
      return { reportId, purchasesCents: figures.purchasesCents, bps: figures.cogsPercentBps };
    });
}

describe('seeded COGS', () => {
  const locations = of('franchise_locations').filter(([, , d]) => d.enabled);

  it.each(locations.map(([, id]) => id))(
    '%s: COGS is 28-35 percent of net sales in each closed period',
    (id) => {
      const periods = cogsPercents(id);
      expect(periods).toHaveLength(2);
      for (const period of periods) {
        expect(period.bps, period.reportId).toBeGreaterThanOrEqual(2_800);
        expect(period.bps, period.reportId).toBeLessThanOrEqual(3_500);
      }
    },
  );

  it('keeps every count line within the rules (0..100000) and order lines within 10000 cases', () => {
    for (const [collection, , line] of docs) {
      if (!collection.endsWith('/count_lines')) continue;
      expect(line.quantity).toBeGreaterThanOrEqual(0);
      expect(line.quantity).toBeLessThanOrEqual(100_000);
    }
    for (const [, , order] of of('orders')) {
      for (const line of order.items) expect(line.quantity).toBeLessThanOrEqual(10_000);
    }
  });

  it('buys through the seeded fulfilled orders: their item sales totals grew with them', () => {
    const periods = locations.flatMap(([, id]) => cogsPercents(id));
    expect(periods.some((p) => p.purchasesCents > 1_000_000)).toBe(true);
    const [, , order] = of('orders').find(
      ([, , o]) => o.status === 'fulfilled' && o.deliveryLocationId === 'delivery-north-cafe',
    );
    const day = of('item_sales_daily').find(
      ([, id]) => id === `${dayKey(order.createdAt.toDate())}_${order.deliveryLocationId}`,
    )[2];
    for (const line of order.items)
      expect(day.items[line.id].qty).toBeGreaterThanOrEqual(line.quantity);
  });
});
