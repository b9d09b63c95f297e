import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { matchesTarget, type PhotoTarget, type QueuedPhoto } from '../model/queue';
import { getQueuedPhotos, loadPhotoQueue, subscribePhotoQueue } from '../store/photoQueue';
import { getUploadProgress, subscribeUploadProgress, type UploadProgress } from '../store/uploader';

/** The queued photos of one target (all fields optional: `{ ownerId }` gives a whole report's). */
export function useQueuedPhotos(target: Partial<PhotoTarget>): QueuedPhoto[] {
  useEffect(() => void loadPhotoQueue(), []);
  const all = useSyncExternalStore(subscribePhotoQueue, getQueuedPhotos);
  const { kind, ownerId, slot } = target;
  return useMemo(
    () => all.filter((photo) => matchesTarget(photo, { kind, ownerId, slot })),
    [all, kind, ownerId, slot],
  );
}

/** The photo being uploaded now and its percentage, or null. */
export function useUploadProgress(): UploadProgress | null {
  return useSyncExternalStore(subscribeUploadProgress, getUploadProgress);
}
