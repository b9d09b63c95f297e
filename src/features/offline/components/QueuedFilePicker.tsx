import { useEffect, useRef } from 'react';
import { Alert, Typography } from '@mui/material';
import type { FirebaseStorage } from 'firebase/storage';
import {
  FilePicker,
  withFile,
  type FilePickerProps,
  type StoredFile,
} from '@/components/FilePicker';
import { STORAGE_UNAVAILABLE_MESSAGE } from '@/lib/firebase';
import type { UploadedFile } from '@/lib/storageUpload';
import { useOnline } from '@/lib/useOnline';
import { useQueuedPhotos } from '../hooks/useQueuedPhotos';
import { offlineMessages } from '../model/messages';
import type { PhotoTarget } from '../model/queue';
import { discardQueuedPhoto, onPhotoUploaded, queuePhoto } from '../store/uploader';
import { QueuedPhotoThumbnails } from './QueuedPhotoThumbnails';

export interface QueuedFilePickerProps<F extends StoredFile> extends Omit<
  FilePickerProps<F>,
  'send' | 'pendingNames' | 'children'
> {
  /** Where a file picked offline waits (its kind must be registered with registerPhotoTarget). */
  target: PhotoTarget;
  /** Null where no Storage runs: picked files then wait in the queue. */
  storage: FirebaseStorage | null;
  /** Uploads one file straight to Storage (online with Storage). */
  upload: (
    storage: FirebaseStorage,
    file: File,
    name: string,
    onProgress: (percent: number) => void,
  ) => Promise<F>;
  /** The list entry of a queued file the queue has uploaded and attached to the document. */
  fromQueue: (fileName: string, uploaded: UploadedFile) => F;
}

/**
 * The shared FilePicker with the offline queue behind it: online with Storage a picked file
 * uploads at once; offline or without Storage it waits in the queue (shown as "waiting to
 * upload" across reloads) and the queue attaches it to the saved document. An open form takes
 * in what the queue attached, so saving it does not drop the file again.
 */
export function QueuedFilePicker<F extends StoredFile>({
  target,
  storage,
  upload,
  fromQueue,
  ...picker
}: QueuedFilePickerProps<F>) {
  const online = useOnline();
  const queued = useQueuedPhotos({ kind: target.kind, ownerId: target.ownerId });
  const direct = storage !== null && online;
  const { files, onChange, fileKey } = picker;
  const latest = useRef({ files, onChange, fileKey, fromQueue });
  useEffect(() => {
    latest.current = { files, onChange, fileKey, fromQueue };
  });

  const { kind, ownerId } = target;
  useEffect(
    () =>
      onPhotoUploaded((photo, uploaded) => {
        if (photo.target.kind !== kind || photo.target.ownerId !== ownerId) return;
        const current = latest.current;
        const next = withFile(
          current.files,
          current.fromQueue(photo.fileName, uploaded),
          current.fileKey,
        );
        current.files = next;
        current.onChange?.(next);
      }),
    [kind, ownerId],
  );

  const send = async (file: File, name: string, onProgress: (percent: number) => void) => {
    if (storage && direct) return upload(storage, file, name, onProgress);
    await queuePhoto(target, file, { fileName: name, resize: false });
    return null;
  };

  return (
    <FilePicker {...picker} send={send} pendingNames={queued.map((photo) => photo.fileName)}>
      <QueuedPhotoThumbnails
        photos={queued}
        onRemove={onChange ? (photo) => void discardQueuedPhoto(photo.id) : undefined}
      />
      {onChange && !direct && (
        <Alert severity="info">
          {storage ? offlineMessages.offlineQueuedFiles : offlineMessages.storageUnavailableFiles}
        </Alert>
      )}
      {!onChange && !storage && files.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {STORAGE_UNAVAILABLE_MESSAGE}
        </Typography>
      )}
    </FilePicker>
  );
}
