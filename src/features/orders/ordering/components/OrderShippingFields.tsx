import { FormControlLabel, Grid, Switch, TextField } from '@mui/material';
import { useFormikContext } from 'formik';
import { MAX_NOTES, type OrderFormValues } from '../../model/form';
import { fieldError } from '../model/visibleErrors';

/** How the order ships (overnight, at most how many pallets) and the franchisee's notes. */
export function OrderShippingFields() {
  const formik = useFormikContext<OrderFormValues>();
  const { values, handleChange, handleBlur, setFieldValue } = formik;
  return (
    <Grid container spacing={2} alignItems="flex-start">
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormControlLabel
          control={
            <Switch
              name="overnightShipping"
              checked={values.overnightShipping}
              onChange={(event) => void setFieldValue('overnightShipping', event.target.checked)}
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
          error={Boolean(fieldError(formik, 'maxPallets'))}
          helperText={fieldError(formik, 'maxPallets')}
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
          error={Boolean(fieldError(formik, 'franchiseeNotes'))}
          helperText={fieldError(formik, 'franchiseeNotes')}
          slotProps={{ htmlInput: { maxLength: MAX_NOTES } }}
        />
      </Grid>
    </Grid>
  );
}
