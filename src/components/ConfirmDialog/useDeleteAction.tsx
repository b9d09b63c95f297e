import { useState, type ReactNode } from 'react';
import { useSnackbar } from 'notistack';
import { errorText } from '@/lib/errors';
import { ConfirmDialog } from './ConfirmDialog';

interface DeleteActionOptions<T> {
  remove: (item: T) => Promise<void>;
  /** Success snackbar, e.g. "Training video deleted". */
  deleted: string;
  /** Failure snackbar before the reason, e.g. "Training video deletion failed". */
  failed: string;
  /** Runs after a successful delete (reload the list). */
  onDeleted: () => void;
  title: string;
  message: (item: T) => ReactNode;
}

/**
 * A row's Delete action with its confirmation: `ask(item)` opens the dialog; confirming deletes,
 * reports the outcome in a snackbar ("<failed>: <reason>" on failure) and closes the dialog.
 */
export function useDeleteAction<T>({
  remove,
  deleted,
  failed,
  onDeleted,
  title,
  message,
}: DeleteActionOptions<T>): { ask: (item: T) => void; dialog: ReactNode } {
  const { enqueueSnackbar } = useSnackbar();
  const [target, setTarget] = useState<T | null>(null);

  const confirm = async () => {
    if (target === null) return;
    try {
      await remove(target);
      enqueueSnackbar(deleted, { variant: 'success' });
      onDeleted();
    } catch (error) {
      console.error(failed, error);
      enqueueSnackbar(`${failed}: ${errorText(error)}`, { variant: 'error' });
    }
    setTarget(null);
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={title}
      message={target === null ? '' : message(target)}
      onCancel={() => setTarget(null)}
      onConfirm={confirm}
    />
  );
  return { ask: setTarget, dialog };
}
