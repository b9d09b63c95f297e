import { Formik, Form, type FormikHelpers } from 'formik';
import { Box, Button, Card, CardContent } from '@mui/material';
import { ANNOUNCEMENT_MAX_LENGTH } from '@/features/notifications';
import { announcementSchema, toAnnouncementMessage, type AnnouncementFormValues } from '../schema';
import { FormikTextField } from '@/components/FormikTextField';

export interface AnnouncementFormProps {
  initialMessage?: string;
  submitLabel: string;
  /** Saves the trimmed message; a rejection keeps the form as typed (the caller reports it). */
  onSave: (message: string) => Promise<void>;
  onCancel: () => void;
}

/** The one form of new and edit announcement: a multiline message. */
export function AnnouncementForm({
  initialMessage = '',
  submitLabel,
  onSave,
  onCancel,
}: AnnouncementFormProps) {
  const submit = async (
    values: AnnouncementFormValues,
    helpers: FormikHelpers<AnnouncementFormValues>,
  ) => {
    try {
      await onSave(toAnnouncementMessage(values));
    } catch {
      // Reported by the caller; Formik keeps what the user typed.
      helpers.setSubmitting(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 800 }}>
      <CardContent>
        <Formik
          initialValues={{ message: initialMessage }}
          validationSchema={announcementSchema}
          onSubmit={submit}
        >
          {({ values, isSubmitting }) => {
            return (
              <Form noValidate aria-label="Announcement">
                <FormikTextField
                  fullWidth
                  multiline
                  minRows={4}
                  maxRows={16}
                  label="Message"
                  name="message"
                  helperText={`${values.message.length} / ${ANNOUNCEMENT_MAX_LENGTH}`}
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
            );
          }}
        </Formik>
      </CardContent>
    </Card>
  );
}
