import { useState } from 'react';
import { Alert, Box, Button, IconButton, LinearProgress, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import CloseIcon from '@mui/icons-material/Close';
import { useSnackbar } from 'notistack';
import { getStorageOrNull, STORAGE_UNAVAILABLE_MESSAGE } from '@/lib/firebase';
import type { ReportImage } from '../../model/types';
import { uploadReportPhoto } from '../api/upload-report-photo';
import { inspectionMessages } from '../model/messages';

interface QuestionPhotosProps {
  reportId: string;
  images: ReportImage[];
  disabled: boolean;
  online: boolean;
  onAdd: (image: ReportImage) => void;
  onRemove: (fileName: string) => void;
  onBusy: (busy: boolean) => void;
}

/**
 * Photos of one question: picked, resized and uploaded at once with a progress bar; a failed
 * upload leaves nothing behind. Without Storage (local run) or offline it says so instead: photos
 * are not queued (README Decisions).
 */
export function QuestionPhotos(props: QuestionPhotosProps) {
  const { reportId, images, disabled, online, onAdd, onRemove, onBusy } = props;
  const { enqueueSnackbar } = useSnackbar();
  const [progress, setProgress] = useState<number | null>(null);
  const storage = getStorageOrNull();

  const pick = async (file: File | undefined) => {
    if (!file || !storage) return;
    setProgress(0);
    onBusy(true);
    try {
      onAdd(await uploadReportPhoto(storage, reportId, file, setProgress));
    } catch (error) {
      console.error('Uploading a compliance photo failed', error);
      enqueueSnackbar(inspectionMessages.photoFailed, { variant: 'error' });
    } finally {
      setProgress(null);
      onBusy(false);
    }
  };

  return (
    <Box>
      {images.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          {images.map((image) => (
            <Box key={image.fileName} sx={{ position: 'relative' }}>
              <Box
                component="img"
                src={image.url}
                alt={image.fileName}
                sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
              />
              {!disabled && (
                <IconButton
                  size="small"
                  aria-label={`Remove photo ${image.fileName}`}
                  onClick={() => onRemove(image.fileName)}
                  sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
      )}
      {!storage ? (
        <Typography variant="body2" color="text.secondary">
          {STORAGE_UNAVAILABLE_MESSAGE}: photos cannot be attached here.
        </Typography>
      ) : !online ? (
        <Alert severity="info" sx={{ py: 0 }}>
          {inspectionMessages.photosLater}
        </Alert>
      ) : progress !== null ? (
        <Box>
          <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
          <Typography variant="body2" color="text.secondary">
            Uploading… {progress}%
          </Typography>
        </Box>
      ) : (
        <Button
          component="label"
          variant="outlined"
          startIcon={<PhotoCameraIcon />}
          disabled={disabled}
          sx={{ minHeight: 44 }}
        >
          Add photo
          <input
            hidden
            type="file"
            accept="image/*"
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
      )}
    </Box>
  );
}
