// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toStoredLines } from '../../src/data/orderLines';
import { withStoredOrderLines } from './order-lines-seed.mjs';

const items = [
  { id: 'item-bun', quantity: 4 },
  { id: 'item-fries', quantity: 10000 },
];

describe('withStoredOrderLines', () => {
  it('stores the lines of orders and drafts as the app does, and leaves other documents', () => {
    const other = ['item_sales_daily', 'd1', { items: { 'item-bun': { qty: 4 } } }];
    const [order, draft, kept] = withStoredOrderLines([
      ['orders', 'order-001', { orderNumber: 1, items }],
      ['draft_orders', 'draft-1', { items: [] }],
      other,
    ]);
    expect(order).toEqual(['orders', 'order-001', { orderNumber: 1, lines: toStoredLines(items) }]);
    expect(draft).toEqual(['draft_orders', 'draft-1', { lines: {} }]);
    expect(kept).toEqual(other);
  });

  it('refuses a seeded order naming an item twice', () => {
    expect(() =>
      withStoredOrderLines([
        ['orders', 'o', { items: [...items, { id: 'item-bun', quantity: 1 }] }],
      ]),
    ).toThrow('Seeded orders/o names an item twice');
  });
});
