import { describe, expect, it } from 'vitest';
import { itemSalesDelta, unitPriceCents } from './itemSalesDelta';

describe('item sales delta of a status change', () => {
  it('adds on approval, removes when an approved order leaves, ignores the rest', () => {
    expect(itemSalesDelta('pending', 'approved')).toBe(1);
    expect(itemSalesDelta('revision', 'approved')).toBe(1);
    expect(itemSalesDelta('approved', 'revision')).toBe(-1);
    expect(itemSalesDelta('approved', 'deleted')).toBe(-1);
    expect(itemSalesDelta('approved', 'fulfilled')).toBe(0);
    expect(itemSalesDelta('fulfilled', 'approved')).toBe(0);
    expect(itemSalesDelta('pending', 'revision')).toBe(0);
    expect(itemSalesDelta('pending', 'deleted')).toBe(0);
  });

  it('prices at the sale price only while on sale', () => {
    expect(unitPriceCents({ price: 89.5, salePrice: 79.5, isOnSale: true })).toBe(7950);
    expect(unitPriceCents({ price: 89.5, salePrice: 79.5, isOnSale: false })).toBe(8950);
    expect(unitPriceCents({ price: 32, salePrice: 0, isOnSale: true })).toBe(3200);
  });
});
