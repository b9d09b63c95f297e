import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CategoryIcon from '@mui/icons-material/Category';
import { useSnackbar } from 'notistack';
import { PageHeader } from '@/components/PageHeader';
import { EmptyState } from '@/components/EmptyState';
import { QueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { errorText } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { createVideo } from '../api/create-video';
import { forgetVideo, videoQuery } from '../api/queries';
import { updateVideo } from '../api/update-video';
import { useCategories } from '../components/useCategories';
import { VideoForm } from '../components/VideoForm';
import {
  emptyVideoForm,
  toVideoValues,
  videoFormValues,
  type VideoFormValues,
} from '../model/schemas';

export const NO_CATEGORY_MESSAGE = 'There is no video category.';

const videoMessages = {
  created: 'Training video created',
  updated: 'Training video updated',
  createFailed: 'Training video creation failed',
  updateFailed: 'Training video update failed',
} as const;

/** New video (no :id) and edit video (:id): one screen, the same fields. */
export function VideoFormPage() {
  const { id } = useParams();
  return (
    <Box>
      <PageHeader
        title={id ? 'Edit Video' : 'Add New Video'}
        actions={
          <Button
            component={RouterLink}
            to={paths.training.categories}
            startIcon={<CategoryIcon />}
            variant="outlined"
          >
            Categories
          </Button>
        }
      />
      <VideoFormContent id={id} />
    </Box>
  );
}

/** The form once the categories (and, editing, the video) are loaded; otherwise what is missing. */
function VideoFormContent({ id }: { id: string | undefined }) {
  const editing = Boolean(id);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const categories = useCategories();
  // A new video has nothing to read: the query stays idle and the form starts empty.
  const video = useQuery({ ...videoQuery(db, id ?? ''), enabled: editing });

  if (!categories.isSuccess) {
    return (
      <QueryState
        query={categories}
        loadingLabel="Loading video categories"
        errorMessage="Could not load the video categories."
      />
    );
  }
  if (editing && !video.isSuccess) {
    return (
      <QueryState
        query={video}
        loadingLabel="Loading the video"
        errorMessage="Could not load the video."
      />
    );
  }
  if (editing && !video.data) {
    return (
      <EmptyState
        title="Video not found"
        description="It may have been deleted."
        action={
          <Button component={RouterLink} to={paths.training.videos} variant="contained">
            Back to videos
          </Button>
        }
      />
    );
  }
  if (categories.data.length === 0) {
    return (
      <EmptyState
        icon={<CategoryIcon />}
        title={NO_CATEGORY_MESSAGE}
        description="Every video belongs to at least one category."
        action={
          <Button
            component={RouterLink}
            to={paths.training.newCategory}
            variant="contained"
            size="large"
            startIcon={<AddIcon />}
          >
            Create a category
          </Button>
        }
      />
    );
  }

  const submit = async (values: VideoFormValues) => {
    const saved = toVideoValues(values, categories.data);
    try {
      if (id) await updateVideo(db, { id, ...saved });
      else await createVideo(db, saved);
    } catch (error) {
      console.error('Saving the training video failed', error);
      const failed = id ? videoMessages.updateFailed : videoMessages.createFailed;
      enqueueSnackbar(`${failed}: ${errorText(error)}`, { variant: 'error' });
      throw error;
    }
    if (id) void forgetVideo(client, id);
    enqueueSnackbar(id ? videoMessages.updated : videoMessages.created, { variant: 'success' });
    const first = saved.categoryIds[0];
    navigate(first ? paths.training.videosInCategory(first) : paths.training.videos);
  };

  return (
    <VideoForm
      initialValues={video.data ? videoFormValues(video.data) : emptyVideoForm}
      categories={categories.data}
      submitLabel={editing ? 'Save Changes' : 'Create Video'}
      onSubmit={submit}
    />
  );
}
