import { useMemo } from 'react';
import { Formik, Form, type FormikHelpers } from 'formik';
import { Box, Button, Card, CardContent, Grid, MenuItem } from '@mui/material';
import { useSnackbar } from 'notistack';
import { TIMEZONES, type UserProfile } from '@/features/auth';
import { PhoneField } from '@/components/PhoneField';
import { updateProfile } from '../api/update-profile';
import { errorText, RECENT_LOGIN_EMAIL_MESSAGE } from '@/lib/errors';
import {
  profileFormValues,
  profileSchema,
  toProfileValues,
  type ProfileFormValues,
} from '../schemas';
import { FormikTextField } from '@/components/FormikTextField';

const ACCOUNT_UPDATED_MESSAGE = 'Account updated';
/** After verifyBeforeUpdateEmail: the address changes only once the link is opened. */
const verifyEmailMessage = (email: string) =>
  `Account updated. We sent a link to ${email}: your email changes once you open it.`;

export function ProfileForm({ uid, profile }: { uid: string; profile: UserProfile }) {
  const { enqueueSnackbar } = useSnackbar();
  const { firstName, lastName, email, mobile, timezone } = profile;
  // Keyed on the fields, not the profile object, so an unrelated profile snapshot keeps what the user typed.
  const initialValues = useMemo(
    () => profileFormValues({ firstName, lastName, email, mobile, timezone }),
    [firstName, lastName, email, mobile, timezone],
  );

  const submit = async (values: ProfileFormValues, helpers: FormikHelpers<ProfileFormValues>) => {
    const saved = toProfileValues(values);
    try {
      const { verificationSentTo } = await updateProfile({ uid, ...saved });
      enqueueSnackbar(
        verificationSentTo ? verifyEmailMessage(verificationSentTo) : ACCOUNT_UPDATED_MESSAGE,
        { variant: 'success' },
      );
      helpers.resetForm({ values: { ...saved, email: verificationSentTo ? email : saved.email } });
    } catch (error) {
      // Formik keeps the typed values; only the snackbar reports the failure.
      enqueueSnackbar(errorText(error, { recentLoginMessage: RECENT_LOGIN_EMAIL_MESSAGE }), {
        variant: 'error',
      });
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Formik
          initialValues={initialValues}
          validationSchema={profileSchema}
          onSubmit={submit}
          enableReinitialize
        >
          {({ values, errors, touched, handleBlur, setFieldValue, isSubmitting }) => {
            const fieldError = (name: keyof ProfileFormValues) =>
              touched[name] && errors[name] ? errors[name] : undefined;
            return (
              <Form noValidate aria-label="Profile">
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormikTextField
                      fullWidth
                      label="First name"
                      name="firstName"
                      autoComplete="given-name"
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormikTextField
                      fullWidth
                      label="Last name"
                      name="lastName"
                      autoComplete="family-name"
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormikTextField
                      fullWidth
                      type="email"
                      label="Email"
                      name="email"
                      autoComplete="email"
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <PhoneField
                      fullWidth
                      label="Mobile"
                      name="mobile"
                      value={values.mobile}
                      onChange={(digits) => setFieldValue('mobile', digits)}
                      onBlur={handleBlur}
                      error={!!fieldError('mobile')}
                      helperText={fieldError('mobile')}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormikTextField select fullWidth label="Timezone" name="timezone">
                      {TIMEZONES.map((zone) => (
                        <MenuItem key={zone} value={zone}>
                          {zone}
                        </MenuItem>
                      ))}
                    </FormikTextField>
                  </Grid>
                </Grid>
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
                  <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
                    Save Changes
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
