/**
 * Offline support (issue 15): connection state, the offline banner, the top bar's sync
 * indicator and the photo queue. A feature that attaches photos or files (compliance
 * inspections, mystery shopper reports, approval requests) adopts the queue like this:
 *
 * 1. once, at module load: registerPhotoTarget('<kind>', { storagePath, attach }), where attach
 *    writes the uploaded file into its document in one write;
 * 2. when a file is picked: queuePhoto({ kind, ownerId, slot }, file) (resizes, keeps it in
 *    IndexedDB and uploads when it can);
 * 3. show useQueuedPhotos({ kind, ownerId }) with <QueuedPhotoThumbnails>, and refuse to
 *    publish while that list is not empty (queuedPhotosBlockMessage);
 * 4. optionally onPhotoUploaded(...) to add the uploaded file to an open form's state.
 */
export { OfflineBanner } from './components/OfflineBanner';
export { PhotoRemoveButton } from './components/PhotoRemoveButton';
export { QueuedFilePicker, type QueuedFilePickerProps } from './components/QueuedFilePicker';
export { QueuedPhotoThumbnails } from './components/QueuedPhotoThumbnails';
export { SyncIndicator } from './components/SyncIndicator';
export { useOnline } from '@/lib/useOnline';
export { usePendingWrites } from './hooks/usePendingWrites';
export { useQueuedPhotos, useUploadProgress } from './hooks/useQueuedPhotos';
export { offlineMessages, queuedPhotosBlockMessage } from './model/messages';
export { objectNameOf, type PhotoTarget, type QueuedPhoto } from './model/queue';
export { syncSummary } from './model/sync';
export {
  discardQueuedPhoto,
  onPhotoUploaded,
  processPhotoQueue,
  queuePhoto,
  registerPhotoTarget,
  startPhotoQueue,
  type PhotoTargetHandler,
  type QueueFileOptions,
} from './store/uploader';
