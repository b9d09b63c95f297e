import { describe, expect, it } from 'vitest';
import { disputeSchema, paymentSchema, resolveSchema } from './statementForms';

/** The schema's first message for `values`, or 'valid'. */
async function verdict(schema: { validate: (v: unknown) => Promise<unknown> }, values: unknown) {
  try {
    await schema.validate(values);
    return 'valid';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe('statement forms', () => {
  it('asks a dispute what is wrong, in at most 1,000 characters', async () => {
    expect(await verdict(disputeSchema, { comment: '   ' })).toBe('What is wrong is required');
    expect(await verdict(disputeSchema, { comment: 'x'.repeat(1001) })).toBe(
      'Must be at most 1000 characters',
    );
    expect(await verdict(disputeSchema, { comment: 'Wrong day' })).toBe('valid');
  });

  it('wants an amount only to adjust, never $0.00, and a reason always', async () => {
    expect(
      await verdict(resolveSchema, { resolution: 'uphold', amount: '', reason: 'Checked' }),
    ).toBe('valid');
    expect(await verdict(resolveSchema, { resolution: 'adjust', amount: '', reason: 'x' })).toBe(
      'Enter the adjustment',
    );
    expect(
      await verdict(resolveSchema, { resolution: 'adjust', amount: '-1.234', reason: 'x' }),
    ).toBe('Enter an amount such as -120.50 or 75');
    expect(await verdict(resolveSchema, { resolution: 'adjust', amount: '-0', reason: 'x' })).toBe(
      'An adjustment of $0.00 changes nothing: uphold instead',
    );
    expect(
      await verdict(resolveSchema, { resolution: 'adjust', amount: '-120.50', reason: '' }),
    ).toBe('The reason is required');
  });

  it('takes a payment above zero, up to the balance, on a real day not after today', async () => {
    const schema = paymentSchema(12_000, '2026-11-28');
    const ok = { amount: '120.00', date: '2026-11-28', reference: 'ACH 1' };
    expect(await verdict(schema, ok)).toBe('valid');
    expect(await verdict(schema, { ...ok, amount: '120.01' })).toBe('At most $120.00 is still due');
    expect(await verdict(schema, { ...ok, amount: '0' })).toBe('Enter an amount such as 1,250.00');
    expect(await verdict(schema, { ...ok, date: '2026-02-30' })).toBe('Enter a real day');
    expect(await verdict(schema, { ...ok, date: '2026-11-29' })).toBe(
      'The payment date cannot be in the future',
    );
    expect(await verdict(schema, { ...ok, reference: ' ' })).toBe('The reference is required');
  });
});
