import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useQueryClient } from '@tanstack/react-query';
import { useConfirm } from '@/components/ConfirmDialog';
import { useSession } from '@/features/auth';
import { errorCodeOf } from '@/features/errorReports';
import { errorText } from '@/lib/errors';
import { changeOrderStatus } from '../../api/change-order-status';
import { forgetOrder } from '../../api/queries';
import { MAX_NOTES } from '../../model/form';
import { canTransition } from '../../model/status';
import type { Order, OrderStatus } from '../../model/types';

type NotesAction = { to: OrderStatus; title: string; label: string; confirm: string };

const APPROVE: NotesAction = {
  to: 'approved',
  title: 'Approve order',
  label: 'Corporate notes',
  confirm: 'Approve',
};
const REVISION: NotesAction = {
  to: 'revision',
  title: 'Request revision',
  label: 'What should change?',
  confirm: 'Request Revision',
};

/**
 * Approve (optional corporate notes), Request Revision (notes) and Delete (confirmation): shown
 * only for transitions the table allows and the caller's permissions hold (Set Order Status).
 */
export function StatusActions({ order }: { order: Order }) {
  const { can } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [confirm, confirmDialog] = useConfirm();
  const [dialog, setDialog] = useState<NotesAction | null>(null);
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const allowed = (to: OrderStatus) =>
    canTransition(order.status, to, can) &&
    (to === 'approved' || to === 'revision' || to === 'deleted') &&
    can('orders.setStatus');

  const run = async (to: OrderStatus, text: string, done: string) => {
    setBusy(true);
    try {
      await changeOrderStatus(order, to, { notes: text });
      await forgetOrder(queryClient, order.id);
      enqueueSnackbar(done, { variant: 'success' });
      setDialog(null);
      setNotes('');
    } catch (error) {
      console.error('Changing the order status failed', error);
      // The server's own sentence (refused, stale, offline): the dialog stays open with the notes.
      enqueueSnackbar(errorText(error), {
        variant: 'error',
        errorCode: errorCodeOf(error),
      });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    const ok = await confirm({
      title: `Delete order #${order.orderNumber}?`,
      message: 'The order is kept with the status Deleted and can no longer be changed.',
      confirmLabel: 'Delete',
    });
    if (ok) await run('deleted', '', `Order #${order.orderNumber} deleted`);
  };

  const buttons = [
    allowed('approved') && (
      <Button key="approve" variant="contained" color="success" onClick={() => setDialog(APPROVE)}>
        Approve
      </Button>
    ),
    allowed('revision') && (
      <Button key="revision" variant="outlined" color="warning" onClick={() => setDialog(REVISION)}>
        Request Revision
      </Button>
    ),
    allowed('deleted') && (
      <Button key="delete" variant="outlined" color="error" onClick={() => void remove()}>
        Delete
      </Button>
    ),
  ].filter(Boolean);
  if (buttons.length === 0) return null;

  const tooLong = notes.length > MAX_NOTES;
  const needsNotes = dialog?.to === 'revision' && notes.trim() === '';
  return (
    <>
      {confirmDialog}
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {buttons}
      </Stack>
      <Dialog
        open={dialog !== null}
        onClose={() => !busy && setDialog(null)}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle>{dialog?.title}</DialogTitle>
        <DialogContent>
          <TextField
            label={dialog?.label}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            fullWidth
            multiline
            minRows={3}
            autoFocus
            sx={{ mt: 1 }}
            required={dialog?.to === 'revision'}
            error={tooLong}
            helperText={
              tooLong
                ? 'Must be at most 2000 characters'
                : dialog?.to === 'revision'
                  ? 'The franchisee sees these notes'
                  : 'Optional'
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="contained"
            loading={busy}
            disabled={tooLong || needsNotes}
            onClick={() =>
              dialog &&
              void run(
                dialog.to,
                notes,
                dialog.to === 'approved'
                  ? `Order #${order.orderNumber} approved`
                  : `Revision requested for order #${order.orderNumber}`,
              )
            }
          >
            {dialog?.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
