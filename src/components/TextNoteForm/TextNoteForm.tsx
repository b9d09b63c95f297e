import { Formik, Form, type FormikHelpers } from 'formik';
import { Box, Button, Card, CardContent } from '@mui/material';
import type { ObjectSchema } from 'yup';
import { FormikTextField } from '@/components/FormikTextField';

type Values = Record<string, string>;

export interface TextNoteFormProps {
  /** Form field name, e.g. "message"; also the key `schema` validates. */
  name: string;
  label: string;
  /** Accessible name of the form, e.g. "Announcement". */
  formLabel: string;
  maxLength: number;
  schema: ObjectSchema<Values>;
  initialText?: string;
  submitLabel: string;
  /** Saves the trimmed text; a rejection keeps the form as typed (the caller reports it). */
  onSave: (text: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * A form of one multiline text with a character counter: announcements and fulfillment notes.
 */
export function TextNoteForm({
  name,
  label,
  formLabel,
  maxLength,
  schema,
  initialText = '',
  submitLabel,
  onSave,
  onCancel,
}: TextNoteFormProps) {
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await onSave((values[name] ?? '').trim());
    } catch {
      // Reported by the caller; Formik keeps what the user typed.
      helpers.setSubmitting(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 800 }}>
      <CardContent>
        <Formik initialValues={{ [name]: initialText }} validationSchema={schema} onSubmit={submit}>
          {({ values, isSubmitting }) => (
            <Form noValidate aria-label={formLabel}>
              <FormikTextField
                fullWidth
                multiline
                minRows={4}
                maxRows={16}
                label={label}
                name={name}
                helperText={`${(values[name] ?? '').length} / ${maxLength}`}
              />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
                <Button onClick={onCancel} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
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
