import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useSnackbar } from 'notistack';
import type { FirebaseStorage } from 'firebase/storage';
import { acceptOf } from '@/domain/uploads';
import { STORAGE_UNAVAILABLE_MESSAGE } from '@/lib/firebase';
import { uploadItemPhoto, type UploadedPhoto } from '../api/upload-item-photo';
import { itemMessagesUi } from '../model/messages';
import { ItemPhoto } from './ItemPhoto';

interface PhotoFieldProps {
  /** Null when this machine has no Storage (local run without the emulator). */
  storage: FirebaseStorage | null;
  itemId: string;
  value: UploadedPhoto;
  onChange: (photo: UploadedPhoto) => void;
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * Picks, resizes and uploads an item photo as soon as it is chosen, with a progress bar, so the
 * Save button never waits on a hidden upload. The item document is written by the form.
 */
export function PhotoField({
  storage,
  itemId,
  value,
  onChange,
  onUploadingChange,
}: PhotoFieldProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [progress, setProgress] = useState<number | null>(null);

  if (!storage) {
    return (
      <Alert severity="info" sx={{ alignItems: 'center' }}>
        {STORAGE_UNAVAILABLE_MESSAGE}
      </Alert>
    );
  }

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    onUploadingChange(true);
    try {
      onChange(await uploadItemPhoto({ storage, itemId, file, onProgress: setProgress }));
    } catch (error) {
      console.error('Uploading the item photo failed', error);
      enqueueSnackbar(itemMessagesUi.photoUploadFailed, { variant: 'error' });
    } finally {
      setProgress(null);
      onUploadingChange(false);
    }
  };

  const uploading = progress !== null;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <ItemPhoto url={value.photoUrl} alt="Item photo" size={120} />
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            component="label"
            variant="outlined"
            size="large"
            startIcon={<PhotoCameraIcon />}
            disabled={uploading}
          >
            {value.photoPath ? 'Replace photo' : 'Choose photo'}
            <input
              hidden
              type="file"
              accept={acceptOf('itemPhoto')}
              aria-label="Item photo file"
              onChange={(event) => {
                void pick(event.target.files?.[0]);
                // Choosing the same file again should upload again.
                event.target.value = '';
              }}
            />
          </Button>
          {value.photoPath && !uploading && (
            <Button
              size="large"
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => onChange({ photoUrl: '', photoPath: '' })}
            >
              Remove photo
            </Button>
          )}
        </Box>
        {uploading ? (
          <Box sx={{ mt: 1.5 }}>
            <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Uploading… {progress}%
            </Typography>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            JPEG, PNG or other images; resized to at most 1500 × 1500 pixels.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
