import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, FormControlLabel, Switch } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useSignedInUser } from '@/features/auth';
import { errorCodeOf } from '@/features/errorReports';
import { db } from '@/lib/firebase';
import { isOptedOut } from '../api/mail-refs';
import { setOptedOut } from '../api/opt-out';

export const OPT_OUT_SAVED = 'E-mail preference saved';
export const OPT_OUT_FAILED = 'Saving the e-mail preference failed. Try again.';

/**
 * The profile's "E-mail me" switch: off writes email_opt_outs/{uid}, so the mails of the user's
 * own orders and reports leave them out (team addresses still get theirs).
 */
export function EmailOptOutSwitch() {
  const { user } = useSignedInUser();
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const key = ['email_opt_outs', user.uid];
  const optedOut = useQuery({ queryKey: key, queryFn: () => isOptedOut(db, user.uid) });
  const save = useMutation({
    mutationFn: (next: boolean) => setOptedOut(db, user.uid, next),
    onSuccess: (_result, next) => {
      client.setQueryData(key, next);
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
        <FormControlLabel
          control={
            <Switch
              checked={optedOut.data === false}
              disabled={optedOut.isPending || optedOut.isError || save.isPending}
              onChange={(event) => save.mutate(!event.target.checked)}
            />
          }
          label="E-mail me about my orders and compliance reports"
        />
      </CardContent>
    </Card>
  );
}
