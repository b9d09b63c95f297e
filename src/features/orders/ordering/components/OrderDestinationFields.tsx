import { Grid, TextField } from '@mui/material';
import { useFormikContext } from 'formik';
import type { OrderFormValues } from '../../model/form';
import { llcsOf, locationsOf, type OrderOptions } from '../../model/options';
import { fieldError } from '../model/visibleErrors';

type DestinationName = 'territoryId' | 'deliveryLocationId' | 'llcId';

interface OrderDestinationFieldsProps {
  options: OrderOptions;
  /** Editing a placed order: territory and LLC are fixed. */
  editingOrder: boolean;
}

/** Where the order goes: territory, then its delivery location and LLC. */
export function OrderDestinationFields({ options, editingOrder }: OrderDestinationFieldsProps) {
  const formik = useFormikContext<OrderFormValues>();
  const { values, handleChange, handleBlur, setFieldValue } = formik;
  const locations = locationsOf(options, values.territoryId);
  const llcs = llcsOf(options, values.territoryId);
  const select = (name: DestinationName, label: string) => ({
    name,
    label,
    select: true,
    fullWidth: true,
    required: true,
    value: values[name],
    onChange: handleChange,
    onBlur: handleBlur,
    error: Boolean(fieldError(formik, name)),
    helperText: fieldError(formik, name),
    // Native select: the system picker is the dependable touch control on tablets.
    slotProps: { select: { native: true }, inputLabel: { shrink: true } },
  });
  return (
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
            {values.territoryId ? 'Choose a delivery location' : 'Choose a territory first'}
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
          helperText={fieldError(formik, 'llcId') ?? 'Needed to submit; drafts keep none'}
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
  );
}
