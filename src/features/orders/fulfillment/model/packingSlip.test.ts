import { buildSlipLines, packingSlipFileName, totalCases, UNKNOWN_ITEM } from './packingSlip';

const items = [
  {
    id: 'buns',
    itemDesc: 'Brioche Buns',
    sku: 'BUN-BRI',
    casesPerPallet: 60,
    casesPerOvernight: 6,
  },
  {
    id: 'fries',
    itemDesc: 'French Fries 5lb',
    sku: 'FF-5LB',
    casesPerPallet: 48,
    casesPerOvernight: 4,
  },
];

describe('packing slip lines', () => {
  it('computes pallets per line and leaves out zero quantities', () => {
    const lines = buildSlipLines(
      [
        { id: 'buns', quantity: 30 },
        { id: 'fries', quantity: 0 },
      ],
      items,
      false,
    );
    expect(lines).toEqual([
      {
        id: 'buns',
        sku: 'BUN-BRI',
        itemDesc: 'Brioche Buns',
        quantity: 30,
        casesPerPallet: 60,
        pallets: 0.5,
        casesPerOvernight: 6,
        overnight: 0,
      },
    ]);
  });

  it('counts overnight shipments only for overnight orders', () => {
    const [fries] = buildSlipLines([{ id: 'fries', quantity: 9 }], items, true);
    expect(fries.overnight).toBe(2.25);
    expect(fries.pallets).toBe(0.19);
  });

  it('keeps lines of items no longer in the catalogue, with the default of 1 case per pallet', () => {
    const [line] = buildSlipLines([{ id: 'gone', quantity: 2 }], items, true);
    expect(line).toMatchObject({ itemDesc: UNKNOWN_ITEM, sku: '', casesPerPallet: 1, pallets: 2 });
  });

  it('treats a broken casesPerPallet as 1 rather than dividing by zero', () => {
    const [line] = buildSlipLines(
      [{ id: 'x', quantity: 4 }],
      [{ id: 'x', itemDesc: 'X', sku: 'X', casesPerPallet: 0, casesPerOvernight: Number.NaN }],
      true,
    );
    expect(line).toMatchObject({ casesPerPallet: 1, pallets: 4, overnight: 4 });
  });

  it('adds up the cases of an order', () => {
    expect(
      totalCases([
        { id: 'a', quantity: 3 },
        { id: 'b', quantity: 0 },
        { id: 'c', quantity: 7 },
      ]),
    ).toBe(10);
    expect(totalCases([])).toBe(0);
  });

  it('names the PDF after the order number', () => {
    expect(packingSlipFileName(42)).toBe('packing-slip-42.pdf');
  });
});
