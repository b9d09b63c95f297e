import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '@mui/material';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/lib/paths';
import { orderFormValues } from '../../model/form';
import { waitingStatus } from '../../model/documentLoad';
import { activeItems, type OrderOptions } from '../../model/options';
import type { DraftOrder } from '../../model/types';
import { LoadState } from '../components/LoadState';
import { OrderForm } from '../components/OrderForm';
import { useOrderOptions } from '../components/useOrderOptions';
import { useOrderSaver } from '../components/useOrderSaver';
import { useDraft } from '../components/useOrderDocuments';
import { useDeleteDraft } from '../components/useDeleteDraft';

/** draft-orders/:id/edit: the same form as New Order, filled from the draft. */
export default function EditDraftPage() {
  const { id } = useParams();
  const draft = useDraft(id);
  const load = useOrderOptions();
  const navigate = useNavigate();
  const { ask: askDelete, dialog: deleteDialog } = useDeleteDraft({
    onDeleted: () => navigate(paths.orders.drafts),
  });
  return (
    <>
      <PageHeader
        title="Edit Draft Order"
        actions={
          draft.status === 'ready' &&
          askDelete && (
            <Button variant="outlined" color="error" onClick={() => askDelete(draft.value)}>
              Delete draft
            </Button>
          )
        }
      />
      {deleteDialog}
      {draft.status === 'ready' && load.status === 'ready' ? (
        <DraftForm key={draft.value.id} draft={draft.value} options={load.options} />
      ) : (
        <LoadState
          status={waitingStatus(draft.status, load.status)}
          what="draft"
          backTo={paths.orders.drafts}
          backLabel="Back to drafts"
        />
      )}
    </>
  );
}

function DraftForm({ draft, options }: { draft: DraftOrder; options: OrderOptions }) {
  const navigate = useNavigate();
  const save = useOrderSaver(options, draft.id);
  const initial = orderFormValues(
    draft,
    activeItems(options.items).map((i) => i.id),
  );
  return (
    <OrderForm
      options={options}
      initialValues={initial}
      onSave={save}
      onCancel={() => navigate(paths.orders.drafts)}
    />
  );
}
