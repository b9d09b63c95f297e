import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Tab,
  TablePagination,
  Tabs,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CategoryIcon from '@mui/icons-material/Category';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { PageHeader } from '@/components/PageHeader';
import { EmptyState } from '@/components/EmptyState';
import {
  loadErrorMessage,
  PAGE_SIZES,
  useFirestoreTable,
  type PageSize,
} from '@/components/DataTable';
import { db } from '@/lib/firebase';
import { errorText } from '@/lib/errors';
import { deleteVideo } from '../api/delete-video';
import { videosQuery } from '../api/videos-query';
import { useDeleteAction } from '@/components/ConfirmDialog';
import { paths } from '@/lib/paths';
import { useCategories } from '../components/useCategories';
import { useIsTopRole } from '../components/useIsTopRole';
import { VideoCard } from '../components/VideoCard';
import type { TrainingVideo, TrainingVideoDoc } from '../model/types';
import { trainingVideosTable } from '../tableQueries';

export const EMPTY_CATEGORY_MESSAGE = 'There is no video in the category.';
const ALL_TAB = 'all';
// Cards, not a table: the paging hook needs no column descriptions.
const NO_COLUMNS: never[] = [];

/** Training videos as cards, one tab per category (spec 02 §2), paged on the server. */
export function VideosPage() {
  const canManage = useIsTopRole();
  const [searchParams, setSearchParams] = useSearchParams();
  const categories = useCategories();
  const { ask: askDelete, dialog: deleteDialog } = useDeleteAction<TrainingVideo>({
    remove: (video) => deleteVideo(db, video.id),
    deleted: 'Training video deleted',
    failed: 'Training video deletion failed',
    onDeleted: () => page.refresh(),
    title: 'Delete video?',
    message: (video) => `"${video.title}" will be removed for everyone.`,
  });

  const requested = searchParams.get('category');
  const known = categories.data?.some((c) => c.id === requested) ?? false;
  // An unknown id (deleted category, typo) shows All once the categories are known.
  const categoryId = requested && (known || categories.isPending) ? requested : null;

  const base = useMemo(() => videosQuery(db, categoryId), [categoryId]);
  const page = useFirestoreTable<TrainingVideoDoc>({
    query: base,
    columns: NO_COLUMNS,
    shapes: trainingVideosTable,
  });
  const { state, onStateChange } = page;

  const chooseTab = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === ALL_TAB) next.delete('category');
    else next.set('category', value);
    setSearchParams(next);
    onStateChange({ ...state, page: 0 });
  };

  const actions = canManage && (
    <>
      <Button
        component={RouterLink}
        to={paths.training.categories}
        startIcon={<CategoryIcon />}
        variant="outlined"
        size="large"
      >
        Categories
      </Button>
      <Button
        component={RouterLink}
        to={paths.training.newVideo}
        startIcon={<AddIcon />}
        variant="contained"
        size="large"
      >
        Add New Video
      </Button>
    </>
  );

  return (
    <Box>
      <PageHeader title="Training Videos" actions={actions} />
      {categories.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Could not load the video categories. {errorText(categories.error)}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={categoryId ?? ALL_TAB}
          onChange={(_event, value: string) => chooseTab(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Video categories"
        >
          <Tab label="All" value={ALL_TAB} sx={{ minHeight: 48 }} />
          {categories.data?.map((category) => (
            <Tab key={category.id} label={category.name} value={category.id} />
          ))}
          {/* Keeps the selected value valid while the tabs are still loading. */}
          {!categories.isSuccess && categoryId && <Tab value={categoryId} label="…" disabled />}
        </Tabs>
      </Paper>
      <Box sx={{ height: 4, mb: 1 }}>{page.loading && <LinearProgress aria-label="Loading" />}</Box>
      {page.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {loadErrorMessage('Training videos', page.error)}
        </Alert>
      )}
      {!page.loading && !page.error && page.rows.length === 0 ? (
        <EmptyState icon={<VideoLibraryIcon />} title={EMPTY_CATEGORY_MESSAGE} />
      ) : (
        <Box
          component="ul"
          aria-label="Videos"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
              xl: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {page.rows.map((video) => (
            <Box component="li" key={video.id}>
              <VideoCard video={video} canManage={canManage} onDelete={askDelete} />
            </Box>
          ))}
        </Box>
      )}
      <TablePagination
        component="div"
        count={page.totalCount ?? -1}
        page={state.page}
        rowsPerPage={state.pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        labelRowsPerPage="Videos per page"
        onPageChange={(_event, next) => onStateChange({ ...state, page: next })}
        onRowsPerPageChange={(event) =>
          onStateChange({ ...state, page: 0, pageSize: Number(event.target.value) as PageSize })
        }
        slotProps={{
          select: { native: true, inputProps: { 'aria-label': 'Videos per page' } },
          actions: {
            nextButton: { disabled: page.loading || !page.hasNextPage },
          },
        }}
      />
      {deleteDialog}
    </Box>
  );
}
