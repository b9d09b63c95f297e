import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useSignedInUser } from '@/features/auth';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { createFulfillmentNote } from '../api/create-fulfillment-note';
import { getFulfillmentNote } from '../api/get-fulfillment-note';
import { updateFulfillmentNote } from '../api/update-fulfillment-note';
import { FulfillmentNoteForm } from '../components/FulfillmentNoteForm';
import type { FulfillmentNoteView } from '../model/note';
import { fulfillmentNoteMessages } from '../model/schema';
import { fulfillmentNotePaths } from '../paths';
import { errorText } from '@/lib/errors';

export type NoteFormMode = 'new' | 'copy' | 'edit';

const TITLES: Record<NoteFormMode, string> = {
  new: 'New Fulfillment Note',
  copy: 'Copy Fulfillment Note',
  edit: 'Edit Fulfillment Note',
};

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'ready'; note: FulfillmentNoteView | null };

/** Loads the note a copy or an edit starts from; a new note starts from nothing. */
function useSourceNote(id: string | undefined): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(
    id ? { status: 'loading' } : { status: 'ready', note: null },
  );
  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    setLoaded({ status: 'loading' });
    getFulfillmentNote(id)
      .then((note) => {
        if (!cancelled) setLoaded(note ? { status: 'ready', note } : { status: 'missing' });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setLoaded({ status: 'error', message: errorText(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [id]);
  return loaded;
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
  const loaded = useSourceNote(mode === 'new' ? undefined : id);

  const save = async (notes: string) => {
    try {
      if (mode === 'edit' && id) await updateFulfillmentNote({ id, notes });
      else await createFulfillmentNote({ notes, createdBy: user.uid });
    } catch (error) {
      enqueueSnackbar(errorText(error), { variant: 'error' });
      throw error;
    }
    enqueueSnackbar(
      mode === 'edit' ? fulfillmentNoteMessages.updated : fulfillmentNoteMessages.created,
      { variant: 'success' },
    );
    navigate(fulfillmentNotePaths.list);
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
      {loaded.status === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading note" />
        </Box>
      )}
      {loaded.status === 'missing' && <EmptyState title="Fulfillment note not found" />}
      {loaded.status === 'error' && (
        <EmptyState title="Could not load the fulfillment note" description={loaded.message} />
      )}
      {loaded.status === 'ready' && (
        <FulfillmentNoteForm
          initialNotes={loaded.note?.notes ?? ''}
          submitLabel={mode === 'edit' ? 'Save Changes' : 'Create Note'}
          onSave={save}
          onCancel={() => navigate(fulfillmentNotePaths.list)}
        />
      )}
    </>
  );
}

export const NewFulfillmentNotePage = () => <FulfillmentNoteFormPage mode="new" />;
export const CopyFulfillmentNotePage = () => <FulfillmentNoteFormPage mode="copy" />;
export const EditFulfillmentNotePage = () => <FulfillmentNoteFormPage mode="edit" />;
