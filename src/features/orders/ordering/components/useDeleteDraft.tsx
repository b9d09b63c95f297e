import { useQueryClient } from '@tanstack/react-query';
import { useDeleteAction } from '@/components/ConfirmDialog';
import { useSession } from '@/features/auth';
import { db } from '@/lib/firebase';
import { forgetDraft } from '../../api/queries';
import { deleteDraft } from '../../api/save-draft';
import { ORDER_MESSAGES } from '../../model/form';

/** What the confirmation names a draft by. */
interface DraftToDelete {
  id: string;
  deliveryLocation?: { name?: string } | null;
}

/**
 * Delete of one of the caller's order drafts, asked first (like approval drafts), for holders of
 * Draft Orders Delete: `ask` is null without it. `onDeleted` runs once it is gone.
 */
export function useDeleteDraft({ onDeleted }: { onDeleted: () => void }) {
  const { can } = useSession();
  const queryClient = useQueryClient();
  const { ask, dialog } = useDeleteAction<DraftToDelete>({
    remove: async (draft) => {
      await deleteDraft(db, draft.id);
      forgetDraft(queryClient, draft.id);
    },
    deleted: ORDER_MESSAGES.draftDeleted,
    failed: ORDER_MESSAGES.draftDeleteFailed,
    onDeleted,
    title: 'Delete draft?',
    message: (draft) => {
      const name = draft.deliveryLocation?.name;
      return `The draft order${name ? ` for ${name}` : ''} will be deleted. It has not been sent, and this cannot be undone.`;
    },
  });
  return { ask: can('draftOrders.delete') ? ask : null, dialog };
}
