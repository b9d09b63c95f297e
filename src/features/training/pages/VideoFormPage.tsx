import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CategoryIcon from '@mui/icons-material/Category';
import { useSnackbar } from 'notistack';
import { PageHeader } from '@/components/PageHeader';
import { EmptyState } from '@/components/EmptyState';
import { createVideo } from '../api/create-video';
import { errorText } from '@/lib/errors';
import { getVideo } from '../api/get-video';
import { updateVideo } from '../api/update-video';
import { useCategories } from '../components/useCategories';
import { VideoForm } from '../components/VideoForm';
import {
  emptyVideoForm,
  toVideoValues,
  videoFormValues,
  type VideoFormValues,
} from '../model/schemas';
import { trainingPaths } from '../paths';

export const NO_CATEGORY_MESSAGE = 'There is no video category.';

export const videoMessages = {
  created: 'Training video created',
  updated: 'Training video updated',
  createFailed: 'Training video creation failed',
  updateFailed: 'Training video update failed',
} as const;

type VideoLoad =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'ready'; values: VideoFormValues };

function useVideoValues(id: string | undefined): VideoLoad {
  const [load, setLoad] = useState<VideoLoad>(
    id ? { status: 'loading' } : { status: 'ready', values: emptyVideoForm },
  );
  useEffect(() => {
    if (!id) return;
    let active = true;
    getVideo(id).then(
      (video) =>
        active &&
        setLoad(
          video ? { status: 'ready', values: videoFormValues(video) } : { status: 'missing' },
        ),
      (error: unknown) => {
        console.error('Loading the training video failed', error);
        if (active) setLoad({ status: 'error', message: errorText(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [id]);
  return load;
}

/** New video (no :id) and edit video (:id): one screen, the same fields. */
export function VideoFormPage() {
  const { id } = useParams();
  const editing = Boolean(id);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const categories = useCategories();
  const video = useVideoValues(id);
  const title = editing ? 'Edit Video' : 'Add New Video';

  const header = (
    <PageHeader
      title={title}
      actions={
        <Button
          component={RouterLink}
          to={trainingPaths.categories}
          startIcon={<CategoryIcon />}
          variant="outlined"
        >
          Categories
        </Button>
      }
    />
  );

  if (categories.status === 'loading' || video.status === 'loading') {
    return (
      <Box>
        {header}
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      </Box>
    );
  }
  if (categories.status === 'error' || video.status === 'error') {
    const loadError =
      categories.status === 'error'
        ? categories.message
        : video.status === 'error' && video.message;
    return (
      <Box>
        {header}
        <Alert severity="error">Could not load the form. {loadError}</Alert>
      </Box>
    );
  }
  if (video.status === 'missing') {
    return (
      <Box>
        {header}
        <EmptyState
          title="Video not found"
          description="It may have been deleted."
          action={
            <Button component={RouterLink} to={trainingPaths.videos} variant="contained">
              Back to videos
            </Button>
          }
        />
      </Box>
    );
  }
  if (categories.categories.length === 0) {
    return (
      <Box>
        {header}
        <EmptyState
          icon={<CategoryIcon />}
          title={NO_CATEGORY_MESSAGE}
          description="Every video belongs to at least one category."
          action={
            <Button
              component={RouterLink}
              to={trainingPaths.newCategory}
              variant="contained"
              size="large"
              startIcon={<AddIcon />}
            >
              Create a category
            </Button>
          }
        />
      </Box>
    );
  }

  const submit = async (values: VideoFormValues) => {
    const saved = toVideoValues(values, categories.categories);
    try {
      if (id) await updateVideo({ id, ...saved });
      else await createVideo(saved);
    } catch (error) {
      console.error('Saving the training video failed', error);
      const failed = id ? videoMessages.updateFailed : videoMessages.createFailed;
      enqueueSnackbar(`${failed}: ${errorText(error)}`, { variant: 'error' });
      throw error;
    }
    enqueueSnackbar(id ? videoMessages.updated : videoMessages.created, { variant: 'success' });
    const first = saved.categoryIds[0];
    navigate(first ? trainingPaths.videosInCategory(first) : trainingPaths.videos);
  };

  return (
    <Box>
      {header}
      <VideoForm
        initialValues={video.values}
        categories={categories.categories}
        submitLabel={editing ? 'Save Changes' : 'Create Video'}
        onSubmit={submit}
      />
    </Box>
  );
}
