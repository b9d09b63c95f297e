import { errorText } from '@/lib/errors';
import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { downloadSlipForOrder } from './downloadSlip';

/** PDF download with a per-order busy flag and the error, if any, in a snackbar. */
export function useSlipDownload() {
  const { enqueueSnackbar } = useSnackbar();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const download = async (orderId: string) => {
    setBusyIds((ids) => new Set(ids).add(orderId));
    try {
      await downloadSlipForOrder(orderId);
    } catch (error) {
      console.error('Packing slip PDF failed', error);
      enqueueSnackbar(errorText(error), {
        variant: 'error',
      });
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(orderId);
        return next;
      });
    }
  };

  return { download, isDownloading: (orderId: string) => busyIds.has(orderId) };
}
