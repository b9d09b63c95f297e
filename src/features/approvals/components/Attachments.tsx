import { useState } from 'react';
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
import { getStorageOrNull, STORAGE_UNAVAILABLE_MESSAGE } from '@/lib/firebase';
import { formatFileSize } from '@/lib/format';
import { uploadWithProgress } from '@/lib/storageUpload';
import { fileProblem, FILE_ACCEPT, filePath } from '../model/files';
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

/**
 * The request's files (spec 01 §7 "file upload and delete for approvals"), stored under
 * approvals/<formId>/<requestId>/. Each upload shows its progress; without Storage the section
 * says "File storage is not available" and the rest of the form works as usual.
 */
export function Attachments({ label, formId, requestId, files, onChange }: AttachmentsProps) {
  const storage = getStorageOrNull();
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    const problem = fileProblem(file, files.length);
    if (problem) return setError(problem);
    if (!storage || !onChange) return;
    setError(null);
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
      {files.length === 0 && <Typography color="text.secondary">No files attached</Typography>}
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
      {Object.entries(progress).map(([name, percent]) => (
        <div key={name}>
          <Typography variant="body2">
            Uploading {name} ({percent}%)
          </Typography>
          <LinearProgress variant="determinate" value={percent} aria-label={`Uploading ${name}`} />
        </div>
      ))}
      {error && <Alert severity="error">{error}</Alert>}
      {onChange &&
        (storage ? (
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            Attach file
            <input
              hidden
              type="file"
              accept={FILE_ACCEPT}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
          </Button>
        ) : (
          <Alert severity="info">{STORAGE_UNAVAILABLE_MESSAGE}</Alert>
        ))}
      {!onChange && !storage && files.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {STORAGE_UNAVAILABLE_MESSAGE}
        </Typography>
      )}
      {onChange && storage && (
        <Typography variant="body2" color="text.secondary">
          PDF, JPEG, PNG or HEIC, up to {formatFileSize(10 * 1024 * 1024)} each, at most 20 files.
        </Typography>
      )}
    </Stack>
  );
}
