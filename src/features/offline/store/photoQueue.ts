import { createStore, del, set, values } from 'idb-keyval';
import { inQueueOrder, type QueuedPhoto } from '../model/queue';

/**
 * The queued photos in IndexedDB (idb-keyval), with an in-memory copy that components read
 * synchronously. Survives a reload or a closed tab; other tabs hear of changes on a
 * BroadcastChannel so two open forms never disagree about what is queued.
 */
const store = createStore('harbor-ops-offline', 'photo_queue');
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('harbor-ops-photo-queue');

let photos: QueuedPhoto[] = [];
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: QueuedPhoto[]) {
  photos = inQueueOrder(next);
  listeners.forEach((listener) => listener());
}

async function reload(): Promise<void> {
  // Without IndexedDB (private modes of old browsers, jsdom) nothing can have been queued.
  if (typeof indexedDB === 'undefined') return;
  publish(await values<QueuedPhoto>(store));
}

channel?.addEventListener('message', () => void reload());

/** Loads the queue from IndexedDB once; later calls wait for the same load. */
export function loadPhotoQueue(): Promise<void> {
  loaded ??= reload().catch((error: unknown) => {
    console.error('Reading the photo queue failed', error);
  });
  return loaded;
}

export function subscribePhotoQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The queue, oldest first (the same array until it changes, for useSyncExternalStore). */
export const getQueuedPhotos = (): QueuedPhoto[] => photos;

/** Adds or replaces one photo; resolves once IndexedDB has it. */
export async function putQueuedPhoto(photo: QueuedPhoto): Promise<void> {
  await set(photo.id, photo, store);
  publish([...photos.filter((p) => p.id !== photo.id), photo]);
  channel?.postMessage('changed');
}

export async function deleteQueuedPhoto(id: string): Promise<void> {
  await del(id, store);
  publish(photos.filter((p) => p.id !== id));
  channel?.postMessage('changed');
}
