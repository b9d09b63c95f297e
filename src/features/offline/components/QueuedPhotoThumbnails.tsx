import { useEffect, useState } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import type { QueuedPhoto } from '../model/queue';
import { offlineMessages as m } from '../model/messages';
import { useUploadProgress } from '../hooks/useQueuedPhotos';
import { PhotoRemoveButton } from './PhotoRemoveButton';

function Thumbnail({ photo, onRemove }: { photo: QueuedPhoto; onRemove?: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const image = photo.contentType.startsWith('image/');
  useEffect(() => {
    if (!image) return;
    const objectUrl = URL.createObjectURL(photo.blob);
    // An object URL is a resource the effect owns and revokes: made during render (useMemo), the
    // development double mount would revoke the URL the second render still shows.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo.blob, image]);
  const progress = useUploadProgress();
  const percent = progress?.id === photo.id ? progress.percent : null;

  return (
    <Box
      data-testid="queued-photo"
      sx={{ position: 'relative', width: 96, display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      {!image && (
        <Box
          sx={{
            width: 96,
            height: 96,
            borderRadius: 1,
            bgcolor: 'action.hover',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            p: 0.5,
          }}
        >
          <InsertDriveFileIcon color="action" />
          <Typography variant="caption" sx={{ overflowWrap: 'anywhere', textAlign: 'center' }}>
            {photo.fileName}
          </Typography>
        </Box>
      )}
      {image && url && (
        <Box
          component="img"
          src={url}
          alt={`${photo.fileName}, ${m.waitingToUpload}`}
          sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, opacity: 0.7 }}
        />
      )}
      {percent !== null ? (
        <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" />
      ) : (
        <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
          {m.waitingToUpload}
        </Typography>
      )}
      {onRemove && (
        <PhotoRemoveButton label={`Remove queued photo ${photo.fileName}`} onClick={onRemove} />
      )}
    </Box>
  );
}

/** Thumbnails of queued photos, each marked "waiting to upload" (or its upload progress). */
export function QueuedPhotoThumbnails({
  photos,
  onRemove,
}: {
  photos: QueuedPhoto[];
  onRemove?: (photo: QueuedPhoto) => void;
}) {
  if (photos.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {photos.map((photo) => (
        <Thumbnail
          key={photo.id}
          photo={photo}
          onRemove={onRemove ? () => onRemove(photo) : undefined}
        />
      ))}
    </Box>
  );
}
