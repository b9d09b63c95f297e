import { useEffect, useRef, useState } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useSnackbar } from 'notistack';
import {
  discardQueuedPhoto,
  onPhotoUploaded,
  PhotoRemoveButton,
  queuePhoto,
  QueuedPhotoThumbnails,
  useQueuedPhotos,
} from '@/features/offline';
import { acceptOf } from '@/domain/uploads';
import { getStorageOrNull } from '@/lib/firebase';
import type { ReportImage } from '../../model/types';
import { registerCompliancePhotoTarget } from '../api/register-photo-target';
import { uploadReportPhoto } from '../api/upload-report-photo';
import { inspectionMessages } from '../model/messages';
import { COMPLIANCE_PHOTO_KIND } from '../model/queuedPhotos';

registerCompliancePhotoTarget();

interface QuestionPhotosProps {
  reportId: string;
  questionId: string;
  images: ReportImage[];
  disabled: boolean;
  online: boolean;
  onAdd: (image: ReportImage) => void;
  onRemove: (fileName: string) => void;
  onBusy: (busy: boolean) => void;
}

/**
 * Photos of one question. Online with Storage, a picked photo is resized and uploaded at once
 * with a progress bar (a failed upload leaves nothing behind). Offline, or without Storage (local
 * run), it goes to the photo queue (features/offline): kept on the tablet, shown as "waiting to
 * upload" and attached to the report by the queue once it can upload.
 */
export function QuestionPhotos(props: QuestionPhotosProps) {
  const { reportId, questionId, images, disabled, online, onAdd, onRemove, onBusy } = props;
  const { enqueueSnackbar } = useSnackbar();
  const [progress, setProgress] = useState<number | null>(null);
  const storage = getStorageOrNull();
  const queued = useQueuedPhotos({
    kind: COMPLIANCE_PHOTO_KIND,
    ownerId: reportId,
    slot: questionId,
  });

  const onAddRef = useRef(onAdd);
  useEffect(() => {
    onAddRef.current = onAdd;
  });
  // The queue has already written an uploaded photo into the stored report; keep the open
  // form in step so its next save does not drop it.
  useEffect(
    () =>
      onPhotoUploaded((photo, uploaded) => {
        const { kind, ownerId, slot } = photo.target;
        if (kind === COMPLIANCE_PHOTO_KIND && ownerId === reportId && slot === questionId) {
          onAddRef.current({ fileName: photo.fileName, url: uploaded.url });
        }
      }),
    [reportId, questionId],
  );

  const upload = async (file: File) => {
    if (!storage) return;
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

  const keep = async (file: File) => {
    try {
      await queuePhoto({ kind: COMPLIANCE_PHOTO_KIND, ownerId: reportId, slot: questionId }, file);
    } catch (error) {
      console.error('Keeping a compliance photo in the queue failed', error);
      enqueueSnackbar(inspectionMessages.photoFailed, { variant: 'error' });
    }
  };

  const pick = (file: File | undefined) => {
    if (!file) return;
    void (storage && online ? upload(file) : keep(file));
  };

  return (
    <Box>
      {(images.length > 0 || queued.length > 0) && (
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
                <PhotoRemoveButton
                  label={`Remove photo ${image.fileName}`}
                  onClick={() => onRemove(image.fileName)}
                />
              )}
            </Box>
          ))}
          <QueuedPhotoThumbnails
            photos={queued}
            onRemove={disabled ? undefined : (photo) => void discardQueuedPhoto(photo.id)}
          />
        </Box>
      )}
      {progress !== null ? (
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
            accept={acceptOf('compliancePhoto')}
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
      )}
    </Box>
  );
}
