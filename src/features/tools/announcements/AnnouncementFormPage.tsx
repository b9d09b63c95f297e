import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useSignedInUser } from '@/features/auth';
import type { Announcement } from '@/features/notifications';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { announcementPaths } from './routes';
import { createAnnouncement } from './api/create-announcement';
import { getAnnouncement } from './api/get-announcement';
import { updateAnnouncement } from './api/update-announcement';
import { AnnouncementForm } from './components/AnnouncementForm';
import { announcementMessages } from './schema';
import { errorText } from '@/lib/errors';

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'ready'; announcement: Announcement };

/** tools/new-announcement and tools/announcements/:id/edit: the same form, new or prefilled. */
export default function AnnouncementFormPage() {
  const { id } = useParams<{ id: string }>();
  return id ? <EditAnnouncement id={id} /> : <NewAnnouncement />;
}

function useSave(successMessage: string, save: (message: string) => Promise<unknown>) {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  return async (message: string) => {
    try {
      await save(message);
    } catch (error) {
      enqueueSnackbar(errorText(error), { variant: 'error' });
      throw error;
    }
    enqueueSnackbar(successMessage, { variant: 'success' });
    navigate(announcementPaths.list);
  };
}

function NewAnnouncement() {
  const { user } = useSignedInUser();
  const navigate = useNavigate();
  const save = useSave(announcementMessages.created, (message) =>
    createAnnouncement({ message, createdBy: user.uid }),
  );
  return (
    <>
      <PageHeader
        title="New Announcement"
        subtitle="It replaces the current announcement in everyone's announcement bar."
      />
      <AnnouncementForm
        submitLabel="Create Announcement"
        onSave={save}
        onCancel={() => navigate(announcementPaths.list)}
      />
    </>
  );
}

function EditAnnouncement({ id }: { id: string }) {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const save = useSave(announcementMessages.updated, (message) =>
    updateAnnouncement({ id, message }),
  );

  useEffect(() => {
    let cancelled = false;
    setLoaded({ status: 'loading' });
    getAnnouncement(id)
      .then((announcement) => {
        if (!cancelled) {
          setLoaded(announcement ? { status: 'ready', announcement } : { status: 'missing' });
        }
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setLoaded({ status: 'error', message: errorText(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [id]);

  return (
    <>
      <PageHeader title="Edit Announcement" />
      {loaded.status === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading announcement" />
        </Box>
      )}
      {loaded.status === 'missing' && <EmptyState title="Announcement not found" />}
      {loaded.status === 'error' && (
        <EmptyState title="Could not load the announcement" description={loaded.message} />
      )}
      {loaded.status === 'ready' && (
        <AnnouncementForm
          initialMessage={loaded.announcement.message}
          submitLabel="Save Changes"
          onSave={save}
          onCancel={() => navigate(announcementPaths.list)}
        />
      )}
    </>
  );
}
