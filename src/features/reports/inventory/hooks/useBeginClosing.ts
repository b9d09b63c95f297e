import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { errorText } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { beginInventoryClosing } from '../api/inventory-steps';
import { reportKey } from './queryKeys';

/**
 * Starts an open period's closing count (beginInventoryClosing) and opens the count sheet; a
 * refusal is shown as the server's sentence. The period summary and New Closing Inventory both
 * start it with one tap (issue 30: it was asked twice, the summary leading to this page's button).
 */
export function useBeginClosing(reportId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: () => beginInventoryClosing(reportId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reportKey(reportId) });
      navigate(paths.inventory.count(reportId, 'closing'));
    },
    onError: (error) => {
      console.error('Starting the closing count failed', error);
      enqueueSnackbar(errorText(error), { variant: 'error' });
      void queryClient.invalidateQueries({ queryKey: reportKey(reportId) });
    },
  });
}
