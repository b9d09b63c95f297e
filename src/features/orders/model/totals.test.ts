import { describe, expect, it } from 'vitest';
import { exceedsMaxPallets, orderTotals, orderValue, orderValueNote } from './totals';

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

describe('orderValue', () => {
  const priced = [
    { id: 'buns', priceCents: 2_450, salePriceCents: 0, isOnSale: false },
    { id: 'cheese', priceCents: 3_000, salePriceCents: 2_500, isOnSale: true },
  ];

  it("prices a pending order at today's catalogue, the sale price while on sale", () => {
    const value = orderValue(
      [
        { id: 'buns', quantity: 2 },
        { id: 'cheese', quantity: 3 },
        { id: 'buns', quantity: 0 },
      ],
      priced,
    );
    expect(value).toEqual({ cents: 2 * 2_450 + 3 * 2_500, prices: 'catalogue', unpriced: 0 });
    expect(orderValueNote(value)).toBe("At today's catalogue prices (sale prices while on sale).");
  });

  it('keeps what its approval counted, whatever the catalogue says now', () => {
    const counted = { buns: { qty: 2, cents: 4_000 }, cheese: { qty: 3, cents: 9_000 } };
    const value = orderValue(
      [
        { id: 'buns', quantity: 2 },
        { id: 'cheese', quantity: 3 },
      ],
      priced,
      counted,
    );
    expect(value).toEqual({ cents: 13_000, prices: 'approved', unpriced: 0 });
    expect(orderValueNote(value)).toBe('At the prices of its approval.');
  });

  it('prices a line whose quantity changed since approval at the catalogue', () => {
    const counted = { buns: { qty: 2, cents: 4_000 } };
    expect(orderValue([{ id: 'buns', quantity: 5 }], priced, counted)).toEqual({
      cents: 5 * 2_450,
      prices: 'catalogue',
      unpriced: 0,
    });
  });

  it('leaves out and names lines whose item is gone from the catalogue', () => {
    const value = orderValue(
      [
        { id: 'buns', quantity: 1 },
        { id: 'gone', quantity: 4 },
      ],
      priced,
    );
    expect(value).toEqual({ cents: 2_450, prices: 'catalogue', unpriced: 1 });
    expect(orderValueNote(value)).toMatch(
      /1 item is no longer in the catalogue and not counted\.$/,
    );
  });
});
