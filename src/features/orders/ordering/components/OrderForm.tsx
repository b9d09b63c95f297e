import { useRef } from 'react';
import {
  Form,
  Formik,
  validateYupSchema,
  yupToFormErrors,
  type FormikErrors,
  type FormikHelpers,
} from 'formik';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  FormControlLabel,
  Grid,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  inactiveLineErrors,
  MAX_NOTES,
  orderSchema,
  parseQuantity,
  type OrderFormValues,
} from '../../model/form';
import {
  activeItems,
  formatMoney,
  llcsOf,
  locationsOf,
  type OrderOptions,
} from '../../model/options';
import { OrderTotalsPanel } from './OrderTotalsPanel';

export type OrderFormIntent = 'draft' | 'submit';

export interface OrderFormProps {
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
  const intent = useRef<OrderFormIntent>('submit');
  const catalogue = activeItems(options.items);
  // Lines of the order whose item is no longer active stay visible (and saved) below.
  const inactiveIds = Object.keys(initialValues.quantities).filter(
    (id) => !catalogue.some((item) => item.id === id),
  );
  const extraItems = inactiveIds.map(
    (id) =>
      options.items.find((item) => item.id === id) ?? {
        id,
        itemDesc: `Unknown item ${id}`,
        sku: '',
        status: 'unknown',
        price: 0,
        salePrice: 0,
        isOnSale: false,
        casesPerPallet: 1,
        casesPerOvernight: 1,
        order: Number.MAX_SAFE_INTEGER,
      },
  );
  const rows = [...catalogue, ...extraItems];

  const validate = async (values: OrderFormValues): Promise<FormikErrors<OrderFormValues>> => {
    let errors: FormikErrors<OrderFormValues> = {};
    try {
      await validateYupSchema(values, orderSchema(intent.current === 'submit'));
    } catch (error) {
      errors = yupToFormErrors(error);
    }
    if (intent.current !== 'submit' || editingOrder) return errors;
    const inactive = inactiveLineErrors(
      values.quantities,
      catalogue.map((item) => item.id),
    );
    if (Object.keys(inactive).length === 0) return errors;
    // Some quantity is above 0 here, so the schema's "Add at least one item" string is not set.
    const lineErrors = typeof errors.quantities === 'object' ? errors.quantities : {};
    return { ...errors, quantities: { ...lineErrors, ...inactive } };
  };

  const submit = async (values: OrderFormValues, helpers: FormikHelpers<OrderFormValues>) => {
    await onSave(values, intent.current);
    helpers.setSubmitting(false);
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
      {({
        values,
        errors,
        touched,
        submitCount,
        handleChange,
        handleBlur,
        setFieldValue,
        isSubmitting,
        submitForm,
      }) => {
        const show = (name: keyof OrderFormValues) => {
          const error = errors[name];
          return (touched[name] || submitCount > 0) && typeof error === 'string'
            ? error
            : undefined;
        };
        const quantityErrors =
          typeof errors.quantities === 'object' ? errors.quantities : undefined;
        const quantitiesMessage =
          typeof errors.quantities === 'string' && submitCount > 0 ? errors.quantities : undefined;
        const locations = locationsOf(options, values.territoryId);
        const llcs = llcsOf(options, values.territoryId);
        const select = (name: 'territoryId' | 'deliveryLocationId' | 'llcId', label: string) => ({
          name,
          label,
          select: true,
          fullWidth: true,
          required: true,
          value: values[name],
          onChange: handleChange,
          onBlur: handleBlur,
          error: Boolean(show(name)),
          helperText: show(name),
          // Native select: the system picker is the dependable touch control on tablets.
          slotProps: { select: { native: true }, inputLabel: { shrink: true } },
        });
        const press = (which: OrderFormIntent) => {
          intent.current = which;
          void submitForm();
        };
        return (
          <Form noValidate aria-label="Order form">
            <Card variant="outlined">
              <CardContent>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, md: 4 }}>
                    <TextField
                      {...select('territoryId', 'Territory')}
                      disabled={editingOrder}
                      onChange={(event) => {
                        handleChange(event);
                        // A location or LLC of another territory would be refused: start over.
                        void setFieldValue('deliveryLocationId', '', false);
                        void setFieldValue('llcId', '', false);
                      }}
                    >
                      <option value="" disabled>
                        Choose a territory
                      </option>
                      {options.territories.map((t) => (
                        <option key={t.id} value={t.id}>
                          {t.name}
                        </option>
                      ))}
                    </TextField>
                  </Grid>
                  <Grid size={{ xs: 12, md: 4 }}>
                    <TextField {...select('deliveryLocationId', 'Delivery Location')}>
                      <option value="" disabled>
                        {values.territoryId
                          ? 'Choose a delivery location'
                          : 'Choose a territory first'}
                      </option>
                      {locations.map((l) => (
                        <option key={l.id} value={l.id}>
                          {l.name}
                        </option>
                      ))}
                    </TextField>
                  </Grid>
                  <Grid size={{ xs: 12, md: 4 }}>
                    <TextField
                      {...select('llcId', 'LLC')}
                      required={false}
                      disabled={editingOrder}
                      helperText={show('llcId') ?? 'Needed to submit; drafts keep none'}
                    >
                      <option value="">
                        {values.territoryId ? 'Choose an LLC' : 'Choose a territory first'}
                      </option>
                      {llcs.map((l) => (
                        <option key={l.id} value={l.id}>
                          {l.name}
                        </option>
                      ))}
                    </TextField>
                  </Grid>
                </Grid>
              </CardContent>
              <Divider />
              <Box sx={{ px: 2, pt: 2 }}>
                <Typography variant="subtitle1" component="h2">
                  Items
                </Typography>
                {quantitiesMessage ? (
                  <Alert severity="error" sx={{ mt: 1 }}>
                    {quantitiesMessage}
                  </Alert>
                ) : null}
              </Box>
              <TableContainer>
                <Table size="small" aria-label="Items">
                  <TableHead>
                    <TableRow>
                      <TableCell>Item</TableCell>
                      <TableCell>SKU</TableCell>
                      <TableCell align="right">Price</TableCell>
                      <TableCell align="right">Cases / pallet</TableCell>
                      <TableCell sx={{ width: 150 }}>Quantity</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((item) => {
                      const name = `quantities.${item.id}`;
                      const error = quantityErrors?.[item.id];
                      const shown =
                        error &&
                        (submitCount > 0 || parseQuantity(values.quantities[item.id]) !== 0)
                          ? error
                          : undefined;
                      return (
                        <TableRow key={item.id}>
                          <TableCell>
                            {item.itemDesc}
                            {item.status !== 'active' ? (
                              <Typography variant="caption" display="block" color="text.secondary">
                                No longer active
                              </Typography>
                            ) : null}
                          </TableCell>
                          <TableCell>{item.sku}</TableCell>
                          <TableCell align="right">
                            {item.isOnSale ? (
                              <>
                                <Typography
                                  component="span"
                                  variant="body2"
                                  sx={{
                                    textDecoration: 'line-through',
                                    color: 'text.secondary',
                                    mr: 1,
                                  }}
                                >
                                  {formatMoney(item.price)}
                                </Typography>
                                <Typography
                                  component="span"
                                  variant="body2"
                                  color="error.main"
                                  fontWeight={600}
                                >
                                  {formatMoney(item.salePrice)} sale
                                </Typography>
                              </>
                            ) : (
                              formatMoney(item.price)
                            )}
                          </TableCell>
                          <TableCell align="right">{item.casesPerPallet}</TableCell>
                          <TableCell>
                            <TextField
                              name={name}
                              value={values.quantities[item.id] ?? ''}
                              onChange={handleChange}
                              onBlur={handleBlur}
                              size="small"
                              error={Boolean(shown)}
                              helperText={shown}
                              slotProps={{
                                htmlInput: {
                                  inputMode: 'numeric',
                                  autoComplete: 'off',
                                  'aria-label': `Quantity of ${item.itemDesc}`,
                                },
                              }}
                            />
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
              <Divider />
              <CardContent>
                <Grid container spacing={2} alignItems="flex-start">
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormControlLabel
                      control={
                        <Switch
                          name="overnightShipping"
                          checked={values.overnightShipping}
                          onChange={(event) =>
                            void setFieldValue('overnightShipping', event.target.checked)
                          }
                        />
                      }
                      label="Overnight shipping"
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      name="maxPallets"
                      label="Max pallets"
                      fullWidth
                      required
                      value={values.maxPallets}
                      onChange={handleChange}
                      onBlur={handleBlur}
                      error={Boolean(show('maxPallets'))}
                      helperText={show('maxPallets')}
                      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                    />
                  </Grid>
                  <Grid size={12}>
                    <TextField
                      name="franchiseeNotes"
                      label="Franchisee notes"
                      fullWidth
                      multiline
                      minRows={2}
                      value={values.franchiseeNotes}
                      onChange={handleChange}
                      onBlur={handleBlur}
                      error={Boolean(show('franchiseeNotes'))}
                      helperText={show('franchiseeNotes')}
                      slotProps={{ htmlInput: { maxLength: MAX_NOTES } }}
                    />
                  </Grid>
                </Grid>
              </CardContent>
              <Divider />
              <OrderTotalsPanel values={values} items={options.items} />
              <Divider />
              <Box
                sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, p: 2 }}
              >
                <Button size="large" onClick={onCancel}>
                  Cancel
                </Button>
                {!editingOrder ? (
                  <Button
                    size="large"
                    variant="outlined"
                    loading={isSubmitting && intent.current === 'draft'}
                    disabled={isSubmitting}
                    onClick={() => press('draft')}
                  >
                    Save Draft
                  </Button>
                ) : null}
                <Button
                  size="large"
                  variant="contained"
                  loading={isSubmitting && intent.current === 'submit'}
                  disabled={isSubmitting}
                  onClick={() => press('submit')}
                >
                  {submitLabel}
                </Button>
              </Box>
            </Card>
            {Object.keys(errors).length > 0 && submitCount > 0 ? (
              <Alert severity="error" sx={{ mt: 2 }} role="alert">
                Check the highlighted fields: nothing you typed was lost.
              </Alert>
            ) : null}
          </Form>
        );
      }}
    </Formik>
  );
}
