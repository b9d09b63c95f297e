import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { NotSentError } from './notSentError';
import { ACTION_LABELS, NOTES_LABELS, notesProblem, type ApprovalAction } from '../model/status';

interface ActionDialogProps {
  action: ApprovalAction | null;
  onClose: () => void;
  onConfirm: (action: ApprovalAction, notes: string) => Promise<void>;
}

/** Asks for the notes of a status action (required to deny or request a revision) and runs it. */
export function ActionDialog({ action, onClose, onConfirm }: ActionDialogProps) {
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const close = () => {
    setNotes('');
    setProblem(null);
    setFailed(null);
    onClose();
  };
  const confirm = async () => {
    if (!action) return;
    const message = notesProblem(action, notes);
    setProblem(message);
    if (message) return;
    setBusy(true);
    setFailed(null);
    try {
      await onConfirm(action, notes);
      close();
    } catch (error) {
      console.error('Approval status change failed', error);
      setFailed(
        error instanceof NotSentError
          ? error.message
          : 'The change could not be saved. Check the connection and try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={action !== null} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{action ? ACTION_LABELS[action] : ''}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          label={action ? NOTES_LABELS[action] : ''}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          error={!!problem}
          helperText={problem ?? ' '}
          multiline
          minRows={3}
          fullWidth
          sx={{ mt: 1 }}
        />
        {failed && <Alert severity="error">{failed}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" disabled={busy} onClick={() => void confirm()}>
          {action ? ACTION_LABELS[action] : ''}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
