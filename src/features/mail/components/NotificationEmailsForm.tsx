import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Divider,
  Stack,
  TextField,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { QueryState } from '@/components/QueryState';
import { errorCodeOf } from '@/features/errorReports';
import { db } from '@/lib/firebase';
import { getMailRoutes } from '../api/mail-refs';
import { saveMailRoutes } from '../api/mail-routes';
import { MAIL_EVENT_TYPES, type MailEventType } from '../model/buildMail';
import {
  EVENT_LABELS,
  defaultRecipientsText,
  parseRecipients,
  routesToText,
} from '../model/routes';

export const ROUTES_SAVED = 'Notification e-mails updated';
export const ROUTES_FAILED = 'Updating notification e-mails has failed.';
export const ROUTES_LOAD_FAILED = 'Could not load the notification e-mails.';

const ROUTES_KEY = ['notification_emails'];

type Texts = Record<MailEventType, string>;

/**
 * The team notification e-mails record (spec 01 §3), per event: who receives the mail of each
 * event instead of its default team. Empty keeps the default. Top roles only (the tab and rules).
 */
export function NotificationEmailsForm() {
  const routes = useQuery({ queryKey: ROUTES_KEY, queryFn: () => getMailRoutes(db) });
  if (!routes.isSuccess) {
    // No form before the load: saving empty fields would reset every event to its default.
    return (
      <Box sx={{ mt: 3 }}>
        <QueryState
          query={routes}
          loadingLabel="Loading notification e-mails"
          errorMessage={ROUTES_LOAD_FAILED}
        />
      </Box>
    );
  }
  return <RoutesForm initial={routesToText(routes.data)} />;
}

function RoutesForm({ initial }: { initial: Texts }) {
  const [texts, setTexts] = useState<Texts>(initial);
  const [errors, setErrors] = useState<Partial<Texts>>({});
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (routes: Record<MailEventType, string[] | null>) => saveMailRoutes(db, routes),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ROUTES_KEY });
      enqueueSnackbar(ROUTES_SAVED, { variant: 'success' });
    },
    onError: (error) => {
      console.error('Saving notification e-mails failed', error);
      enqueueSnackbar(ROUTES_FAILED, { variant: 'error', errorCode: errorCodeOf(error) });
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next: Partial<Texts> = {};
    const routes = {} as Record<MailEventType, string[] | null>;
    for (const type of MAIL_EVENT_TYPES) {
      const parsed = parseRecipients(texts[type]);
      if (parsed.ok) routes[type] = parsed.emails;
      else next[type] = parsed.error;
    }
    setErrors(next);
    if (Object.keys(next).length === 0) save.mutate(routes);
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Notification e-mails"
      onSubmit={submit}
      sx={{ mt: 3 }}
    >
      <Card variant="outlined">
        <CardHeader
          title="Notification e-mails"
          subheader="Who is e-mailed about each event, instead of the team's e-mail. Separate addresses with commas (at most 5)."
        />
        <Divider />
        <CardContent>
          <Stack spacing={2.5}>
            {MAIL_EVENT_TYPES.map((type) => (
              <TextField
                key={type}
                fullWidth
                label={EVENT_LABELS[type].label}
                value={texts[type]}
                onChange={(e) => setTexts({ ...texts, [type]: e.target.value })}
                error={!!errors[type]}
                helperText={errors[type] ?? defaultRecipientsText(type)}
                slotProps={{ htmlInput: { inputMode: 'email' } }}
              />
            ))}
          </Stack>
        </CardContent>
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2 }}>
          <Button type="submit" variant="contained" size="large" loading={save.isPending}>
            Save Notification E-mails
          </Button>
        </Box>
      </Card>
    </Box>
  );
}
