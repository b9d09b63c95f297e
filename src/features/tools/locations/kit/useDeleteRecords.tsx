import { useState } from 'react';
import { useSnackbar } from 'notistack';
import type { DocumentData } from 'firebase/firestore';
import type { AnyObject } from 'yup';
import { deleteRecords } from '../api/delete-records';
import { errorText } from '@/lib/errors';
import { DeleteConfirm } from './DeleteConfirm';
import { useRefreshResources } from './queryKeys';
import type { ResourceConfig } from './types';

/** "Territory deleted", or "3 Territories deleted" for a bulk delete. */
function deletedMessage(singular: string, plural: string, count: number): string {
  return count === 1 ? `${singular} deleted` : `${count} ${plural} deleted`;
}

/**
 * Deleting behind a confirm dialog: `request(ids)` opens it and resolves once the dialog closes
 * (deleted, cancelled or failed), so a bulk action's busy state lasts as long as the dialog;
 * `dialog` is rendered by the page.
 */
export function useDeleteRecords<D extends DocumentData, V extends AnyObject>(
  config: ResourceConfig<D, V>,
  onDeleted: () => void,
) {
  const { enqueueSnackbar } = useSnackbar();
  const refreshResources = useRefreshResources();
  const [pending, setPending] = useState<{ ids: string[]; done: () => void } | null>(null);
  const [busy, setBusy] = useState(false);

  const request = (ids: string[]) =>
    new Promise<void>((resolve) => setPending({ ids, done: resolve }));

  const cancel = () => {
    pending?.done();
    setPending(null);
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const remove =
        config.deleteMany ??
        ((ids: string[]) => deleteRecords({ collection: config.collection, ids }));
      await remove(pending.ids);
      void refreshResources();
      enqueueSnackbar(deletedMessage(config.singular, config.plural, pending.ids.length), {
        variant: 'success',
      });
      onDeleted();
    } catch (error) {
      enqueueSnackbar(errorText(error), { variant: 'error' });
    } finally {
      setBusy(false);
      pending.done();
      setPending(null);
    }
  };

  const dialog = (
    <DeleteConfirm
      ids={pending?.ids ?? null}
      singular={config.singular}
      plural={config.plural}
      busy={busy}
      consequence={config.deleteConsequence}
      onConfirm={() => void confirm()}
      onCancel={cancel}
    />
  );
  return { request, dialog };
}
