import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { reassignReasonError } from '../model/routing';
import type { Reviewer } from '../api/routing';

interface ReassignDialogProps {
  open: boolean;
  /** Who may take the request: reviewers other than its requester and current assignee. */
  reviewers: readonly Reviewer[];
  onClose: () => void;
  onConfirm: (toUid: string, reason: string) => Promise<void>;
}

/** Hands a request to another reviewer, with a reason (issue 27). */
export function ReassignDialog({ open, reviewers, onClose, onConfirm }: ReassignDialogProps) {
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ to?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const close = () => {
    setTo('');
    setReason('');
    setProblems({});
    setFailed(false);
    onClose();
  };
  const confirm = async () => {
    const next = {
      to: to ? undefined : 'Choose a reviewer',
      reason: reassignReasonError(reason) ?? undefined,
    };
    setProblems(next);
    if (next.to || next.reason) return;
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm(to, reason);
      close();
    } catch (error) {
      console.error('Reassigning the request failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>Reassign</DialogTitle>
      <DialogContent>
        <TextField
          select
          label="New reviewer"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={!!problems.to}
          helperText={problems.to ?? ' '}
          fullWidth
          sx={{ mt: 1 }}
        >
          {reviewers.map((r) => (
            <MenuItem key={r.uid} value={r.uid}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!problems.reason}
          helperText={problems.reason ?? ' '}
          multiline
          minRows={2}
          fullWidth
        />
        {failed && (
          <Alert severity="error">
            The request could not be reassigned. Check the connection and try again.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" disabled={busy} onClick={() => void confirm()}>
          Reassign
        </Button>
      </DialogActions>
    </Dialog>
  );
}
