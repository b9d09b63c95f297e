import { errorText } from '@/lib/errors';
import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth';
import { changeOrderStatus } from '../../api/change-order-status';
import { forgetOrder } from '../../api/queries';
import type { Order } from '../../model/types';
import { fulfillmentTarget } from '../model/tabs';

const fulfillmentMessages = {
  fulfilled: (orderNumber: number) => `Order #${orderNumber} fulfilled`,
  unfulfilled: (orderNumber: number) => `Order #${orderNumber} moved back to approved`,
} as const;

/**
 * Fulfill / Unfulfill (spec 01 §2, made to work): approved -> fulfilled and back, through the
 * orders feature's changeOrderStatus (the server's callable: status, revision and notification in
 * one transaction; it requires Set Fulfillment Status). `allowed` mirrors that permission for
 * showing the buttons.
 */
export function useFulfillmentStatus() {
  const { can } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  /** Resolves true when the status changed. */
  const toggle = async (order: Order): Promise<boolean> => {
    const to = fulfillmentTarget(order.status);
    if (!to) return false;
    setBusyIds((ids) => new Set(ids).add(order.id));
    try {
      await changeOrderStatus(order, to);
      // The packing slip (and the order's other screens) show the new status.
      void forgetOrder(queryClient, order.id);
      enqueueSnackbar(
        to === 'fulfilled'
          ? fulfillmentMessages.fulfilled(order.orderNumber)
          : fulfillmentMessages.unfulfilled(order.orderNumber),
        { variant: 'success' },
      );
      return true;
    } catch (error) {
      console.error('Changing the fulfillment status failed', error);
      enqueueSnackbar(errorText(error), {
        variant: 'error',
      });
      return false;
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(order.id);
        return next;
      });
    }
  };

  return {
    allowed: can('fulfillments.setStatus'),
    toggle,
    isChanging: (orderId: string) => busyIds.has(orderId),
  };
}
