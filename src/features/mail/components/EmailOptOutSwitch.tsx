import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, FormControlLabel, Switch } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useSignedInUser } from '@/features/auth';
import { errorCodeOf } from '@/features/errorReports';
import { CompactQueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { optOutQuery } from '../api/queries';
import { setOptedOut } from '../api/opt-out';

export const OPT_OUT_SAVED = 'E-mail preference saved';
export const OPT_OUT_FAILED = 'Saving the e-mail preference failed. Try again.';
export const OPT_OUT_LOAD_FAILED = 'Your e-mail preference could not be loaded.';

/**
 * The profile's "E-mail me" switch: off writes email_opt_outs/{uid}, so the mails of the user's
 * own orders and reports leave them out (team addresses still get theirs).
 */
export function EmailOptOutSwitch() {
  const { user } = useSignedInUser();
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const query = optOutQuery(db, user.uid);
  const optedOut = useQuery(query);
  const save = useMutation({
    mutationFn: (next: boolean) => setOptedOut(db, user.uid, next),
    onSuccess: (_result, next) => {
      client.setQueryData(query.queryKey, next);
      enqueueSnackbar(OPT_OUT_SAVED, { variant: 'success' });
    },
    onError: (error) => {
      console.error('Saving the e-mail opt-out failed', error);
      enqueueSnackbar(OPT_OUT_FAILED, { variant: 'error', errorCode: errorCodeOf(error) });
    },
  });
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardHeader title="E-mail notifications" />
      <CardContent sx={{ pt: 0 }}>
        <CompactQueryState
          query={optedOut}
          loadingLabel="Loading your e-mail preference"
          errorMessage={OPT_OUT_LOAD_FAILED}
        >
          <FormControlLabel
            control={
              <Switch
                checked={optedOut.data === false}
                disabled={save.isPending}
                onChange={(event) => save.mutate(!event.target.checked)}
              />
            }
            label="E-mail me about my orders and compliance reports"
          />
        </CompactQueryState>
      </CardContent>
    </Card>
  );
}
