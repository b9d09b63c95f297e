import { describe, expect, it } from 'vitest';
import { exceedsMaxPallets, orderTotals } from './totals';

const items = [
  { id: 'buns', casesPerPallet: 60, casesPerOvernight: 6 },
  { id: 'cheese', casesPerPallet: 50, casesPerOvernight: 5 },
  { id: 'odd', casesPerPallet: 0, casesPerOvernight: -1 },
];

describe('orderTotals', () => {
  it('sums cases and rounds pallets and overnight cases up over the summed fractions', () => {
    expect(
      orderTotals(
        [
          { id: 'buns', quantity: 130 },
          { id: 'cheese', quantity: 10 },
        ],
        items,
      ),
    ).toEqual({ cases: 140, palletsNeeded: 3, overnightCases: 24 });
  });

  it('is zero for no lines and ignores zero, negative and non-numeric quantities', () => {
    expect(orderTotals([], items)).toEqual({ cases: 0, palletsNeeded: 0, overnightCases: 0 });
    expect(
      orderTotals(
        [
          { id: 'buns', quantity: 0 },
          { id: 'buns', quantity: -5 },
          { id: 'buns', quantity: Number.NaN },
        ],
        items,
      ),
    ).toEqual({ cases: 0, palletsNeeded: 0, overnightCases: 0 });
  });

  it('treats a missing item or a non-positive case size as the default 1', () => {
    expect(orderTotals([{ id: 'gone', quantity: 3 }], items).palletsNeeded).toBe(3);
    expect(orderTotals([{ id: 'odd', quantity: 2 }], items)).toEqual({
      cases: 2,
      palletsNeeded: 2,
      overnightCases: 2,
    });
  });

  it('does not add a pallet for floating-point noise', () => {
    const tenths = [{ id: 'x', casesPerPallet: 10, casesPerOvernight: 10 }];
    const lines = [1, 2].map((q) => ({ id: 'x', quantity: q }));
    expect(orderTotals([...lines, { id: 'x', quantity: 7 }], tenths).palletsNeeded).toBe(1);
  });
});

describe('exceedsMaxPallets', () => {
  it('warns only when more pallets are needed than allowed', () => {
    expect(exceedsMaxPallets({ cases: 1, palletsNeeded: 2, overnightCases: 1 }, 1)).toBe(true);
    expect(exceedsMaxPallets({ cases: 1, palletsNeeded: 2, overnightCases: 1 }, 2)).toBe(false);
    expect(exceedsMaxPallets({ cases: 1, palletsNeeded: 2, overnightCases: 1 }, Number.NaN)).toBe(
      false,
    );
  });
});
