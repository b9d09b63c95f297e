import { useState, type ReactNode } from 'react';
import { Form, Formik } from 'formik';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
} from '@mui/material';
import type { AnyObjectSchema } from 'yup';
import { FormikTextField } from '@/components/FormikTextField';
import { errorText } from '@/lib/errors';

type Values = Record<string, string>;

/** One field of an action: a text (several lines with `rows`) or a choice of `options`. */
interface ActionField {
  name: string;
  label: string;
  helperText?: string;
  rows?: number;
  type?: 'text' | 'date';
  inputMode?: 'decimal' | 'text';
  options?: readonly { value: string; label: string }[];
  /** Shown only while this returns true for the form's values. */
  shownWhen?: (values: Values) => boolean;
}

/**
 * One step on a royalty statement (confirm, dispute, answer a dispute, record a payment): a
 * dialog with the step's fields, checked by its schema, sent by `onSubmit`. The server's refusal
 * shows inside the dialog (a snackbar behind an open dialog is hidden from screen readers) and
 * everything typed stays.
 */
export function StatementActionDialog({
  title,
  intro,
  fields,
  schema,
  initialValues,
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  intro: ReactNode;
  fields: readonly ActionField[];
  schema: AnyObjectSchema;
  initialValues: Values;
  submitLabel: string;
  onSubmit: (values: Values) => Promise<void>;
  onClose: () => void;
}) {
  const [error, setError] = useState('');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="statement-action">
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          setError('');
          try {
            await onSubmit(values);
          } catch (failure) {
            console.error(`${title} failed`, failure);
            setError(errorText(failure));
          }
        }}
      >
        {({ isSubmitting, values }) => (
          <Form noValidate aria-label={title}>
            <DialogTitle id="statement-action">{title}</DialogTitle>
            <DialogContent sx={{ display: 'grid', gap: 2 }}>
              <DialogContentText component="div">{intro}</DialogContentText>
              {fields
                .filter((f) => !f.shownWhen || f.shownWhen(values))
                .map((f) => (
                  <FormikTextField
                    key={f.name}
                    name={f.name}
                    label={f.label}
                    helperText={f.helperText}
                    type={f.type ?? 'text'}
                    select={!!f.options}
                    multiline={!!f.rows}
                    minRows={f.rows}
                    fullWidth
                    slotProps={{
                      htmlInput: { inputMode: f.inputMode },
                      inputLabel: f.type === 'date' ? { shrink: true } : undefined,
                    }}
                  >
                    {f.options?.map((o) => (
                      <MenuItem key={o.value} value={o.value}>
                        {o.label}
                      </MenuItem>
                    ))}
                  </FormikTextField>
                ))}
              {error !== '' && <Alert severity="error">{error}</Alert>}
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" loading={isSubmitting}>
                {submitLabel}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
