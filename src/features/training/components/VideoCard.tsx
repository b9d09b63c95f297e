import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  ButtonBase,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Typography,
} from '@mui/material';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { paths } from '@/lib/paths';
import { useOnline } from '@/lib/useOnline';
import type { TrainingVideo } from '../model/types';
import { CategoryChips } from './CategoryChips';

const VideoPlayer = lazy(() => import('./VideoPlayer'));

export const VIDEO_OFFLINE = 'Video unavailable offline';
export const VIDEO_FAILED = 'This video could not be loaded. Try again later.';

/** Said in the player's place: offline, a video's frame showed the browser's broken page. */
function Unavailable({ message }: { message: string }) {
  return (
    <Box
      role="status"
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        p: 2,
        color: 'common.white',
        textAlign: 'center',
      }}
    >
      <Typography>{message}</Typography>
    </Box>
  );
}

interface VideoCardProps {
  video: TrainingVideo;
  /** Edit and Delete are shown only to the two top roles. */
  canManage: boolean;
  onDelete: (video: TrainingVideo) => void;
}

/**
 * A video card. The player is not mounted until the user taps the placeholder: a page of 25 Vimeo
 * players would load 25 iframes and their scripts at once. (Vimeo thumbnails also need a network
 * call, so the placeholder is drawn locally.)
 */
export function VideoCard({ video, canManage, onDelete }: VideoCardProps) {
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const online = useOnline();
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.900' }}>
        {playing && !online ? (
          <Unavailable message={VIDEO_OFFLINE} />
        ) : playing && failed ? (
          <Unavailable message={VIDEO_FAILED} />
        ) : playing ? (
          <Suspense
            fallback={
              <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
                <CircularProgress aria-label="Loading player" />
              </Box>
            }
          >
            <VideoPlayer url={video.url} title={video.title} onError={() => setFailed(true)} />
          </Suspense>
        ) : (
          <ButtonBase
            onClick={() => setPlaying(true)}
            aria-label={`Play ${video.title}`}
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
              p: 2,
              color: 'common.white',
              background: (theme) =>
                `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.grey[900]} 100%)`,
            }}
          >
            <PlayCircleIcon sx={{ fontSize: 64, opacity: 0.9 }} />
            <Typography
              variant="subtitle1"
              component="span"
              sx={{
                textAlign: 'center',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {video.title}
            </Typography>
          </ButtonBase>
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
          {video.title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          title={video.description}
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            whiteSpace: 'pre-line',
          }}
        >
          {video.description}
        </Typography>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <CategoryChips categories={video.categories} />
        </Box>
      </CardContent>
      {canManage && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1 }}>
          <Button
            component={RouterLink}
            to={paths.training.editVideo(video.id)}
            startIcon={<EditIcon />}
            variant="outlined"
            aria-label={`Edit ${video.title}`}
          >
            Edit
          </Button>
          <Button
            onClick={() => onDelete(video)}
            startIcon={<DeleteIcon />}
            color="error"
            variant="outlined"
            aria-label={`Delete ${video.title}`}
          >
            Delete
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
