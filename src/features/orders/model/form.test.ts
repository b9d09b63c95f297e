import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  inactiveLineErrors,
  emptyOrderForm,
  linesFromQuantities,
  MAX_ORDER_LINES,
  ORDER_MESSAGES,
  orderFormValues,
  orderSchema,
  parseQuantity,
  toOrderInput,
} from './form';
import { describeStatusChange } from './statusChange';

const valid = {
  ...emptyOrderForm(['a', 'b']),
  territoryId: 't',
  deliveryLocationId: 'd',
  llcId: 'l',
  quantities: { a: '3', b: '0' },
};

async function errorsOf(values: unknown, withLlc = true): Promise<string[]> {
  try {
    await orderSchema(withLlc).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('order form', () => {
  it('parses whole quantities; empty is 0; anything else is NaN', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity(' ')).toBe(0);
    expect(parseQuantity('-1')).toBeNaN();
    expect(parseQuantity('2.5')).toBeNaN();
    expect(parseQuantity('1e3')).toBeNaN();
  });

  it('accepts a complete order', async () => {
    expect(await errorsOf(valid)).toEqual([]);
  });

  it('words every bad input', async () => {
    const errors = await errorsOf({
      ...valid,
      territoryId: '',
      deliveryLocationId: '',
      llcId: '',
      quantities: { a: '-1', b: '2.5' },
      maxPallets: '0',
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        ORDER_MESSAGES.territoryRequired,
        ORDER_MESSAGES.deliveryRequired,
        ORDER_MESSAGES.llcRequired,
        ORDER_MESSAGES.quantityWhole,
        ORDER_MESSAGES.noItems,
        ORDER_MESSAGES.maxPalletsWhole,
      ]),
    );
    expect(await errorsOf({ ...valid, quantities: { a: '0', b: '' } })).toEqual([
      ORDER_MESSAGES.noItems,
    ]);
    expect(await errorsOf({ ...valid, quantities: { a: '10001' } })).toEqual([
      ORDER_MESSAGES.quantityMax,
    ]);
  });

  it('takes at most MAX_ORDER_LINES items above 0, on orders and drafts (as the rules)', async () => {
    const items = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`item-${i}`, '1']));
    expect(MAX_ORDER_LINES).toBe(1000);
    expect(ORDER_MESSAGES.tooManyLines).toBe(
      'An order holds at most 1000 different items: split it into two orders',
    );
    const full = { ...items(MAX_ORDER_LINES), extra: '0' };
    expect(await errorsOf({ ...valid, quantities: full })).toEqual([]);
    expect(await errorsOf({ ...valid, quantities: items(MAX_ORDER_LINES + 1) })).toEqual([
      ORDER_MESSAGES.tooManyLines,
    ]);
    expect(await errorsOf({ ...valid, quantities: items(MAX_ORDER_LINES + 1) }, false)).toEqual([
      ORDER_MESSAGES.tooManyLines,
    ]);
  });

  it('does not need an LLC for a draft', async () => {
    expect(await errorsOf({ ...valid, llcId: '' }, false)).toEqual([]);
  });

  it('stores only lines above 0, in catalogue order', () => {
    expect(linesFromQuantities({ b: '2', a: '1', c: '0', z: '4' }, ['a', 'b', 'c'])).toEqual([
      { id: 'a', quantity: 1 },
      { id: 'b', quantity: 2 },
      { id: 'z', quantity: 4 },
    ]);
  });

  it('shows active items missing from an order at 0 and keeps the order lines', () => {
    const values = orderFormValues(
      {
        territoryId: 't',
        deliveryLocationId: 'd',
        items: [
          { id: 'old', quantity: 5 },
          { id: 'a', quantity: 2 },
        ],
        overnightShipping: true,
        maxPallets: 2,
        franchiseeNotes: 'n',
      },
      ['a', 'b'],
    );
    expect(values.quantities).toEqual({ a: '2', b: '0', old: '5' });
    expect(values.maxPallets).toBe('2');
  });

  it('turns valid values into the stored input, notes trimmed', () => {
    const input = toOrderInput({ ...valid, franchiseeNotes: '  hi ' }, ['a', 'b'], {
      territoryName: 'T',
      deliveryLocationName: 'D',
    });
    expect(input).toMatchObject({
      items: [{ id: 'a', quantity: 3 }],
      maxPallets: 1,
      franchiseeNotes: 'hi',
    });
  });
});

describe('inactiveLineErrors', () => {
  it('flags quantities above 0 of items not active, and nothing else', () => {
    const errors = inactiveLineErrors({ a: '2', gone: '3', zero: '0', blank: '' }, ['a']);
    expect(errors).toEqual({ gone: ORDER_MESSAGES.noLongerOrderable });
    expect(inactiveLineErrors({ a: '2' }, ['a'])).toEqual({});
  });
});

describe('describeStatusChange', () => {
  const at = Timestamp.fromMillis(0);
  const actor = { uid: 'u', name: 'U' };
  it('records the revision and sets corporate notes on approve', () => {
    const change = describeStatusChange(
      { status: 'pending' },
      'approved',
      { notes: ' ok ', actor },
      at,
    );
    expect(change.revision).toEqual({
      by: 'u',
      byName: 'U',
      at,
      from: 'pending',
      to: 'approved',
      notes: 'ok',
    });
    expect(change.orderFields).toEqual({ status: 'approved', corporateNotes: 'ok' });
    expect(change.flags.isApproved).toBe(true);
  });
  it('disables a deleted order and leaves corporate notes on fulfil', () => {
    expect(
      describeStatusChange({ status: 'pending' }, 'deleted', { actor }, at).orderFields,
    ).toEqual({
      status: 'deleted',
      enabled: false,
    });
    expect(
      describeStatusChange({ status: 'approved' }, 'fulfilled', { actor }, at).orderFields,
    ).toEqual({
      status: 'fulfilled',
    });
  });
  it('keeps the corporate notes when an order is unfulfilled', () => {
    expect(
      describeStatusChange({ status: 'fulfilled' }, 'approved', { actor, notes: 'x' }, at)
        .orderFields,
    ).toEqual({ status: 'approved' });
  });
  it('refuses a transition the table does not have', () => {
    expect(() => describeStatusChange({ status: 'deleted' }, 'pending', { actor }, at)).toThrow();
  });
});
