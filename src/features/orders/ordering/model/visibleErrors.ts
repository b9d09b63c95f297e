import type { FormikErrors, FormikTouched } from 'formik';
import { parseQuantity, type OrderFormValues } from '../../model/form';

/** What decides whether a message is on screen yet (a slice of Formik's state). */
export interface ErrorState {
  values: OrderFormValues;
  errors: FormikErrors<OrderFormValues>;
  touched: FormikTouched<OrderFormValues>;
  submitCount: number;
}

/** A field's message, once the field was left or a save was tried. */
export function fieldError(
  { errors, touched, submitCount }: ErrorState,
  name: keyof OrderFormValues,
): string | undefined {
  const error = errors[name];
  return (touched[name] || submitCount > 0) && typeof error === 'string' ? error : undefined;
}

/**
 * A quantity's message: at once for a line not at 0 (so "-1" is flagged while typing),
 * otherwise once a save was tried.
 */
export function quantityError(
  { values, errors, submitCount }: ErrorState,
  itemId: string,
): string | undefined {
  const error = typeof errors.quantities === 'object' ? errors.quantities[itemId] : undefined;
  return error && (submitCount > 0 || parseQuantity(values.quantities[itemId]) !== 0)
    ? error
    : undefined;
}

/** The message about the quantities as a whole ("Add at least one item"), once a save was tried. */
export function quantitiesError({ errors, submitCount }: ErrorState): string | undefined {
  return typeof errors.quantities === 'string' && submitCount > 0 ? errors.quantities : undefined;
}

/** Whether to say, below the form, that a save was stopped by the highlighted fields. */
export function showsErrorSummary({ errors, submitCount }: ErrorState): boolean {
  return Object.keys(errors).length > 0 && submitCount > 0;
}
