import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { field, readConverter } from './converter';
import { readCatalogueItem, readDeliveryLocation } from './referenceData';

describe('field readers', () => {
  it('keep values of the right type and read anything else as empty', () => {
    expect(field.text('North')).toBe('North');
    expect(field.text(42)).toBe('');
    expect(field.number(1250)).toBe(1250);
    expect(field.number('12', 1)).toBe(1);
    expect(field.number(Number.NaN)).toBe(0);
    expect(field.flag(true)).toBe(true);
    expect(field.flag('true')).toBe(false);
    expect(field.textList(['a', 3, 'b'])).toEqual(['a', 'b']);
    expect(field.textList('a')).toEqual([]);
  });
});

describe('readConverter', () => {
  it('builds the typed value from the snapshot data and id', () => {
    const converter = readConverter(readDeliveryLocation);
    const snapshot = { id: 'd1', data: () => ({ name: 'Dock', territoryId: 't1' }) };
    expect(converter.fromFirestore(snapshot as unknown as QueryDocumentSnapshot)).toEqual({
      id: 'd1',
      name: 'Dock',
      territoryId: 't1',
      enabled: true,
    });
  });
});

describe('reference readers', () => {
  it('disable a location only with an explicit false', () => {
    expect(readDeliveryLocation({ enabled: false }, 'd').enabled).toBe(false);
    expect(readDeliveryLocation({ enabled: 'no' }, 'd').enabled).toBe(true);
  });

  it('default the pack sizes of an item to 1 and its money to 0', () => {
    expect(readCatalogueItem({ itemDesc: 'Cod', price: 1250 }, 'i1')).toEqual({
      id: 'i1',
      itemDesc: 'Cod',
      sku: '',
      status: '',
      price: 1250,
      salePrice: 0,
      isOnSale: false,
      casesPerPallet: 1,
      casesPerOvernight: 1,
      order: 0,
    });
  });
});
