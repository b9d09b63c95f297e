import { Alert } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { PageHeader } from '@/components/PageHeader';
import { db } from '@/lib/firebase';
import { paths } from '@/lib/paths';
import { forgetOrder } from '../../api/queries';
import { updateOrder } from '../../api/update-order';
import { ORDER_MESSAGES, orderFormValues, type OrderFormValues } from '../../model/form';
import { activeItems, type OrderOptions } from '../../model/options';
import { waitingStatus } from '../../model/documentLoad';
import { isEditableStatus } from '../../model/status';
import type { Order } from '../../model/types';
import { LoadState } from '../components/LoadState';
import { OrderForm } from '../components/OrderForm';
import { errorCodeOf } from '@/features/errorReports';
import { saveErrorMessage } from '../components/saveErrors';
import { useActor, useOrderOptions } from '../components/useOrderOptions';
import { useOrder } from '../components/useOrderDocuments';
import { inputFor } from '../components/useOrderSaver';

/**
 * orders/:id/edit: a pending or revision order; saving a revision order makes it pending, so its
 * button is "Resubmit Order" (issue 30).
 */
export default function EditOrderPage() {
  const { id } = useParams();
  const order = useOrder(id);
  const load = useOrderOptions();
  const title = order.status === 'ready' ? `Edit Order #${order.value.orderNumber}` : 'Edit Order';
  return (
    <>
      <PageHeader title={title} />
      {order.status === 'ready' && load.status === 'ready' ? (
        isEditableStatus(order.value.status) ? (
          <EditForm key={order.value.id} order={order.value} options={load.options} />
        ) : (
          <Alert severity="info">
            This order is {order.value.status} and can no longer be edited.
          </Alert>
        )
      ) : (
        <LoadState
          status={waitingStatus(order.status, load.status)}
          what="order"
          backTo={paths.orders.list}
          backLabel="Back to orders"
        />
      )}
    </>
  );
}

function EditForm({ order, options }: { order: Order; options: OrderOptions }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const actor = useActor();
  const queryClient = useQueryClient();
  // Saving a Revision Requested order makes it pending again (updateOrder): the button says so.
  const resubmits = order.status === 'revision';
  const save = async (values: OrderFormValues) => {
    try {
      await updateOrder(db, order, inputFor(values, options), actor);
      await forgetOrder(queryClient, order.id);
      enqueueSnackbar(
        resubmits ? ORDER_MESSAGES.orderResubmitted(order.orderNumber) : ORDER_MESSAGES.orderSaved,
        { variant: 'success' },
      );
      navigate(paths.orders.detail(order.id));
    } catch (error) {
      console.error('Saving the order failed', error);
      enqueueSnackbar(saveErrorMessage(error), { variant: 'error', errorCode: errorCodeOf(error) });
    }
  };
  return (
    <>
      {resubmits ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {order.corporateNotes ? (
            <>
              Revision requested: {order.corporateNotes}
              <br />
            </>
          ) : null}
          Resubmit Order sends your changes back for approval as Pending.
        </Alert>
      ) : null}
      <OrderForm
        options={options}
        initialValues={orderFormValues(
          order,
          activeItems(options.items).map((i) => i.id),
        )}
        editingOrder
        submitLabel={resubmits ? 'Resubmit Order' : 'Save Changes'}
        onSave={save}
        onCancel={() => navigate(paths.orders.detail(order.id))}
      />
    </>
  );
}
