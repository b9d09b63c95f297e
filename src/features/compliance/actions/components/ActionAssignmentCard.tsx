import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, MenuItem, TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { CompactQueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { getActionAssignment, saveActionAssignment } from '../api/assignment-setting';
import {
  ACTION_ASSIGNMENT_LABELS,
  ACTION_ASSIGNMENTS,
  type ActionAssignment,
} from '../model/assignment';

export const ASSIGNMENT_SAVED = 'Follow-up action assignment saved';
export const ASSIGNMENT_FAILED = 'Saving the follow-up action assignment failed. Try again.';

const QUERY_KEY = ['app_config', 'compliance', 'actionAssignment'] as const;

/**
 * The top roles' setting (Account > Notifications, issue 27): who the follow-up actions of a
 * published inspection are assigned to at once; the server reads it when it publishes. Each
 * change saves at once.
 */
export function ActionAssignmentCard() {
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const current = useQuery({ queryKey: QUERY_KEY, queryFn: () => getActionAssignment(db) });
  const save = useMutation({
    mutationFn: (next: ActionAssignment) => saveActionAssignment(db, next),
    onSuccess: (_result, next) => {
      client.setQueryData(QUERY_KEY, next);
      enqueueSnackbar(ASSIGNMENT_SAVED, { variant: 'success' });
    },
    onError: (error) => {
      console.error('Saving the follow-up action assignment failed', error);
      enqueueSnackbar(ASSIGNMENT_FAILED, { variant: 'error' });
    },
  });
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardHeader
        title="Follow-up actions"
        subheader="Who the follow-up actions of a failed inspection are assigned to when it is published. The assignee gets an e-mail."
      />
      <CardContent sx={{ pt: 0 }}>
        <CompactQueryState
          query={current}
          loadingLabel="Loading the follow-up action setting"
          errorMessage="The follow-up action setting could not be loaded."
        >
          {current.data && (
            <TextField
              select
              size="small"
              label="Assign new follow-up actions to"
              value={current.data}
              disabled={save.isPending}
              onChange={(event) => save.mutate(event.target.value as ActionAssignment)}
              sx={{ minWidth: 320 }}
            >
              {ACTION_ASSIGNMENTS.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {ACTION_ASSIGNMENT_LABELS[choice]}
                </MenuItem>
              ))}
            </TextField>
          )}
        </CompactQueryState>
      </CardContent>
    </Card>
  );
}
