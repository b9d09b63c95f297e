import { describe, expect, it } from 'vitest';
import { emptyOrderForm, ORDER_MESSAGES, type OrderFormValues } from '../../model/form';
import { validateOrderForm } from './orderFormValidation';

const ACTIVE = ['buns', 'cheese'];

const filled = (quantities: Record<string, string>, llcId = 'l1'): OrderFormValues => ({
  ...emptyOrderForm(ACTIVE, { territoryId: 't1', deliveryLocationId: 'd1', llcId }),
  quantities,
});

const check = (values: OrderFormValues, intent: 'draft' | 'submit', editingOrder = false) =>
  validateOrderForm(values, { intent, editingOrder, activeItemIds: ACTIVE });

describe('validateOrderForm', () => {
  it('passes a complete order', async () => {
    expect(await check(filled({ buns: '2', cheese: '0' }), 'submit')).toEqual({});
  });

  it('asks for the LLC on submit only', async () => {
    const values = filled({ buns: '2' }, '');
    expect(await check(values, 'draft')).toEqual({});
    expect(await check(values, 'submit')).toEqual({ llcId: ORDER_MESSAGES.llcRequired });
  });

  it('refuses a line of an item no longer active on submit, beside other line messages', async () => {
    const values = filled({ buns: '-1', old: '3' });
    expect(await check(values, 'submit')).toEqual({
      quantities: { buns: ORDER_MESSAGES.quantityWhole, old: ORDER_MESSAGES.noLongerOrderable },
    });
  });

  it('lets a draft or an edit of a placed order keep a line of an item no longer active', async () => {
    const values = filled({ buns: '2', old: '3' });
    expect(await check(values, 'draft')).toEqual({});
    expect(await check(values, 'submit', true)).toEqual({});
  });

  it('keeps the schema message when no item is above 0', async () => {
    expect(await check(filled({ buns: '0', old: '0' }), 'submit')).toEqual({
      quantities: ORDER_MESSAGES.noItems,
    });
  });
});
