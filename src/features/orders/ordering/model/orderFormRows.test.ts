import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../../model/options';
import { orderFormRows } from './orderFormRows';

const item = (id: string, order: number, status = 'active'): CatalogueItem => ({
  id,
  itemDesc: id,
  sku: id.toUpperCase(),
  status,
  priceCents: 1000,
  salePriceCents: 800,
  isOnSale: false,
  casesPerPallet: 10,
  casesPerOvernight: 1,
  order,
});

const ITEMS = [item('cheese', 2), item('buns', 1), item('old', 3, 'discontinued')];

describe('orderFormRows', () => {
  it('lists the active items in catalogue order', () => {
    const rows = orderFormRows(ITEMS, { buns: '0', cheese: '0' });
    expect(rows.map((r) => r.id)).toEqual(['buns', 'cheese']);
  });

  it('keeps a line of an item no longer active after the active ones', () => {
    const rows = orderFormRows(ITEMS, { buns: '0', old: '3' });
    expect(rows.map((r) => r.id)).toEqual(['buns', 'cheese', 'old']);
    expect(rows[2].status).toBe('discontinued');
  });

  it('names a line of an item the catalogue no longer holds', () => {
    const rows = orderFormRows(ITEMS, { gone: '2' });
    expect(rows[2]).toMatchObject({ id: 'gone', itemDesc: 'Unknown item gone', status: 'unknown' });
  });
});
