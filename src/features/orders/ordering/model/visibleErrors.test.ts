import { describe, expect, it } from 'vitest';
import { emptyOrderForm } from '../../model/form';
import {
  fieldError,
  quantitiesError,
  quantityError,
  showsErrorSummary,
  type ErrorState,
} from './visibleErrors';

const state = (overrides: Partial<ErrorState>): ErrorState => ({
  values: emptyOrderForm(['buns', 'cheese']),
  errors: {},
  touched: {},
  submitCount: 0,
  ...overrides,
});

describe('fieldError', () => {
  const errors = { maxPallets: 'Enter a whole number of 1 or more' };

  it('waits until the field was left or a save was tried', () => {
    expect(fieldError(state({ errors }), 'maxPallets')).toBeUndefined();
    expect(fieldError(state({ errors, touched: { maxPallets: true } }), 'maxPallets')).toBe(
      errors.maxPallets,
    );
    expect(fieldError(state({ errors, submitCount: 1 }), 'maxPallets')).toBe(errors.maxPallets);
  });

  it('gives no message for a field without one', () => {
    expect(fieldError(state({ errors, submitCount: 1 }), 'llcId')).toBeUndefined();
  });
});

describe('quantityError', () => {
  const errors = { quantities: { buns: 'Enter a whole number of 0 or more' } };

  it('shows at once for something typed other than 0', () => {
    const values = { ...emptyOrderForm(['buns']), quantities: { buns: '-1' } };
    expect(quantityError(state({ values, errors }), 'buns')).toBe(errors.quantities.buns);
  });

  it('waits for a save while the line is at 0', () => {
    expect(quantityError(state({ errors }), 'buns')).toBeUndefined();
    expect(quantityError(state({ errors, submitCount: 1 }), 'buns')).toBe(errors.quantities.buns);
    expect(quantityError(state({ errors, submitCount: 1 }), 'cheese')).toBeUndefined();
  });
});

describe('quantitiesError and showsErrorSummary', () => {
  it('wait until a save was tried', () => {
    // The schema sets one message on the whole map, where Formik's type expects one per line.
    const errors = { quantities: 'Add at least one item' } as unknown as ErrorState['errors'];
    expect(quantitiesError(state({ errors }))).toBeUndefined();
    expect(showsErrorSummary(state({ errors }))).toBe(false);
    expect(quantitiesError(state({ errors, submitCount: 1 }))).toBe('Add at least one item');
    expect(showsErrorSummary(state({ errors, submitCount: 1 }))).toBe(true);
  });

  it('say nothing when every field is right', () => {
    expect(showsErrorSummary(state({ submitCount: 2 }))).toBe(false);
  });
});
