import { Formik, Form, type FormikHelpers } from 'formik';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Divider,
  Grid,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { PhoneField } from '@/components/PhoneField';
import { QueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { teamContactsQuery } from '../api/queries';
import { updateTeamContacts } from '../api/team-contacts';
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

const NOTIFICATIONS_UPDATED_MESSAGE = 'Notifications settings updated';
const NOTIFICATIONS_FAILED_MESSAGE = 'Updating notifications settings has been failed.';
const NOTIFICATIONS_LOAD_FAILED_MESSAGE = 'Could not load the notification settings.';

export function TeamContactsForm() {
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const query = teamContactsQuery(db);
  const contacts = useQuery(query);

  // No form until the stored contacts are read: saving the empty defaults would wipe them.
  if (!contacts.isSuccess) {
    return (
      <QueryState
        query={contacts}
        loadingLabel="Loading notification settings"
        errorMessage={NOTIFICATIONS_LOAD_FAILED_MESSAGE}
      />
    );
  }

  const submit = async (
    values: NotificationSettings,
    helpers: FormikHelpers<NotificationSettings>,
  ) => {
    const saved = toNotificationSettings(values);
    try {
      await updateTeamContacts(db, saved);
      client.setQueryData(query.queryKey, saved);
      enqueueSnackbar(NOTIFICATIONS_UPDATED_MESSAGE, { variant: 'success' });
      helpers.resetForm({ values: saved });
    } catch (error) {
      console.error('Updating team contacts failed', error);
      enqueueSnackbar(NOTIFICATIONS_FAILED_MESSAGE, { variant: 'error' });
    }
  };

  return (
    <Formik
      initialValues={contacts.data}
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
