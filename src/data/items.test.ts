import { Timestamp } from 'firebase/firestore';
import { readItemDoc } from './items';

describe('readItemDoc', () => {
  it('reads a stored item with its optional counting and photo fields', () => {
    const at = Timestamp.fromMillis(1_000);
    const item = readItemDoc({
      itemDesc: 'Oysters',
      sku: 'OY-1',
      casesPerPallet: 40,
      casesPerOvernight: 4,
      status: 'out_of_stock',
      priceCents: 1250,
      salePriceCents: 1000,
      isOnSale: true,
      order: 3,
      unitsPerCase: 100,
      countUnit: 'lb',
      storageAreas: { restaurant: 'Walk-in', truck: 7 },
      shelfOrder: 2,
      photoUrl: 'https://x/y.jpg',
      createdAt: at,
    });
    expect(item).toMatchObject({
      itemDesc: 'Oysters',
      status: 'out_of_stock',
      priceCents: 1250,
      salePriceCents: 1000,
      isOnSale: true,
      unitsPerCase: 100,
      countUnit: 'lb',
      storageAreas: { restaurant: 'Walk-in', truck: undefined },
      shelfOrder: 2,
      photoUrl: 'https://x/y.jpg',
      createdAt: at,
      updatedAt: null,
    });
  });

  it('reads mistyped fields as empty and leaves absent optional fields out', () => {
    const item = readItemDoc({ itemDesc: 5, priceCents: '12', status: 'gone', countUnit: 'kg' });
    expect(item.itemDesc).toBe('');
    expect(item.priceCents).toBe(0);
    expect(item.salePriceCents).toBe(0);
    expect(item.status).toBe('active');
    for (const key of ['unitsPerCase', 'countUnit', 'storageAreas', 'photoUrl', 'photoPath']) {
      expect(item).not.toHaveProperty(key);
    }
  });

  it('reads an item not migrated yet: dollar price and sale price as cents', () => {
    const item = readItemDoc({ itemDesc: 'Fries', price: 38.75, salePrice: 0.1 + 0.2 });
    expect(item).toMatchObject({ priceCents: 3875, salePriceCents: 30, isOnSale: false });
    expect(item).not.toHaveProperty('price');
    expect(item).not.toHaveProperty('salePrice');
  });
});
