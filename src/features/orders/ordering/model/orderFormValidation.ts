import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { inactiveLineErrors, orderSchema, type OrderFormValues } from '../../model/form';

/** The button pressed: Save Draft, or Submit Order (Save Changes when editing). */
export type OrderFormIntent = 'draft' | 'submit';

interface ValidationContext {
  intent: OrderFormIntent;
  /** Editing a placed order, which may keep lines of items no longer active. */
  editingOrder: boolean;
  activeItemIds: readonly string[];
}

/**
 * The order form's messages. A draft is checked without the LLC (drafts carry none); a submit
 * checks everything, and a new order may not name items no longer active.
 */
export async function validateOrderForm(
  values: OrderFormValues,
  { intent, editingOrder, activeItemIds }: ValidationContext,
): Promise<FormikErrors<OrderFormValues>> {
  let errors: FormikErrors<OrderFormValues> = {};
  try {
    await validateYupSchema(values, orderSchema(intent === 'submit'));
  } catch (error) {
    errors = yupToFormErrors(error);
  }
  if (intent !== 'submit' || editingOrder) return errors;
  const inactive = inactiveLineErrors(values.quantities, activeItemIds);
  if (Object.keys(inactive).length === 0) return errors;
  // Some quantity is above 0 here, so the schema's "Add at least one item" string is not set.
  const lineErrors = typeof errors.quantities === 'object' ? errors.quantities : {};
  return { ...errors, quantities: { ...lineErrors, ...inactive } };
}
