import { useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** Busy state owned by the caller; an async onConfirm also shows busy until it settles. */
  busy?: boolean;
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
}

/** Asks before a destructive action; Cancel has the focus so a stray tap does no harm. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [settling, setSettling] = useState(false);
  const working = busy || settling;
  const confirm = async () => {
    setSettling(true);
    try {
      await onConfirm();
    } finally {
      setSettling(false);
    }
  };
  return (
    <Dialog open={open} onClose={working ? undefined : onCancel} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={working} autoFocus size="large">
          Cancel
        </Button>
        <Button onClick={confirm} loading={working} color="error" variant="contained" size="large">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
