import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  IconButton,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  discardQueuedPhoto,
  offlineMessages,
  onPhotoUploaded,
  queuePhoto,
  QueuedPhotoThumbnails,
  useOnline,
  useQueuedPhotos,
} from '@/features/offline';
import { getStorageOrNull, STORAGE_UNAVAILABLE_MESSAGE } from '@/lib/firebase';
import { formatFileSize } from '@/lib/format';
import { uploadWithProgress } from '@/lib/storageUpload';
import { registerApprovalFileTarget } from '../api/register-file-target';
import { fileProblem, FILE_ACCEPT, filePath } from '../model/files';
import { APPROVAL_FILE_KIND } from '../model/queuedFiles';
import type { AttachedFile } from '../model/types';
import type { FormId } from '../model/forms';

export interface AttachmentsProps {
  label: string;
  formId: FormId;
  requestId: string;
  files: AttachedFile[];
  /** Absent when the request is no longer editable: the list is then read-only. */
  onChange?: (files: AttachedFile[]) => void;
}

registerApprovalFileTarget();

/**
 * The request's files (spec 01 §7 "file upload and delete for approvals"), stored under
 * approvals/<formId>/<requestId>/. Online with Storage each upload shows its progress; offline or
 * without Storage a picked file waits in the offline queue (features/offline, issue 15), shown as
 * "waiting to upload" across reloads, and is attached to the saved request once it uploads.
 */
export function Attachments({ label, formId, requestId, files, onChange }: AttachmentsProps) {
  const storage = getStorageOrNull();
  const online = useOnline();
  const queued = useQueuedPhotos({ kind: APPROVAL_FILE_KIND, ownerId: requestId });
  const direct = storage !== null && online;
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);
  // The newest list and setter, for a queued file attached while the form is open.
  const latest = useRef({ files, onChange });
  useEffect(() => {
    latest.current = { files, onChange };
  });

  // The queue has attached an uploaded file to the stored request: keep the open form in step,
  // so saving it does not drop the file again.
  useEffect(
    () =>
      onPhotoUploaded((queuedFile, uploaded) => {
        const { kind, ownerId } = queuedFile.target;
        if (kind !== APPROVAL_FILE_KIND || ownerId !== requestId) return;
        const added = { name: queuedFile.fileName, ...uploaded };
        const next = [...latest.current.files.filter((f) => f.path !== added.path), added];
        latest.current.files = next;
        latest.current.onChange?.(next);
      }),
    [requestId],
  );

  const keep = async (file: File) => {
    try {
      await queuePhoto({ kind: APPROVAL_FILE_KIND, ownerId: requestId, slot: formId }, file, {
        fileName: file.name,
        resize: false,
      });
    } catch (cause) {
      console.error('Keeping an approval file in the queue failed', cause);
      setError(`${file.name} could not be kept on this device. Try again.`);
    }
  };

  const upload = async (file: File) => {
    const problem = fileProblem(file, files.length + queued.length);
    if (problem) return setError(problem);
    if (!onChange) return;
    setError(null);
    if (!storage || !online) return keep(file);
    const path = filePath(formId, requestId, file.name);
    try {
      const done = await uploadWithProgress({
        storage,
        path,
        data: file,
        contentType: file.type,
        onProgress: (percent) => setProgress((p) => ({ ...p, [file.name]: percent })),
      });
      onChange([...files.filter((f) => f.path !== path), { name: file.name, ...done }]);
    } catch {
      setError(`${file.name} could not be uploaded. Check the connection and try again.`);
    } finally {
      setProgress(({ [file.name]: _, ...rest }) => rest);
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2">
        {label}
      </Typography>
      {files.length === 0 && queued.length === 0 && (
        <Typography color="text.secondary">No files attached</Typography>
      )}
      {files.length > 0 && (
        <List dense disablePadding>
          {files.map((file) => (
            <ListItem
              key={file.path}
              secondaryAction={
                onChange && (
                  <IconButton
                    aria-label={`Remove ${file.name}`}
                    onClick={() => onChange(files.filter((f) => f.path !== file.path))}
                  >
                    <DeleteIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={
                  <Link href={file.url} target="_blank" rel="noreferrer">
                    {file.name}
                  </Link>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      <QueuedPhotoThumbnails
        photos={queued}
        onRemove={onChange ? (photo) => void discardQueuedPhoto(photo.id) : undefined}
      />
      {Object.entries(progress).map(([name, percent]) => (
        <div key={name}>
          <Typography variant="body2">
            Uploading {name} ({percent}%)
          </Typography>
          <LinearProgress variant="determinate" value={percent} aria-label={`Uploading ${name}`} />
        </div>
      ))}
      {error && <Alert severity="error">{error}</Alert>}
      {onChange && !direct && (
        <Alert severity="info">
          {storage ? offlineMessages.offlineQueuedFiles : offlineMessages.storageUnavailableFiles}
        </Alert>
      )}
      {onChange && (
        <Button
          component="label"
          variant="outlined"
          size="large"
          startIcon={<UploadFileIcon />}
          sx={{ alignSelf: 'start' }}
        >
          Attach file
          <input
            hidden
            type="file"
            accept={FILE_ACCEPT}
            aria-label="File to attach"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </Button>
      )}
      {!onChange && !storage && files.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {STORAGE_UNAVAILABLE_MESSAGE}
        </Typography>
      )}
      {onChange && (
        <Typography variant="body2" color="text.secondary">
          PDF, JPEG, PNG or HEIC, up to {formatFileSize(10 * 1024 * 1024)} each, at most 20 files.
        </Typography>
      )}
    </Stack>
  );
}
