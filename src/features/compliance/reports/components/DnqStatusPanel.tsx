import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { db } from '@/lib/firebase';
import { formatDateTime } from '@/lib/format';
import { displayName, hasPermission, useSignedInUser } from '@/features/auth';
import { setDnqStatus } from '../api/set-dnq-status';
import { DNQ_REASON_MAX, dnqChangeLabel, dnqReasonError } from '../model/dnqStatus';
import type { ReportDetails } from '../model/report';

const DNQ_SAVED = 'DNQ status saved';
const DNQ_SAVE_FAILED = 'The DNQ status could not be saved. Check your connection and access.';

/**
 * Manual DNQ of a published report (issue 16): its current state and history for every reader;
 * "Set DNQ Status" / "Clear DNQ Status" with a required reason for holders of
 * complianceReports.setDnqStatus. Calls `onSaved` so the page reloads the report.
 */
export function DnqStatusPanel({
  report,
  onSaved,
}: {
  report: ReportDetails;
  onSaved: () => void;
}) {
  const { user, profile } = useSignedInUser();
  const { enqueueSnackbar } = useSnackbar();
  const canSet = hasPermission(profile.permissions, 'complianceReports.setDnqStatus');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const history = report.dnqHistory ?? [];
  const isDnq = report.manualDnq === true;
  const error = dnqReasonError(reason);

  const save = useMutation({
    mutationFn: () =>
      setDnqStatus(db, report.id, {
        isDnq: !isDnq,
        reason,
        by: user.uid,
        byName: displayName(profile),
      }),
    onSuccess: () => {
      setOpen(false);
      setReason('');
      setTouched(false);
      enqueueSnackbar(DNQ_SAVED, { variant: 'success' });
      onSaved();
    },
  });

  if (!canSet && history.length === 0) return null;
  const action = isDnq ? 'Clear DNQ Status' : 'Set DNQ Status';
  return (
    <Paper variant="outlined" component="section" aria-label="DNQ status" sx={{ p: 2, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          DNQ status
        </Typography>
        <Chip
          size="small"
          color={isDnq ? 'error' : 'default'}
          label={isDnq ? 'DNQ set manually' : 'Not set manually'}
        />
        <Box sx={{ flex: 1 }} />
        {canSet && (
          <Button
            variant="outlined"
            color={isDnq ? 'primary' : 'error'}
            onClick={() => setOpen(true)}
          >
            {action}
          </Button>
        )}
      </Box>
      {history.length > 0 && (
        <Box component="ol" aria-label="DNQ history" sx={{ m: 0, mt: 1, pl: 3 }}>
          {history.map((change, index) => (
            <Typography
              component="li"
              key={index}
              variant="body2"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {dnqChangeLabel(change)}
              {change.at ? ` on ${formatDateTime(change.at)}` : ''}: {change.reason}
            </Typography>
          ))}
        </Box>
      )}
      <Dialog open={open} onClose={() => !save.isPending && setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{action}</DialogTitle>
        <DialogContent>
          {save.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {DNQ_SAVE_FAILED}
            </Alert>
          )}
          <TextField
            label="Reason"
            required
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && error !== null}
            helperText={touched && error ? error : `${reason.trim().length}/${DNQ_REASON_MAX}`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={save.isPending}>
            Cancel
          </Button>
          <Button
            variant="contained"
            disabled={save.isPending}
            onClick={() => {
              setTouched(true);
              if (!error) save.mutate();
            }}
          >
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
