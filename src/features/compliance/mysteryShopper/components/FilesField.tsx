import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { FirebaseStorage } from 'firebase/storage';
import {
  discardQueuedPhoto,
  offlineMessages,
  onPhotoUploaded,
  queuePhoto,
  QueuedPhotoThumbnails,
  useOnline,
  useQueuedPhotos,
} from '@/features/offline';
import type { MysteryShopperFile } from '../../model/types';
import { registerMysteryShopperFileTarget } from '../api/register-file-target';
import { uploadReportFile } from '../api/upload-report-file';
import { MYSTERY_SHOPPER_FILE_KIND } from '../model/queuedFiles';
import {
  MAX_FILE_BYTES,
  MAX_FILES,
  mysteryShopperMessages as m,
  storageFileName,
  uniqueFileName,
} from '../model/schemas';
import { FileList } from './FileList';

interface Upload {
  key: number;
  name: string;
  progress: number;
  error: string | null;
}

interface FilesFieldProps {
  /** Null when this machine has no Storage: the form still saves, without attachments. */
  storage: FirebaseStorage | null;
  reportId: string;
  value: MysteryShopperFile[];
  onChange: (files: MysteryShopperFile[]) => void;
  onUploadingChange: (uploading: boolean) => void;
}

let uploadKey = 0;

registerMysteryShopperFileTarget();

/**
 * Attachments of a mystery shopper report. Each picked file uploads at once under the report's id
 * with its own progress bar, so Save never waits on a hidden upload; a failed upload stays listed
 * with its reason until dismissed. Removing a file only drops it from the report. Offline or
 * without Storage, picked files go to the offline queue (features/offline), which appends them
 * to the saved report once it can upload.
 */
export function FilesField({
  storage,
  reportId,
  value,
  onChange,
  onUploadingChange,
}: FilesFieldProps) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const online = useOnline();
  const queued = useQueuedPhotos({ kind: MYSTERY_SHOPPER_FILE_KIND, ownerId: reportId });
  const direct = storage !== null && online;
  // The newest list, for uploads that finish after other changes to it.
  const latest = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    latest.current = value;
    onChangeRef.current = onChange;
  });

  // The queue has appended an uploaded file to the stored report; keep the open form in step.
  useEffect(
    () =>
      onPhotoUploaded((photo, uploaded) => {
        if (photo.target.kind !== MYSTERY_SHOPPER_FILE_KIND || photo.target.ownerId !== reportId)
          return;
        if (latest.current.some((f) => f.name === photo.fileName)) return;
        latest.current = [...latest.current, { name: photo.fileName, url: uploaded.url }];
        onChangeRef.current(latest.current);
      }),
    [reportId],
  );

  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const pick = async (picked: File[]) => {
    if (picked.length === 0) return;
    const room = MAX_FILES - value.length - queued.length;
    const taken = [...value.map((f) => f.name), ...queued.map((p) => p.fileName)];
    const jobs = picked.slice(0, Math.max(room, 0)).map((file) => {
      const name = uniqueFileName(storageFileName(file.name), taken);
      taken.push(name);
      uploadKey += 1;
      return { file, upload: { key: uploadKey, name, progress: 0, error: null } as Upload };
    });
    const refused = picked.length - jobs.length;
    setUploads((list) => [
      ...list,
      ...jobs.map((j) => j.upload),
      ...(refused > 0
        ? [{ key: (uploadKey += 1), name: `${refused} more`, progress: 0, error: m.tooManyFiles }]
        : []),
    ]);
    onUploadingChange(true);
    await Promise.all(
      jobs.map(async ({ file, upload }) => {
        if (file.size > MAX_FILE_BYTES) {
          patch(upload.key, { error: m.fileTooLarge(file.name) });
          return;
        }
        if (!direct) {
          await keep(file, upload);
          return;
        }
        try {
          const saved = await uploadReportFile({
            storage: storage!, // `direct` says it is there
            reportId,
            file,
            fileName: upload.name,
            onProgress: (progress) => patch(upload.key, { progress }),
          });
          // Read the latest list: other uploads may have finished meanwhile.
          latest.current = [...latest.current, saved];
          onChange(latest.current);
          setUploads((list) => list.filter((u) => u.key !== upload.key));
        } catch (error) {
          console.error('Uploading a mystery shopper file failed', error);
          patch(upload.key, { error: m.fileUploadFailed(upload.name) });
        }
      }),
    );
    onUploadingChange(false);
  };

  const keep = async (file: File, upload: Upload) => {
    try {
      await queuePhoto({ kind: MYSTERY_SHOPPER_FILE_KIND, ownerId: reportId, slot: '' }, file, {
        fileName: upload.name,
        resize: false,
      });
      setUploads((list) => list.filter((u) => u.key !== upload.key));
    } catch (error) {
      console.error('Keeping a mystery shopper file in the queue failed', error);
      patch(upload.key, { error: m.fileUploadFailed(upload.name) });
    }
  };

  return (
    <Stack spacing={1.5}>
      <FileList
        files={value}
        action={(file) => (
          <IconButton
            edge="end"
            aria-label={`Remove ${file.name}`}
            onClick={() => onChange(value.filter((f) => f.name !== file.name))}
          >
            <CloseIcon />
          </IconButton>
        )}
      />
      <QueuedPhotoThumbnails
        photos={queued}
        onRemove={(photo) => void discardQueuedPhoto(photo.id)}
      />
      {uploads.map((upload) => (
        <Box key={upload.key}>
          {upload.error ? (
            <Alert
              severity="error"
              onClose={() => setUploads((list) => list.filter((u) => u.key !== upload.key))}
            >
              {upload.error}
            </Alert>
          ) : (
            <>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {upload.name} — {upload.progress}%
              </Typography>
              <LinearProgress
                variant="determinate"
                value={upload.progress}
                aria-label={`Uploading ${upload.name}`}
              />
            </>
          )}
        </Box>
      ))}
      {!direct && (
        <Alert severity="info">
          {storage ? offlineMessages.offlineQueued : offlineMessages.storageUnavailableFiles}
        </Alert>
      )}
      <Box>
        <Button
          component="label"
          variant="outlined"
          size="large"
          startIcon={<UploadFileIcon />}
          disabled={value.length + queued.length >= MAX_FILES}
        >
          Attach files
          <input
            hidden
            multiple
            type="file"
            aria-label="Files to attach"
            onChange={(event) => {
              void pick(Array.from(event.target.files ?? []));
              // Choosing the same file again should upload again.
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Any file type, up to 20 MB each, at most {MAX_FILES} files.
        </Typography>
      </Box>
    </Stack>
  );
}
