import { useCallback, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

interface ConfirmRequest {
  title: string;
  message: ReactNode;
  confirmLabel: string;
}

/**
 * `const [confirm, dialog] = useConfirm(); if (await confirm({...})) ...` — an awaitable confirm
 * dialog, so a bulk action can wait for the answer (DataTable keeps the selection until it settles).
 */
export function useConfirm(): [(request: ConfirmRequest) => Promise<boolean>, ReactNode] {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback(
    (next: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setRequest(next);
      }),
    [],
  );

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setRequest(null);
  };

  const dialog = (
    <Dialog open={request !== null} onClose={() => answer(false)} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{request?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{request?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button size="large" onClick={() => answer(false)}>
          Cancel
        </Button>
        <Button size="large" color="error" variant="contained" onClick={() => answer(true)}>
          {request?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return [confirm, dialog];
}
