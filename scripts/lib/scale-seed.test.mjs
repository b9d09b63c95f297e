// @vitest-environment node
import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { readApproval } from '../../src/data/approvals.ts';
import { readComplianceReport } from '../../src/data/complianceReports.ts';
import { readDeliveryLocationDoc } from '../../src/data/deliveryLocations.ts';
import { readFranchiseLocationDoc } from '../../src/data/franchiseLocations.ts';
import { readInventoryReport, readOtherExpense } from '../../src/data/inventory.ts';
import { readStoredLines } from '../../src/data/orderLines.ts';
import { readOrder, readOrderNotification } from '../../src/data/orders.ts';
import { readItemSalesDay } from '../../src/data/salesLedger.ts';
import { readCountLine } from '../../src/data/shapes/inventory.ts';
import { readRoyaltyRates } from '../../src/data/shapes/royalty.ts';
import { readSalesAdjustment, readSalesDay } from '../../src/data/shapes/salesLedger.ts';
import { readLlcDoc, readTerritoryDoc } from '../../src/data/territories.ts';
import { readUserProfile } from '../../src/data/users.ts';
import { ROLE_NAMES, resolvePermissions } from '../../src/domain/permissions.ts';
import { routedAssignee, routeId } from '../../src/features/approvals/model/routing.ts';
import { scoreReport } from '../../src/features/compliance/model/scoring.ts';
import { adjustmentDay } from '../../src/features/reports/model/salesMath.ts';
import { complianceCatalogue } from '../seed.mjs';
import { buildChain } from './scale-chain.mjs';
import { scaleDocuments } from './scale-seed.mjs';

const now = new Date(2026, 10, 23, 10);
const items = [
  { id: 'fries', priceCents: 3875, salePriceCents: 3400, isOnSale: true, unitsPerCase: 6 },
  { id: 'buns', priceCents: 3200, salePriceCents: 0, isOnSale: false, unitsPerCase: 12 },
  { id: 'cups', priceCents: 1850, salePriceCents: 0, isOnSale: false, unitsPerCase: 1000 },
];
const table = { [routeId(null, null)]: 'fu', [routeId('refund', null)]: 'sa' };

/** A tiny chain (one territory, a restaurant and a truck) over two years, as a list. */
const build = () => [
  ...scaleDocuments({
    scale: 0.02,
    days: 730,
    now,
    ts: (d) => Timestamp.fromDate(d),
    items,
    catalogue: complianceCatalogue,
    scoreReport,
    assigneeOf: (formId, territoryId, userId) => routedAssignee(table, formId, territoryId, userId),
    adjustmentDay,
    roleFields: (role) => ({
      timezone: 'EST',
      role,
      roleName: ROLE_NAMES[role],
      permissions: resolvePermissions(role),
    }),
    corporate: { superAdmin: { uid: 'sa', name: 'Sam' }, fulfillment: { uid: 'fu', name: 'Fran' } },
  }),
];

/** Every stored scalar, timestamp and list of text the reader returns reads back as stored. */
function expectReadAsStored(read, data) {
  for (const [key, value] of Object.entries(read)) {
    const stored = data[key];
    const plain =
      ['string', 'number', 'boolean'].includes(typeof stored) ||
      stored instanceof Timestamp ||
      (Array.isArray(stored) && stored.every((v) => typeof v === 'string'));
    if (plain) expect({ [key]: value }).toEqual({ [key]: stored });
  }
}

const READERS = {
  territories: (d) => readTerritoryDoc(d),
  llcs: (d) => readLlcDoc(d),
  users: (d, id) => readUserProfile(d, id),
  franchise_locations: (d) => readFranchiseLocationDoc(d),
  delivery_locations: (d) => readDeliveryLocationDoc(d),
  royalty_settings: (d, id) => readRoyaltyRates(d, id),
  sales_entries: (d) => readSalesDay(d),
  orders: (d) => readOrder(d),
  orderNotifications: (d) => readOrderNotification(d),
  item_sales_daily: (d) => readItemSalesDay(d),
  inventory_reports: (d, id) => readInventoryReport(d, id),
  count_lines: (d) => readCountLine(d),
  other_expenses: (d) => readOtherExpense(d),
  compliance_reports: (d) => readComplianceReport(d),
  approvals: (d) => readApproval(d),
  sales_adjustments: (d, id) => readSalesAdjustment(d, id),
};

describe('scale seed documents', () => {
  const docs = build();
  const of = (name) => docs.filter(([c]) => c.split('/').at(-1) === name);

  it('writes every collection, each document once, the same on every run', () => {
    for (const name of Object.keys(READERS)) expect(of(name).length, name).toBeGreaterThan(0);
    const paths = docs.map(([c, id]) => `${c}/${id}`);
    expect(new Set(paths).size).toBe(paths.length);
    expect(JSON.stringify(build())).toBe(JSON.stringify(docs));
    expect(paths.every((p) => p.startsWith('chain-') || p.split('/')[1].includes('chain-'))).toBe(
      true,
    );
  });

  it('stamps nothing after now', () => {
    const late = docs.filter(([, , d]) =>
      [d.createdAt, d.updatedAt, ...(d.history ?? []), ...(d.revisions ?? [])].some(
        (v) => (v?.at ?? v)?.toDate?.() > now,
      ),
    );
    expect(late).toEqual([]);
  });

  it('stores what the app readers read back', () => {
    for (const [collection, id, data] of docs) {
      const name = collection.split('/').at(-1);
      expectReadAsStored(READERS[name](data, id), data);
    }
    const approvals = of('approvals').map(([, , d]) => d);
    expect(new Set(approvals.map((d) => d.status)).size).toBeGreaterThan(2);
    for (const a of approvals) {
      expect(readApproval(a).assigneeId).toBe(a.status === 'draft' ? null : (a.assigneeId ?? null));
    }
  });

  it('sums each item sales day from its approved and fulfilled orders at the catalogue price', () => {
    const price = { fries: 3400, buns: 3200, cups: 1850 };
    const expected = {};
    for (const [, , order] of of('orders')) {
      if (order.status !== 'approved' && order.status !== 'fulfilled') continue;
      const day = `${order.createdAt.toDate().toLocaleDateString('en-CA')}_${order.deliveryLocationId}`;
      for (const line of readStoredLines(order.lines)) {
        const total = (expected[day] ??= {})[line.id] ?? { qty: 0, cents: 0 };
        total.qty += line.quantity;
        total.cents += line.quantity * price[line.id];
        expected[day][line.id] = total;
      }
    }
    const stored = Object.fromEntries(of('item_sales_daily').map(([, id, d]) => [id, d.items]));
    expect(stored).toEqual(expected);
  });

  it('closes each inventory period below its opening plus what was delivered in it', () => {
    const lines = of('count_lines');
    expect(lines.every(([, , l]) => l.quantity >= 0 && l.quantity <= 100_000)).toBe(true);
    const units = Object.fromEntries(items.map((i) => [i.id, i.unitsPerCase]));
    const fulfilled = of('orders')
      .map(([, , o]) => o)
      .filter((o) => o.status === 'fulfilled');
    const closed = of('inventory_reports').filter(([, , r]) => r.status === 'closed');
    expect(closed.length).toBeGreaterThan(0);
    for (const [, reportId, report] of closed) {
      const [from, to] = [report.openingCountedAt.toDate(), report.closingCountedAt.toDate()];
      const count = (kind, itemId) =>
        lines.find(([c, id]) => c.includes(`/${reportId}/`) && id === `${kind}_${itemId}`)[2]
          .quantity;
      for (const { id } of items) {
        let delivered = 0;
        for (const order of fulfilled) {
          const at = order.revisions.at(-1).at.toDate();
          if (order.deliveryLocationId !== report.deliveryLocationId || at <= from || at > to)
            continue;
          const line = readStoredLines(order.lines).find((l) => l.id === id);
          delivered += (line?.quantity ?? 0) * units[id];
        }
        expect(count('closing', id)).toBeLessThan(count('opening', id) + delivered);
      }
    }
  });

  it('sizes the full chain as the issue asks', () => {
    const { territories, locations } = buildChain(1);
    expect(territories).toHaveLength(10);
    expect(locations).toHaveLength(120);
    expect(locations.filter((l) => l.type === 'truck')).toHaveLength(50);
  });
});
