import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { AttachedFileList } from './AttachedFileList';
import {
  fileProblem,
  takeRoom,
  withFile,
  type FileLimits,
  type FileMessages,
  type StoredFile,
} from '@/lib/files';

/** One picked file on its way up, or the reason it was not attached. */
interface Upload {
  key: number;
  name: string;
  progress: number;
  error: string | null;
}

export interface FilePickerProps<F extends StoredFile> {
  files: readonly F[];
  /** Absent when the document is no longer editable: the list is then read-only. */
  onChange?: (files: F[]) => void;
  /** What tells two files apart (a re-upload under the same key replaces the file). */
  fileKey: (file: F) => string;
  limits: FileLimits;
  messages: FileMessages;
  /** The line under the button saying what may be attached. */
  hint: string;
  buttonLabel: string;
  /** Accessible name of the hidden file input. */
  inputLabel: string;
  multiple?: boolean;
  /** Names of files waiting elsewhere (the offline queue): they count against maxFiles. */
  pendingNames?: readonly string[];
  /** The name to store a picked file under, given the names taken; default its own name. */
  nameFor?: (file: File, taken: readonly string[]) => string;
  /**
   * Sends one accepted file: resolves to the stored file to list, or null when it was handed on
   * (kept in the offline queue, which attaches it later). A rejection shows `uploadFailed`.
   */
  send: (file: File, name: string, onProgress: (percent: number) => void) => Promise<F | null>;
  /** True while any upload runs, so a form can hold its save. */
  onUploadingChange?: (uploading: boolean) => void;
  /** Shown under the list: files waiting in a queue, notices. */
  children?: ReactNode;
}

let uploadKey = 0;

/**
 * The one file picker of the app (approval requests, mystery shopper reports): picks files,
 * checks count, type and size with the place's own messages, uploads each at once with its own
 * progress bar (a failure stays listed with its reason until dismissed) and lists the attached
 * files with a remove button. Removing only drops the file from the document's list.
 */
export function FilePicker<F extends StoredFile>({
  files,
  onChange,
  fileKey,
  limits,
  messages,
  hint,
  buttonLabel,
  inputLabel,
  multiple = false,
  pendingNames = [],
  nameFor = (file) => file.name,
  send,
  onUploadingChange,
  children,
}: FilePickerProps<F>) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  // The newest list and setter: uploads finish after other changes to the list.
  const latest = useRef({ files, onChange });
  useEffect(() => {
    latest.current = { files, onChange };
  });

  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  const drop = (key: number) => setUploads((list) => list.filter((u) => u.key !== key));

  const upload = async (file: File, row: Upload) => {
    const problem = fileProblem(file, limits, messages);
    if (problem) return patch(row.key, { error: problem });
    try {
      const stored = await send(file, row.name, (progress) => patch(row.key, { progress }));
      if (stored) {
        const next = withFile(latest.current.files, stored, fileKey);
        latest.current.files = next;
        latest.current.onChange?.(next);
      }
      drop(row.key);
    } catch (error) {
      console.error(`Sending ${row.name} failed`, error);
      patch(row.key, { error: messages.uploadFailed(row.name) });
    }
  };

  const pick = async (picked: File[]) => {
    if (picked.length === 0) return;
    const taken = [...files.map((f) => f.name), ...pendingNames];
    const { taken: accepted, refused } = takeRoom(picked, limits.maxFiles - taken.length);
    const jobs = accepted.map((file) => {
      const name = nameFor(file, taken);
      taken.push(name);
      uploadKey += 1;
      const row: Upload = { key: uploadKey, name, progress: 0, error: null };
      return { file, row };
    });
    const rows: Upload[] = jobs.map((j) => j.row);
    if (refused > 0)
      rows.push({ key: (uploadKey += 1), name: '', progress: 0, error: messages.tooMany });
    setUploads((list) => [...list, ...rows]);
    if (jobs.length === 0) return;
    onUploadingChange?.(true);
    await Promise.all(jobs.map(({ file, row }) => upload(file, row)));
    onUploadingChange?.(false);
  };

  return (
    <Stack spacing={1.5}>
      {/* While files wait elsewhere, "No files attached" would be wrong: they are shown below. */}
      {(files.length > 0 || pendingNames.length === 0) && (
        <AttachedFileList<F>
          files={files}
          fileKey={fileKey}
          action={
            onChange &&
            ((file) => (
              <IconButton
                edge="end"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((f) => fileKey(f) !== fileKey(file)))}
              >
                <CloseIcon />
              </IconButton>
            ))
          }
        />
      )}
      {children}
      {uploads.map((row) => (
        <Box key={row.key}>
          {row.error ? (
            <Alert severity="error" onClose={() => drop(row.key)}>
              {row.error}
            </Alert>
          ) : (
            <>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                Uploading {row.name} ({row.progress}%)
              </Typography>
              <LinearProgress
                variant="determinate"
                value={row.progress}
                aria-label={`Uploading ${row.name}`}
              />
            </>
          )}
        </Box>
      ))}
      {onChange && (
        <Box>
          <Button component="label" variant="outlined" size="large" startIcon={<UploadFileIcon />}>
            {buttonLabel}
            <input
              hidden
              multiple={multiple}
              type="file"
              accept={limits.types?.join(',')}
              aria-label={inputLabel}
              onChange={(event) => {
                void pick(Array.from(event.target.files ?? []));
                // Choosing the same file again should upload again.
                event.target.value = '';
              }}
            />
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {hint}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
