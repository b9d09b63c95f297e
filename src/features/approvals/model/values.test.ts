import { describe, expect, it } from 'vitest';
import { FORM_DEFS, type FieldDef } from './forms';
import {
  displayValue,
  emptyFormValues,
  formValuesFrom,
  parseCents,
  requestSchema,
  storedFields,
  type RequestFormValues,
} from './values';

const refund = FORM_DEFS.refund;

function refundValues(fields: Partial<RequestFormValues['fields']>): RequestFormValues {
  return {
    ...emptyFormValues(refund, 'loc-1'),
    name: 'Cold chowder',
    details: 'Guest complaint',
    fields: { ...emptyFormValues(refund).fields, ...fields } as RequestFormValues['fields'],
  };
}

async function messages(
  values: RequestFormValues,
  def = refund,
  now = new Date(),
): Promise<string[]> {
  try {
    await requestSchema(def, now).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('parseCents', () => {
  it('reads dollars with at most 2 decimals as integer cents', () => {
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents('$1,200.05')).toBe(120005);
    expect(parseCents('0')).toBe(0);
  });
  it('refuses more decimals, negatives and words', () => {
    expect(parseCents('1.005')).toBeNull();
    expect(parseCents('-3')).toBeNull();
    expect(parseCents('ten')).toBeNull();
  });
});

describe('requestSchema', () => {
  it('names every missing required field', async () => {
    const errors = await messages(emptyFormValues(refund));
    expect(errors).toEqual(
      expect.arrayContaining([
        'Title is required',
        'Reason is required',
        'Choose a franchise location',
        'Transaction date is required',
        'Refund date is required',
        'Amount ($) is required',
      ]),
    );
  });

  it('refuses a bad amount and a refund before its transaction', async () => {
    const errors = await messages(
      refundValues({
        transactionDate: '2026-05-10',
        refundDate: '2026-05-01',
        amountCents: '4.999',
      }),
    );
    expect(errors).toContain('Enter an amount like 125.50 (at most 2 decimals)');
    expect(errors).toContain('Refund date must not be before the transaction date');
  });

  it('refuses a transaction date after today, on the field, and accepts today', async () => {
    const now = new Date(2026, 10, 29, 9, 30);
    const values = (transactionDate: string) =>
      refundValues({ transactionDate, refundDate: '2026-12-05', amountCents: '18.40' });
    expect(await messages(values('2026-11-30'), refund, now)).toEqual([
      'Transaction date cannot be in the future',
    ]);
    expect(await messages(values('2026-11-29'), refund, now)).toEqual([]);
    const path = await requestSchema(refund, now)
      .validate(values('2026-12-01'))
      .then(
        () => null,
        (e: { path?: string }) => e.path,
      );
    expect(path).toBe('fields.transactionDate');
  });

  it('accepts a complete refund', async () => {
    expect(
      await messages(
        refundValues({
          transactionDate: '2026-05-01',
          refundDate: '2026-05-02',
          amountCents: '18.40',
        }),
      ),
    ).toEqual([]);
  });

  it('asks for items and a percentage on a promotion', async () => {
    const def = FORM_DEFS.promotion;
    const errors = await messages(
      {
        ...emptyFormValues(def, 'l'),
        name: 'x',
        details: 'y',
        fields: { ...emptyFormValues(def).fields, discountPercent: '150' },
      },
      def,
    );
    expect(errors).toContain('Pick at least one item');
    expect(errors).toContain('Enter a percentage from 1 to 100');
  });
});

describe('stored values', () => {
  it('round-trips through the stored shape', () => {
    const values = refundValues({
      transactionDate: '2026-05-01',
      refundDate: '2026-05-02',
      amountCents: '18.40',
    });
    const stored = storedFields(refund, values);
    expect(stored.amountCents).toBe(1840);
    expect(stored.refundDate).toEqual(new Date(2026, 4, 2));
    const back = formValuesFrom(refund, {
      name: values.name,
      details: values.details,
      franchiseeLocationId: 'loc-1',
      ...stored,
    });
    expect(back).toEqual(values);
  });

  it("reads a date as the author's day, not the reader's: a Berlin midnight is 23:00 UTC the day before", () => {
    const stored = {
      name: 'Comp',
      details: '',
      franchiseeLocationId: 'loc-1',
      transactionDate: new Date('2026-11-19T23:00:00Z'),
      refundDate: new Date('2026-11-20T05:00:00Z'), // New York's midnight
      amountCents: 1840,
    };
    expect(formValuesFrom(refund, stored).fields).toMatchObject({
      transactionDate: '2026-11-20',
      refundDate: '2026-11-20',
    });
    const transaction = refund.fields.find((f) => f.name === 'transactionDate');
    expect(displayValue(transaction as FieldDef, stored.transactionDate)).toBe('20 Nov 2026');
  });
});
