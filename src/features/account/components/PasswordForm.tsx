import { Formik, Form, type FormikHelpers } from 'formik';
import { Box, Button, Card, CardContent, Grid } from '@mui/material';
import { useSnackbar } from 'notistack';
import { isWrongPassword, updatePassword } from '../api/update-password';
import { errorText } from '@/lib/errors';
import { emptyPasswordForm, passwordSchema, type PasswordFormValues } from '../schemas';
import { FormikTextField } from '@/components/FormikTextField';

const PASSWORD_UPDATED_MESSAGE = 'Password updated';
const WRONG_PASSWORD_MESSAGE = 'This is not your current password';

export function PasswordForm({ uid }: { uid: string }) {
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (values: PasswordFormValues, helpers: FormikHelpers<PasswordFormValues>) => {
    try {
      await updatePassword({
        uid,
        currentPassword: values.currentPassword,
        password: values.password,
      });
      enqueueSnackbar(PASSWORD_UPDATED_MESSAGE, { variant: 'success' });
      helpers.resetForm();
    } catch (error) {
      if (isWrongPassword(error)) helpers.setFieldError('currentPassword', WRONG_PASSWORD_MESSAGE);
      else enqueueSnackbar(errorText(error), { variant: 'error' });
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Formik
          initialValues={emptyPasswordForm}
          validationSchema={passwordSchema}
          onSubmit={submit}
        >
          {({ isSubmitting }) => {
            return (
              <Form noValidate aria-label="Change password">
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12 }}>
                    <FormikTextField
                      fullWidth
                      type="password"
                      label="Current password"
                      name="currentPassword"
                      autoComplete="current-password"
                      sx={{ maxWidth: { sm: 'calc(50% - 8px)' } }}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormikTextField
                      fullWidth
                      type="password"
                      label="Password"
                      name="password"
                      autoComplete="new-password"
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormikTextField
                      fullWidth
                      type="password"
                      label="Password Confirmation"
                      name="passwordConfirmation"
                      autoComplete="new-password"
                    />
                  </Grid>
                </Grid>
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
                  <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
                    Change Password
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
