import { useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useSignedInUser } from '@/features/auth';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { createAnnouncement } from './api/create-announcement';
import { announcementQuery, forgetAnnouncement } from './api/queries';
import { updateAnnouncement } from './api/update-announcement';
import { AnnouncementForm } from './components/AnnouncementForm';
import { announcementMessages } from './schema';
import { errorText } from '@/lib/errors';
import { paths } from '@/lib/paths';

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
    navigate(paths.tools.announcements.list);
  };
}

function NewAnnouncement() {
  const { user } = useSignedInUser();
  const navigate = useNavigate();
  const save = useSave(announcementMessages.created, (message) =>
    createAnnouncement(db, { message, createdBy: user.uid }),
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
        onCancel={() => navigate(paths.tools.announcements.list)}
      />
    </>
  );
}

function EditAnnouncement({ id }: { id: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const announcement = useQuery(announcementQuery(db, id));
  const save = useSave(announcementMessages.updated, async (message) => {
    await updateAnnouncement(db, { id, message });
    void forgetAnnouncement(client, id);
  });

  return (
    <>
      <PageHeader title="Edit Announcement" />
      {!announcement.isSuccess ? (
        <QueryState
          query={announcement}
          loadingLabel="Loading announcement"
          errorMessage="Could not load the announcement."
        />
      ) : announcement.data ? (
        <AnnouncementForm
          initialMessage={announcement.data.message}
          submitLabel="Save Changes"
          onSave={save}
          onCancel={() => navigate(paths.tools.announcements.list)}
        />
      ) : (
        <EmptyState title="Announcement not found" />
      )}
    </>
  );
}
