import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { db } from '@/lib/firebase';
import { paths } from '@/lib/paths';
import { useSignedInUser } from '@/features/auth';
import { createOrder } from '../../api/create-order';
import { forgetDraft } from '../../api/queries';
import { createDraft, updateDraft } from '../../api/save-draft';
import { ORDER_MESSAGES, toOrderInput, type OrderFormValues } from '../../model/form';
import { activeItems, type OrderOptions } from '../../model/options';
import type { OrderFormIntent } from '../model/orderFormValidation';
import { errorCodeOf } from '@/features/errorReports';
import { saveErrorMessage } from './saveErrors';

/** Names copied onto the order for lists and bells. */
export function inputFor(values: OrderFormValues, options: OrderOptions) {
  return toOrderInput(
    values,
    activeItems(options.items).map((i) => i.id),
    {
      territoryName: options.territories.find((t) => t.id === values.territoryId)?.name ?? '',
      deliveryLocationName:
        options.deliveryLocations.find((l) => l.id === values.deliveryLocationId)?.name ?? '',
    },
  );
}

/**
 * Save Draft / Submit Order for New Order and Edit Draft: a new draft, the edited draft, or the
 * order (deleting the draft in the same transaction). Failures keep the form as typed.
 */
export function useOrderSaver(options: OrderOptions, draftId?: string) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { user } = useSignedInUser();
  const queryClient = useQueryClient();
  return async (values: OrderFormValues, intent: OrderFormIntent) => {
    const input = inputFor(values, options);
    try {
      if (intent === 'draft') {
        if (draftId) await updateDraft(db, draftId, input);
        else await createDraft(db, input, user.uid);
        if (draftId) forgetDraft(queryClient, draftId);
        enqueueSnackbar(ORDER_MESSAGES.draftSaved, { variant: 'success' });
        navigate(paths.orders.drafts);
      } else {
        const placed = await createOrder(input, user.uid, draftId);
        if (draftId) forgetDraft(queryClient, draftId);
        enqueueSnackbar(ORDER_MESSAGES.submitted(placed.orderNumber), { variant: 'success' });
        navigate(paths.orders.detail(placed.id));
      }
    } catch (error) {
      console.error('Saving the order failed', error);
      enqueueSnackbar(saveErrorMessage(error), { variant: 'error', errorCode: errorCodeOf(error) });
    }
  };
}
