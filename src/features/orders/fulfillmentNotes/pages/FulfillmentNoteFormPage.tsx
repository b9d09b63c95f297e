import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { useSignedInUser } from '@/features/auth';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { createFulfillmentNote } from '../api/create-fulfillment-note';
import { getFulfillmentNote } from '../api/get-fulfillment-note';
import { updateFulfillmentNote } from '../api/update-fulfillment-note';
import { FulfillmentNoteForm } from '../components/FulfillmentNoteForm';
import { CURRENT_NOTE_KEY } from '../components/useCurrentFulfillmentNote';
import { fulfillmentNoteMessages } from '../model/schema';
import { errorText } from '@/lib/errors';
import { db } from '@/lib/firebase';
import { paths } from '@/lib/paths';

export type NoteFormMode = 'new' | 'copy' | 'edit';

const TITLES: Record<NoteFormMode, string> = {
  new: 'New Fulfillment Note',
  copy: 'Copy Fulfillment Note',
  edit: 'Edit Fulfillment Note',
};

const noteKey = (id: string) => ['orders', 'fulfillmentNote', id] as const;

/** The note a copy or an edit starts from; a new note starts from nothing (no read). */
function useSourceNote(id: string | undefined) {
  return useQuery({
    queryKey: noteKey(id ?? ''),
    queryFn: () =>
      getFulfillmentNote(db, id ?? '').catch((error: unknown) => {
        console.error(error);
        throw error;
      }),
    enabled: Boolean(id),
  });
}

/**
 * fulfillment-notes/new-note, /:id/create-copy and /:id/edit: one form. New and copy create the
 * new current note (the copy starts from the chosen note's text); edit changes the text only.
 */
export function FulfillmentNoteFormPage({ mode }: { mode: NoteFormMode }) {
  const { id } = useParams<{ id: string }>();
  const { user } = useSignedInUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const sourceId = mode === 'new' ? undefined : id;
  const loaded = useSourceNote(sourceId);

  const save = async (notes: string) => {
    try {
      if (mode === 'edit' && id) {
        await updateFulfillmentNote({ id, notes });
        queryClient.removeQueries({ queryKey: noteKey(id) });
      } else await createFulfillmentNote({ notes, createdBy: user.uid });
      void queryClient.invalidateQueries({ queryKey: CURRENT_NOTE_KEY });
    } catch (error) {
      enqueueSnackbar(errorText(error), { variant: 'error' });
      throw error;
    }
    enqueueSnackbar(
      mode === 'edit' ? fulfillmentNoteMessages.updated : fulfillmentNoteMessages.created,
      { variant: 'success' },
    );
    navigate(paths.fulfillmentNotes.list);
  };

  return (
    <>
      <PageHeader
        title={TITLES[mode]}
        subtitle={
          mode === 'edit'
            ? undefined
            : 'It becomes the current note on the fulfillments screen; the current one becomes past.'
        }
      />
      {sourceId && !loaded.isSuccess ? (
        // Copy and edit start from the note: never an empty form (saved, it would blank it).
        <QueryState
          query={loaded}
          loadingLabel="Loading note"
          errorMessage={`Could not load the fulfillment note: ${errorText(loaded.error)}`}
        />
      ) : sourceId && loaded.data === null ? (
        <EmptyState title="Fulfillment note not found" />
      ) : (
        <FulfillmentNoteForm
          initialNotes={loaded.data?.notes ?? ''}
          submitLabel={mode === 'edit' ? 'Save Changes' : 'Create Note'}
          onSave={save}
          onCancel={() => navigate(paths.fulfillmentNotes.list)}
        />
      )}
    </>
  );
}

export const NewFulfillmentNotePage = () => <FulfillmentNoteFormPage mode="new" />;
export const CopyFulfillmentNotePage = () => <FulfillmentNoteFormPage mode="copy" />;
export const EditFulfillmentNotePage = () => <FulfillmentNoteFormPage mode="edit" />;
