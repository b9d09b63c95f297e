import { describe, expect, it } from 'vitest';
import { dollarsToCents, readItemPrices, unitPriceCents } from './itemPrices';

describe('dollars to cents', () => {
  it('converts whole and two-decimal amounts exactly', () => {
    expect(dollarsToCents(0)).toBe(0);
    expect(dollarsToCents(32)).toBe(3200);
    expect(dollarsToCents(89.5)).toBe(8950);
    expect(dollarsToCents(45.25)).toBe(4525);
    expect(dollarsToCents(0.1)).toBe(10);
    expect(dollarsToCents(1234.56)).toBe(123456);
  });

  it('rounds a third decimal half away from zero, as the amount was written', () => {
    // 12.345 * 100 is 1234.4999999999998 in floats, 1.005 * 100 is 100.49999999999999.
    expect(dollarsToCents(12.345)).toBe(1235);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(12.344)).toBe(1234);
    expect(dollarsToCents(0.125)).toBe(13);
  });

  it('removes float noise instead of truncating it', () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30); // 0.30000000000000004
    expect(dollarsToCents(29.999999999999996)).toBe(3000);
    expect(dollarsToCents(0.7 + 0.1)).toBe(80); // 0.7999999999999999
    expect(dollarsToCents(4.35)).toBe(435); // 4.35 * 100 is 434.99999999999994
  });

  it('keeps the sign of a negative amount and refuses what is not a number', () => {
    expect(dollarsToCents(-1.005)).toBe(-101);
    expect(Object.is(dollarsToCents(-0.001), 0)).toBe(true);
    expect(dollarsToCents('12')).toBeNull();
    expect(dollarsToCents(Number.NaN)).toBeNull();
    expect(dollarsToCents(undefined)).toBeNull();
  });
});

describe('reading an item document’s prices', () => {
  it('reads the cents fields as stored', () => {
    expect(readItemPrices({ priceCents: 8950, salePriceCents: 7950, isOnSale: true })).toEqual({
      priceCents: 8950,
      salePriceCents: 7950,
      isOnSale: true,
    });
  });

  it('reads a document not migrated yet (dollar price only) as cents', () => {
    expect(readItemPrices({ price: 38.75, salePrice: 34, isOnSale: true })).toEqual({
      priceCents: 3875,
      salePriceCents: 3400,
      isOnSale: true,
    });
  });

  it('prefers the cents fields over leftover dollar fields', () => {
    expect(readItemPrices({ priceCents: 100, price: 99, salePrice: 5 }).priceCents).toBe(100);
  });

  it('reads a missing, fractional or mistyped price as 0', () => {
    expect(readItemPrices({ priceCents: 12.5, salePriceCents: '3' })).toEqual({
      priceCents: 0,
      salePriceCents: 0,
      isOnSale: false,
    });
    expect(readItemPrices({ price: '12' }).priceCents).toBe(0);
  });
});

describe('unit price', () => {
  it('is the sale price only while on sale and set', () => {
    expect(unitPriceCents({ priceCents: 8950, salePriceCents: 7950, isOnSale: true })).toBe(7950);
    expect(unitPriceCents({ priceCents: 8950, salePriceCents: 7950, isOnSale: false })).toBe(8950);
    expect(unitPriceCents({ priceCents: 3200, salePriceCents: 0, isOnSale: true })).toBe(3200);
  });
});
