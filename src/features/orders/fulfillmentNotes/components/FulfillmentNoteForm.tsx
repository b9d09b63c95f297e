import { Formik, Form, type FormikHelpers } from 'formik';
import { Box, Button, Card, CardContent } from '@mui/material';
import { FormikTextField } from '@/components/FormikTextField';
import { FULFILLMENT_NOTE_MAX_LENGTH } from '../model/note';
import { fulfillmentNoteSchema, toNoteText, type FulfillmentNoteFormValues } from '../model/schema';

export interface FulfillmentNoteFormProps {
  initialNotes?: string;
  submitLabel: string;
  /** Saves the trimmed text; a rejection keeps the form as typed (the caller reports it). */
  onSave: (notes: string) => Promise<void>;
  onCancel: () => void;
}

/** The one form of new, copied and edited fulfillment notes: a multiline text. */
export function FulfillmentNoteForm({
  initialNotes = '',
  submitLabel,
  onSave,
  onCancel,
}: FulfillmentNoteFormProps) {
  const submit = async (
    values: FulfillmentNoteFormValues,
    helpers: FormikHelpers<FulfillmentNoteFormValues>,
  ) => {
    try {
      await onSave(toNoteText(values));
    } catch {
      // Reported by the caller; Formik keeps what the user typed.
      helpers.setSubmitting(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 800 }}>
      <CardContent>
        <Formik
          initialValues={{ notes: initialNotes }}
          validationSchema={fulfillmentNoteSchema}
          onSubmit={submit}
        >
          {({ values, isSubmitting }) => (
            <Form noValidate aria-label="Fulfillment note">
              <FormikTextField
                fullWidth
                multiline
                minRows={4}
                maxRows={16}
                label="Notes"
                name="notes"
                helperText={`${values.notes.length} / ${FULFILLMENT_NOTE_MAX_LENGTH}`}
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
