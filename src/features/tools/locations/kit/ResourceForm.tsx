import { Formik, Form, getIn, type FormikProps } from 'formik';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Grid,
  MenuItem,
  Switch,
  TextField,
} from '@mui/material';
import type { AnyObject, ObjectSchema } from 'yup';
import { PhoneField } from '@/components/PhoneField';
import type { LookupData } from '../lookups';
import type { FieldDef } from './types';

interface ResourceFormProps<V extends AnyObject> {
  /** Accessible name of the form, e.g. "New Territory". */
  label: string;
  fields: readonly FieldDef<V>[];
  schema: ObjectSchema<V>;
  initialValues: V;
  lookups: LookupData;
  submitLabel: string;
  /** Throwing keeps the form as typed; the caller reports the failure. */
  onSubmit: (values: V) => Promise<void>;
  onCancel?: () => void;
}

/** The one form of every resource: a control per field definition, validated by the schema. */
export function ResourceForm<V extends AnyObject>({
  label,
  fields,
  schema,
  initialValues,
  lookups,
  submitLabel,
  onSubmit,
  onCancel,
}: ResourceFormProps<V>) {
  return (
    // Capped so a desktop form does not stretch fields across the whole screen.
    <Card variant="outlined" sx={{ maxWidth: 960 }}>
      <CardContent>
        <Formik<V>
          initialValues={initialValues}
          validationSchema={schema}
          onSubmit={async (values) => {
            try {
              await onSubmit(schema.cast(values) as V);
            } catch {
              // Reported by the caller; Formik keeps what the user typed.
            }
          }}
        >
          {(formik) => (
            <Form noValidate aria-label={label}>
              <Grid container spacing={2}>
                {fields.map((field) => (
                  <Grid key={field.name} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
                    <FieldControl field={field} formik={formik} lookups={lookups} />
                  </Grid>
                ))}
              </Grid>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
                {onCancel && (
                  <Button size="large" onClick={onCancel} disabled={formik.isSubmitting}>
                    Cancel
                  </Button>
                )}
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  loading={formik.isSubmitting}
                >
                  {submitLabel}
                </Button>
              </Box>
            </Form>
          )}
        </Formik>
      </CardContent>
    </Card>
  );
}

function FieldControl<V extends AnyObject>({
  field,
  formik,
  lookups,
}: {
  field: FieldDef<V>;
  formik: FormikProps<V>;
  lookups: LookupData;
}) {
  const { values, errors, touched, handleChange, handleBlur, setFieldValue } = formik;
  const value: unknown = getIn(values, field.name);
  const touchedField = Boolean(getIn(touched, field.name));
  const rawError: unknown = getIn(errors, field.name);
  const error = touchedField && typeof rawError === 'string' ? rawError : undefined;
  const common = {
    fullWidth: true,
    id: `field-${field.name}`,
    name: field.name,
    label: field.label,
    onBlur: handleBlur,
    error: Boolean(error),
    helperText: error ?? field.helperText,
  };

  switch (field.kind) {
    case 'switch':
      return (
        <FormControlLabel
          sx={{ minHeight: 48 }}
          control={
            <Switch
              name={field.name}
              checked={value === true}
              onChange={(event) => setFieldValue(field.name, event.target.checked)}
            />
          }
          label={field.label}
        />
      );
    case 'phone':
      return (
        <PhoneField
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(digits) => setFieldValue(field.name, digits)}
        />
      );
    case 'select': {
      const options = field.options?.(lookups) ?? [];
      return (
        <TextField
          {...common}
          select
          value={typeof value === 'string' ? value : ''}
          onChange={handleChange}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value} sx={{ minHeight: 48 }}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'multiselect': {
      const options = field.options?.(lookups) ?? [];
      const selected = Array.isArray(value) ? (value as string[]) : [];
      const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
      return (
        <TextField
          {...common}
          select
          value={selected}
          onChange={(event) => {
            // MUI reports a multiple select's value as an array (or a string from autofill).
            const next = event.target.value as unknown;
            setFieldValue(field.name, typeof next === 'string' ? next.split(',') : next);
          }}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (chosen) => (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {(chosen as string[]).map((v) => (
                    <Chip key={v} label={labelOf(v)} size="small" />
                  ))}
                </Box>
              ),
            },
          }}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value} sx={{ minHeight: 48 }}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'email':
    case 'text':
      return (
        <TextField
          {...common}
          type={field.kind === 'email' ? 'email' : 'text'}
          autoComplete={field.autoComplete}
          value={typeof value === 'string' ? value : ''}
          onChange={handleChange}
        />
      );
  }
}
