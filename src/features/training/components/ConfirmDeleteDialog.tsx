import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  message: string;
  onCancel: () => void;
  /** The dialog shows a busy Delete button until this settles; the caller closes it. */
  onConfirm: () => Promise<void>;
}

export function ConfirmDeleteDialog({
  open,
  title,
  message,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="confirm-delete-title"
    >
      <DialogTitle id="confirm-delete-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} size="large">
          Cancel
        </Button>
        <Button onClick={confirm} color="error" variant="contained" loading={busy} size="large">
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
