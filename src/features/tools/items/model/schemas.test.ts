import { ValidationError } from 'yup';
import {
  emptyItemForm,
  itemFormValues,
  itemMessages,
  itemSchema,
  toItemValues,
  type ItemFormValues,
} from './schemas';

const valid: ItemFormValues = {
  ...emptyItemForm,
  itemDesc: 'Shrimp 2lb',
  sku: 'SH-2LB',
  price: '42.5',
  salePrice: '39.99',
};

/** The messages Yup reports for `values`, by field. */
function errorsOf(values: Partial<ItemFormValues>): Record<string, string[]> {
  try {
    itemSchema.validateSync({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string[]> = {};
    for (const inner of error.inner) (out[inner.path ?? ''] ??= []).push(inner.message);
    return out;
  }
}

describe('itemSchema', () => {
  it('accepts a complete item', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('requires a description and a SKU', () => {
    const errors = errorsOf({ itemDesc: '  ', sku: '' });
    expect(errors.itemDesc).toEqual([itemMessages.descRequired]);
    expect(errors.sku).toEqual([itemMessages.skuRequired]);
  });

  it('limits text to 255 characters', () => {
    expect(errorsOf({ itemDesc: 'x'.repeat(256) }).itemDesc).toEqual([itemMessages.tooLong]);
    expect(errorsOf({ itemDesc: 'x'.repeat(255) }).itemDesc).toBeUndefined();
  });

  it.each(['', '0', '-1', '1.5', 'abc', '2e3'])(
    'rejects %j cases per pallet with "Must be a whole number of 1 or more"',
    (value) => {
      expect(errorsOf({ casesPerPallet: value }).casesPerPallet).toEqual([
        'Must be a whole number of 1 or more',
      ]);
      expect(errorsOf({ casesPerOvernight: value }).casesPerOvernight).toEqual([
        'Must be a whole number of 1 or more',
      ]);
    },
  );

  it('accepts whole numbers of 1 or more for cases', () => {
    expect(errorsOf({ casesPerPallet: '1', casesPerOvernight: '120' })).toEqual({});
  });

  it.each(['', '-0.01', 'abc'])('rejects a price of %j', (value) => {
    expect(errorsOf({ price: value }).price).toEqual(['Price must be 0 or more']);
    expect(errorsOf({ salePrice: value }).salePrice).toEqual(['Sale price must be 0 or more']);
  });

  it('accepts 0 and two decimals, refuses three', () => {
    expect(errorsOf({ price: '0', salePrice: '0.00' })).toEqual({});
    expect(errorsOf({ price: '1.234' }).price).toEqual([itemMessages.decimals]);
  });

  it('accepts prices up to $1,000,000.00 (the rules’ 100,000,000 cents)', () => {
    expect(errorsOf({ price: '1000000', salePrice: '999999.99' })).toEqual({});
    expect(errorsOf({ price: '1000000.01' }).price).toEqual(['Must be at most $1,000,000.00']);
    expect(errorsOf({ salePrice: '2000000' }).salePrice).toEqual([itemMessages.priceMax]);
  });

  it('requires a known status', () => {
    expect(errorsOf({ status: '' }).status).toEqual(['Status is required']);
    expect(errorsOf({ status: 'sold' as ItemFormValues['status'] }).status).toEqual([
      'Status is required',
    ]);
  });
});

describe('form value conversions', () => {
  it('defaults cases to 1 for a new item (spec 01 §9)', () => {
    expect(emptyItemForm.casesPerPallet).toBe('1');
    expect(emptyItemForm.casesPerOvernight).toBe('1');
  });

  it('fills the form from a stored item, with defaults for missing fields', () => {
    expect(
      itemFormValues({ itemDesc: 'Buns', sku: 'BUN', priceCents: 3200, status: 'active' }),
    ).toEqual({
      ...emptyItemForm,
      itemDesc: 'Buns',
      sku: 'BUN',
      price: '32',
      status: 'active',
    });
    expect(itemFormValues({ priceCents: 4250, salePriceCents: 1999 })).toMatchObject({
      price: '42.5',
      salePrice: '19.99',
    });
    expect(itemFormValues({ status: 'gone' as never }).status).toBe('');
  });

  it('saves trimmed text, parsed numbers and the prices as integer cents', () => {
    expect(
      toItemValues({
        ...valid,
        itemDesc: '  Shrimp ',
        casesPerPallet: '40',
        price: '42.50',
        salePrice: '0.1',
        isOnSale: true,
      }),
    ).toEqual({
      itemDesc: 'Shrimp',
      sku: 'SH-2LB',
      casesPerPallet: 40,
      casesPerOvernight: 1,
      status: 'active',
      priceCents: 4250,
      salePriceCents: 10,
      isOnSale: true,
      unitsPerCase: 1,
      countUnit: 'each',
      storageAreas: {},
      shelfOrder: 0,
      photoUrl: '',
      photoPath: '',
    });
  });

  it('saves the counting fields: pack size, unit, chosen areas only, shelf order', () => {
    const saved = toItemValues({
      ...valid,
      unitsPerCase: '12',
      countUnit: 'lb',
      restaurantArea: ' Walk-in cooler ',
      truckArea: '',
      shelfOrder: '4',
    });
    expect(saved).toMatchObject({
      unitsPerCase: 12,
      countUnit: 'lb',
      storageAreas: { restaurant: 'Walk-in cooler' },
      shelfOrder: 4,
    });
    expect(
      itemFormValues({ unitsPerCase: 12, storageAreas: { truck: 'Truck fridge' }, shelfOrder: 2 }),
    ).toMatchObject({ unitsPerCase: '12', truckArea: 'Truck fridge', shelfOrder: '2' });
  });

  it.each(['0', '1.5', '10001', ''])('rejects %j units per case', (value) => {
    expect(errorsOf({ unitsPerCase: value }).unitsPerCase).toEqual([itemMessages.unitsPerCase]);
  });

  it.each(['-1', '100001', 'x'])('rejects %j as shelf order', (value) => {
    expect(errorsOf({ shelfOrder: value }).shelfOrder).toEqual([itemMessages.shelfOrder]);
  });
});
