import { useRef } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Alert, Card, CardContent, Divider } from '@mui/material';
import type { OrderFormValues } from '../../model/form';
import { activeItems, type OrderOptions } from '../../model/options';
import { orderFormRows } from '../model/orderFormRows';
import { validateOrderForm, type OrderFormIntent } from '../model/orderFormValidation';
import { showsErrorSummary } from '../model/visibleErrors';
import { OrderDestinationFields } from './OrderDestinationFields';
import { OrderFormActions } from './OrderFormActions';
import { OrderItemsTable } from './OrderItemsTable';
import { OrderShippingFields } from './OrderShippingFields';
import { OrderTotalsPanel } from './OrderTotalsPanel';

interface OrderFormProps {
  options: OrderOptions;
  initialValues: OrderFormValues;
  /** Editing an existing order: territory and LLC are fixed, there is no draft. */
  editingOrder?: boolean;
  /** Called with the intent of the button pressed; resolves once saved (or failed). */
  onSave: (values: OrderFormValues, intent: OrderFormIntent) => Promise<void>;
  onCancel: () => void;
  submitLabel?: string;
}

/**
 * The one order form behind New Order, Edit Draft and Edit Order. "Save Draft" validates without
 * the LLC (drafts carry none); "Submit Order" validates everything. Typed text stays as typed.
 */
export function OrderForm({
  options,
  initialValues,
  editingOrder = false,
  onSave,
  onCancel,
  submitLabel = 'Submit Order',
}: OrderFormProps) {
  // A ref, not state: Formik validates within the same click that sets it.
  const intent = useRef<OrderFormIntent>('submit');
  const activeItemIds = activeItems(options.items).map((item) => item.id);
  const rows = orderFormRows(options.items, initialValues.quantities);

  const validate = (values: OrderFormValues) =>
    validateOrderForm(values, { intent: intent.current, editingOrder, activeItemIds });

  const submit = async (values: OrderFormValues, helpers: FormikHelpers<OrderFormValues>) => {
    await onSave(values, intent.current);
    helpers.setSubmitting(false);
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
      {(formik) => (
        <Form noValidate aria-label="Order form">
          <Card variant="outlined">
            <CardContent>
              <OrderDestinationFields options={options} editingOrder={editingOrder} />
            </CardContent>
            <Divider />
            <OrderItemsTable rows={rows} />
            <Divider />
            <CardContent>
              <OrderShippingFields />
            </CardContent>
            <Divider />
            <OrderTotalsPanel values={formik.values} items={options.items} />
            <Divider />
            <OrderFormActions
              editingOrder={editingOrder}
              submitLabel={submitLabel}
              saving={formik.isSubmitting ? intent.current : null}
              onPress={(which) => {
                intent.current = which;
                void formik.submitForm();
              }}
              onCancel={onCancel}
            />
          </Card>
          {showsErrorSummary(formik) ? (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              Check the highlighted fields: nothing you typed was lost.
            </Alert>
          ) : null}
        </Form>
      )}
    </Formik>
  );
}
