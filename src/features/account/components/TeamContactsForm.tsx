import { useCallback, useEffect, useState } from 'react';
import { Formik, Form, type FormikHelpers } from 'formik';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Divider,
  Grid,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { PhoneField } from '@/components/PhoneField';
import { getTeamContacts, updateTeamContacts } from '../api/team-contacts';
import { errorMessage } from '../errors';
import {
  TEAMS,
  TEAM_LABELS,
  emailField,
  notificationSettingsSchema,
  phoneField,
  toNotificationSettings,
  type NotificationSettings,
} from '../schemas';
import { FormikTextField } from '@/components/FormikTextField';

export const NOTIFICATIONS_UPDATED_MESSAGE = 'Notifications settings updated';
export const NOTIFICATIONS_FAILED_MESSAGE = 'Updating notifications settings has been failed.';
export const NOTIFICATIONS_LOAD_FAILED_MESSAGE = 'Could not load the notification settings.';

/** Spec 01 §9: default loading height. */
const LOADING_HEIGHT = 120;

type LoadState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; values: NotificationSettings };

export function TeamContactsForm() {
  const { enqueueSnackbar } = useSnackbar();
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });

  const fetchContacts = useCallback(() => {
    let active = true;
    setLoad({ status: 'loading' });
    getTeamContacts().then(
      (values) => active && setLoad({ status: 'ready', values }),
      (error: unknown) => {
        console.error('Loading team contacts failed', error);
        if (active) setLoad({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(fetchContacts, [fetchContacts]);

  if (load.status === 'loading') {
    return (
      <Box
        role="status"
        aria-label="Loading notification settings"
        sx={{
          height: LOADING_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <CircularProgress />
      </Box>
    );
  }

  if (load.status === 'error') {
    // No form on a failed load: saving the empty defaults would wipe the stored contacts.
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={fetchContacts}>
            Retry
          </Button>
        }
      >
        {NOTIFICATIONS_LOAD_FAILED_MESSAGE} {load.message}
      </Alert>
    );
  }

  const submit = async (
    values: NotificationSettings,
    helpers: FormikHelpers<NotificationSettings>,
  ) => {
    const saved = toNotificationSettings(values);
    try {
      await updateTeamContacts(saved);
      enqueueSnackbar(NOTIFICATIONS_UPDATED_MESSAGE, { variant: 'success' });
      helpers.resetForm({ values: saved });
    } catch (error) {
      console.error('Updating team contacts failed', error);
      enqueueSnackbar(NOTIFICATIONS_FAILED_MESSAGE, { variant: 'error' });
    }
  };

  return (
    <Formik
      initialValues={load.values}
      validationSchema={notificationSettingsSchema}
      onSubmit={submit}
    >
      {({ values, errors, touched, handleBlur, setFieldValue, isSubmitting }) => {
        const fieldError = (name: keyof NotificationSettings) =>
          touched[name] && errors[name] ? errors[name] : undefined;
        return (
          <Form noValidate aria-label="Team contacts">
            <Card variant="outlined">
              <CardHeader
                title="Team contacts"
                subheader="Who receives order, fulfillment and compliance notifications. Leave a field empty if the team has none."
              />
              <Divider />
              <CardContent>
                {TEAMS.map((team, index) => {
                  const email = emailField(team);
                  const phone = phoneField(team);
                  return (
                    <Box
                      key={team}
                      component="fieldset"
                      sx={{ border: 0, p: 0, m: 0, mt: index ? 3 : 0 }}
                    >
                      <Typography component="legend" variant="subtitle1" sx={{ mb: 1.5 }}>
                        {TEAM_LABELS[team]}
                      </Typography>
                      <Grid container spacing={2}>
                        <Grid size={{ xs: 12, md: 6 }}>
                          <FormikTextField
                            fullWidth
                            type="email"
                            label={`${TEAM_LABELS[team]} email`}
                            name={email}
                          />
                        </Grid>
                        <Grid size={{ xs: 12, md: 6 }}>
                          <PhoneField
                            fullWidth
                            label={`${TEAM_LABELS[team]} phone`}
                            name={phone}
                            value={values[phone]}
                            onChange={(digits) => setFieldValue(phone, digits)}
                            onBlur={handleBlur}
                            error={!!fieldError(phone)}
                            helperText={fieldError(phone)}
                          />
                        </Grid>
                      </Grid>
                    </Box>
                  );
                })}
              </CardContent>
              <Divider />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2 }}>
                <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
                  Save Changes
                </Button>
              </Box>
            </Card>
          </Form>
        );
      }}
    </Formik>
  );
}
