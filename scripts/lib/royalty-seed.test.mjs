import { describe, expect, it } from 'vitest';
import { loadModel } from '../seed.mjs';
import { buildRoyaltySeed } from './royalty-seed.mjs';

// The app's own model, loaded as the seed loads it (refreshStatement, invoiceNumber, dueDateAfter).
const model = await loadModel();
const now = new Date(2026, 10, 23, 10);

/** One entry a day of net $100.00 (gross $110.00) from 2026-07-15 to 2026-11-20. */
function entries(locationId) {
  const out = [];
  for (let d = new Date(2026, 6, 15); d <= new Date(2026, 10, 20); d.setDate(d.getDate() + 1)) {
    const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    out.push([
      'sales_entries',
      `${locationId}_${date}`,
      { locationId, date, month: date.slice(0, 7), grossCents: 11_000, netCents: 10_000 },
    ]);
  }
  return out;
}

const rates = (id) => ({
  locationId: id,
  territoryId: 't1',
  versions: [{ from: '2026-07', royaltyBps: 600, adFundBps: 200 }],
});

const docs = [
  ['users', 'sa', { role: 'superAdmin', firstName: 'Sam', lastName: 'Super' }],
  ['users', 'ow', { role: 'franchiseeOwner', firstName: 'Olivia', lastName: 'Owner' }],
  ['franchise_locations', 'a-truck', { name: 'A Truck', territoryId: 't1', enabled: true }],
  ['franchise_locations', 'b-cafe', { name: 'B Cafe', territoryId: 't1', enabled: true }],
  ['franchise_locations', 'c-old', { name: 'C Old', territoryId: 't1', enabled: false }],
  ['royalty_settings', 'a-truck', rates('a-truck')],
  ['royalty_settings', 'b-cafe', rates('b-cafe')],
  ['royalty_settings', 'c-old', rates('c-old')],
  ...entries('a-truck'),
  ...entries('b-cafe'),
  [
    'sales_adjustments',
    'refund-1',
    { locationId: 'b-cafe', date: '2026-09-10', month: '2026-09', amountCents: 5_000 },
  ],
];
const out = buildRoyaltySeed({ docs, now, ...model });
const statement = (id) => out.find(([c, i]) => c === 'royalty_statements' && i === id)?.[2];

describe('royalty seed', () => {
  it('issues every full ended month of the enabled locations, not the partial first or the current one', () => {
    expect(out.filter(([c]) => c === 'royalty_statements').map(([, id]) => id)).toEqual([
      'a-truck_2026-08',
      'a-truck_2026-09',
      'a-truck_2026-10',
      'b-cafe_2026-08',
      'b-cafe_2026-09',
      'b-cafe_2026-10',
    ]);
  });

  it("computes each month's figures from its entries and approved refunds", () => {
    // September: 30 days x $100.00 net = $3,000.00, less a $50.00 refund = $2,950.00;
    // 6 % = $177.00, 2 % = $59.00, due $236.00.
    expect(statement('b-cafe_2026-09')).toMatchObject({
      grossCents: 330_000,
      exclusionsCents: 30_000,
      approvedRefundsCents: 5_000,
      netCents: 295_000,
      royaltyCents: 17_700,
      adFundCents: 5_900,
      dueCents: 23_600,
      daysReported: 30,
      daysInMonth: 30,
    });
  });

  it('leaves the last ended month awaiting an answer, one statement unpaid past due, the rest paid', () => {
    expect(statement('a-truck_2026-10')).toMatchObject({ status: 'issued', invoiceNumber: '' });
    // The month before last at the first location: confirmed 5 Oct, due 20 Oct, nothing paid.
    expect(statement('a-truck_2026-09')).toMatchObject({
      status: 'confirmed',
      dueDate: '2026-10-20',
      paidCents: 0,
      unpaidDueDate: '2026-10-20',
    });
    const paid = statement('b-cafe_2026-09');
    expect(paid).toMatchObject({ status: 'confirmed', paidCents: 23_600, unpaidDueDate: null });
    expect(statement('a-truck_2026-10').unpaidDueDate).toBeNull();
    expect(paid.history.map((e) => e.kind)).toEqual(['issued', 'confirmed', 'payment']);
  });

  it('numbers the invoices of each year in order and leaves the counter at the last', () => {
    expect(
      ['a-truck_2026-08', 'a-truck_2026-09', 'b-cafe_2026-08', 'b-cafe_2026-09'].map(
        (id) => statement(id).invoiceNumber,
      ),
    ).toEqual(['RS-2026-00001', 'RS-2026-00002', 'RS-2026-00003', 'RS-2026-00004']);
    expect(out.filter(([c]) => c === 'counters')).toEqual([
      ['counters', 'royaltyInvoices-2026', { value: 4 }],
    ]);
  });
});
