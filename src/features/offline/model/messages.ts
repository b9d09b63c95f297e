/** Wording of the offline banner, the sync indicator and the photo queue (issue 15). */
export const offlineMessages = {
  banner: 'Offline - changes will sync when you are back online',
  waitingToUpload: 'waiting to upload',
  storageUnavailable: 'File storage is not available: photos stay queued on this device.',
  storageUnavailableFiles: 'File storage is not available: files stay queued on this device.',
  offlineQueued: 'Offline: photos are kept on this device and upload when back online.',
  offlineQueuedFiles: 'Offline: files are kept on this device and upload when back online.',
  allSynced: 'All changes synced',
  pendingWrites: 'Changes waiting to sync',
  queuedUploads: (count: number) =>
    count === 1 ? '1 photo waiting to upload' : `${count} photos waiting to upload`,
} as const;

/** Why a report cannot be published yet. */
export const queuedPhotosBlockMessage = (count: number): string =>
  count === 1
    ? '1 photo is still waiting to upload: publish once it is uploaded.'
    : `${count} photos are still waiting to upload: publish once they are uploaded.`;
