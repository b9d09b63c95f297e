import imageCompression from 'browser-image-compression';
import { uploadObjectName } from '@/domain/uploads';
import { getStorageOrNull } from '@/lib/firebase';
import { findUploaded, uploadWithProgress, type UploadedFile } from '@/lib/storageUpload';
import { nextRetryAt, nextToUpload, type PhotoTarget, type QueuedPhoto } from '../model/queue';
import { sendQueuedPhoto } from '../model/send';
import { deleteQueuedPhoto, getQueuedPhotos, loadPhotoQueue, putQueuedPhoto } from './photoQueue';

/**
 * Uploads queued photos one at a time, oldest first, whenever the browser is online and Storage
 * exists, with back-off after a failure. Each feature registers a target kind saying where its
 * files go and how an uploaded file is attached to its document.
 */
export interface PhotoTargetHandler {
  /** Storage object path for the photo, e.g. `compliance_reports/<id>/<objectNameOf(photo)>`. */
  storagePath: (photo: QueuedPhoto) => string;
  /** Writes the uploaded file into its document (one write, so it is never half attached). */
  attach: (photo: QueuedPhoto, uploaded: UploadedFile) => Promise<void>;
}

export interface UploadProgress {
  id: string;
  percent: number;
}

const handlers = new Map<string, PhotoTargetHandler>();
const uploadedListeners = new Set<(photo: QueuedPhoto, uploaded: UploadedFile) => void>();
const progressListeners = new Set<() => void>();
let progress: UploadProgress | null = null;
let running = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let started = false;

/** Registers (or replaces) the handler of a target kind; its waiting photos start uploading. */
export function registerPhotoTarget(kind: string, handler: PhotoTargetHandler): void {
  handlers.set(kind, handler);
  if (started) void processPhotoQueue();
}

/** Called after a queued photo is uploaded and attached (open forms add it to their state). */
export function onPhotoUploaded(
  listener: (photo: QueuedPhoto, uploaded: UploadedFile) => void,
): () => void {
  uploadedListeners.add(listener);
  return () => uploadedListeners.delete(listener);
}

export function subscribeUploadProgress(listener: () => void): () => void {
  progressListeners.add(listener);
  return () => progressListeners.delete(listener);
}

export const getUploadProgress = (): UploadProgress | null => progress;

function setProgress(next: UploadProgress | null) {
  progress = next;
  progressListeners.forEach((listener) => listener());
}

/** Spec 02 §4 photo size: at most 1500x1500 JPEG, resized before it is kept, so the queue stays small. */
const RESIZE = { maxWidthOrHeight: 1500, fileType: 'image/jpeg', useWebWorker: false } as const;

let photoCounter = 0;

export interface QueueFileOptions {
  /** Name shown and kept in the document's entry; defaults to the generated object name. */
  fileName?: string;
  /** Resize to a 1500 px JPEG (photos); false keeps the file as picked (a stored type). */
  resize?: boolean;
}

/** Keeps a picked photo (resized) or file in the queue; the uploader takes it from there. */
export async function queuePhoto(
  target: PhotoTarget,
  file: File,
  { fileName, resize = true }: QueueFileOptions = {},
): Promise<QueuedPhoto> {
  const blob = resize ? await imageCompression(file, { ...RESIZE }) : file;
  const contentType = resize ? 'image/jpeg' : file.type;
  // Unique per upload, fixed now: every retry goes to the same path (model/send.ts).
  const objectName = uploadObjectName(contentType);
  const now = Date.now();
  photoCounter += 1;
  const photo: QueuedPhoto = {
    id: `${now}-${photoCounter}-${Math.random().toString(36).slice(2, 8)}`,
    target,
    blob,
    fileName: fileName ?? objectName,
    objectName,
    contentType,
    createdAt: now,
    attempts: 0,
    notBefore: 0,
    lastError: null,
  };
  await putQueuedPhoto(photo);
  void processPhotoQueue();
  return photo;
}

/** Drops a queued photo without uploading it (the user removed it). */
export const discardQueuedPhoto = (id: string): Promise<void> => deleteQueuedPhoto(id);

/** Uploads what can be uploaded now; schedules itself again for photos in back-off. */
export async function processPhotoQueue(): Promise<void> {
  if (running) return;
  running = true;
  clearTimeout(retryTimer);
  try {
    await loadPhotoQueue();
    const storage = getStorageOrNull();
    // Without Storage (local run without its emulator) or a connection the photos simply wait.
    while (storage && navigator.onLine) {
      const photo = nextToUpload(
        getQueuedPhotos().filter((p) => handlers.has(p.target.kind)),
        Date.now(),
      );
      if (!photo) break;
      const handler = handlers.get(photo.target.kind)!;
      setProgress({ id: photo.id, percent: 0 });
      const result = await sendQueuedPhoto(photo, handler.storagePath, {
        upload: (queued, path) =>
          uploadWithProgress({
            storage,
            path,
            data: queued.blob,
            contentType: queued.contentType,
            onProgress: (percent) => setProgress({ id: queued.id, percent }),
          }),
        find: (path) => findUploaded(storage, path),
        attach: handler.attach,
        save: putQueuedPhoto,
        remove: (queued) => deleteQueuedPhoto(queued.id),
        now: Date.now,
      });
      if (result.sent) {
        uploadedListeners.forEach((listener) => listener(photo, result.uploaded));
      } else {
        console.error('Sending a queued photo failed; retrying later', result.error);
      }
    }
    const retryAt = nextRetryAt(getQueuedPhotos().filter((p) => p.attempts > 0));
    if (storage && retryAt !== null) {
      retryTimer = setTimeout(() => void processPhotoQueue(), Math.max(retryAt - Date.now(), 0));
    }
  } finally {
    setProgress(null);
    running = false;
  }
}

/** Loads the queue and uploads whenever the connection returns; call once at start-up. */
export function startPhotoQueue(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void processPhotoQueue());
  void processPhotoQueue();
}
