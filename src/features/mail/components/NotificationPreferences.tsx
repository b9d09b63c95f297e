import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { useSignedInUser } from '@/features/auth';
import { errorCodeOf } from '@/features/errorReports';
import { CompactQueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { savePreferences } from '../api/preferences';
import { preferencesQuery } from '../api/queries';
import type { MailEventType } from '../model/buildMail';
import {
  deliveriesFor,
  DELIVERY_LABELS,
  PERSONAL_EVENT_KINDS,
  PREFERENCE_GROUPS,
  preferenceHint,
  type Delivery,
} from '../model/preferences';
import { EVENT_LABELS } from '../model/routes';

export const PREFERENCES_SAVED = 'E-mail preferences saved';
export const PREFERENCES_FAILED = 'Saving the e-mail preferences failed. Try again.';
export const PREFERENCES_LOAD_FAILED = 'Your e-mail preferences could not be loaded.';

/**
 * The account page's notification preferences (issue 27): for each event kind the user can
 * receive personally (the scheduled jobs' included), under its heading, immediately, in the daily
 * digest, or never (the weekly summary: immediately or never). Each change saves all kinds
 * (`notification_preferences/{uid}`); the server reads them when it builds a mail. Team
 * addresses (the notifications tab) are not affected.
 */
export function NotificationPreferences() {
  const { user } = useSignedInUser();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  // Each change is saved on its own: the latest save's toast replaces one still shown, so a few
  // quick changes never stack identical "saved" toasts.
  const savedToast = useRef<SnackbarKey | null>(null);
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
      if (savedToast.current !== null) closeSnackbar(savedToast.current);
      savedToast.current = enqueueSnackbar(PREFERENCES_SAVED, { variant: 'success' });
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
        subheader="For each notification and reminder about your orders, requests, locations and follow-ups: send it immediately, collect it in one daily digest, or never send it."
        slotProps={{ title: { component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <CompactQueryState
          query={preferences}
          loadingLabel="Loading your e-mail preferences"
          errorMessage={PREFERENCES_LOAD_FAILED}
        >
          {preferences.data && (
            <Stack spacing={2.5} role="group" aria-label="E-mail notifications">
              {PREFERENCE_GROUPS.map((group) => (
                <Box component="section" key={group.title} aria-label={group.title}>
                  <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
                    {group.title}
                  </Typography>
                  <Box
                    sx={{
                      display: 'grid',
                      gap: 2,
                      // Two per row once a select has room for its longest label (tablet up).
                      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                    }}
                  >
                    {group.kinds.map((kind) => (
                      <TextField
                        key={kind}
                        select
                        size="small"
                        label={EVENT_LABELS[kind].label}
                        helperText={preferenceHint(kind)}
                        value={preferences.data[kind]}
                        disabled={save.isPending}
                        onChange={(event) =>
                          save.mutate({
                            ...preferences.data,
                            [kind]: event.target.value as Delivery,
                          })
                        }
                      >
                        {deliveriesFor(kind).map((delivery) => (
                          <MenuItem key={delivery} value={delivery}>
                            {DELIVERY_LABELS[delivery]}
                          </MenuItem>
                        ))}
                      </TextField>
                    ))}
                  </Box>
                </Box>
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
