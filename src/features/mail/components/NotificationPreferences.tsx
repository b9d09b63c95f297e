import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Card,
  CardContent,
  CardHeader,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useSignedInUser } from '@/features/auth';
import { errorCodeOf } from '@/features/errorReports';
import { CompactQueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { savePreferences } from '../api/preferences';
import { preferencesQuery } from '../api/queries';
import type { MailEventType } from '../model/buildMail';
import {
  DELIVERIES,
  DELIVERY_LABELS,
  PERSONAL_EVENT_KINDS,
  type Delivery,
} from '../model/preferences';
import { EVENT_LABELS } from '../model/routes';

export const PREFERENCES_SAVED = 'E-mail preferences saved';
export const PREFERENCES_FAILED = 'Saving the e-mail preferences failed. Try again.';
export const PREFERENCES_LOAD_FAILED = 'Your e-mail preferences could not be loaded.';

/**
 * The account page's notification preferences (issue 27): for each event kind the user can
 * receive personally, immediately, in the daily digest, or never. Each change saves all kinds
 * (`notification_preferences/{uid}`); the server reads them when it builds a mail. Team
 * addresses (the notifications tab) are not affected.
 */
export function NotificationPreferences() {
  const { user } = useSignedInUser();
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const query = preferencesQuery(db, user.uid);
  const preferences = useQuery(query);
  const save = useMutation({
    mutationFn: (next: Record<MailEventType, Delivery>) =>
      savePreferences(
        db,
        user.uid,
        Object.fromEntries(PERSONAL_EVENT_KINDS.map((kind) => [kind, next[kind]])),
      ),
    onSuccess: (_result, next) => {
      client.setQueryData(query.queryKey, next);
      enqueueSnackbar(PREFERENCES_SAVED, { variant: 'success' });
    },
    onError: (error) => {
      console.error('Saving the notification preferences failed', error);
      enqueueSnackbar(PREFERENCES_FAILED, { variant: 'error', errorCode: errorCodeOf(error) });
    },
  });
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardHeader
        title="E-mail notifications"
        subheader="For each notification about your own orders, reports and requests: send it immediately, collect it in one daily digest, or never send it."
      />
      <CardContent sx={{ pt: 0 }}>
        <CompactQueryState
          query={preferences}
          loadingLabel="Loading your e-mail preferences"
          errorMessage={PREFERENCES_LOAD_FAILED}
        >
          {preferences.data && (
            <Stack spacing={2} role="group" aria-label="E-mail notifications">
              {PERSONAL_EVENT_KINDS.map((kind) => (
                <TextField
                  key={kind}
                  select
                  size="small"
                  label={EVENT_LABELS[kind].label}
                  value={preferences.data[kind]}
                  disabled={save.isPending}
                  onChange={(event) =>
                    save.mutate({ ...preferences.data, [kind]: event.target.value as Delivery })
                  }
                >
                  {DELIVERIES.map((delivery) => (
                    <MenuItem key={delivery} value={delivery}>
                      {DELIVERY_LABELS[delivery]}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
              <Typography variant="body2" color="text.secondary">
                Team addresses, set by the administrators, always get their e-mails.
              </Typography>
            </Stack>
          )}
        </CompactQueryState>
      </CardContent>
    </Card>
  );
}
