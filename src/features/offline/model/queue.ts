/**
 * The photo queue's pure rules: what a queued photo is, which one goes next and when a failed
 * one is retried. The IndexedDB store and the uploader apply them (store/, hooks/).
 */

/** Where a queued photo belongs, e.g. `{ kind: 'complianceReport', ownerId: reportId, slot: questionId }`. */
export interface PhotoTarget {
  /** Registered with registerPhotoTarget; says where the file goes and how it is attached. */
  kind: string;
  /** The document the photo is attached to (report id, request id, ...). */
  ownerId: string;
  /** A place inside that document (a question id), or '' for the document itself. */
  slot: string;
}

export interface QueuedPhoto {
  id: string;
  target: PhotoTarget;
  /** Already resized: what is uploaded. */
  blob: Blob;
  /** The name shown (and stored in the document's entry). */
  fileName: string;
  /**
   * The Storage object's own name (src/domain/uploads.ts uploadObjectName), fixed when queued so
   * a retry goes to the same path; absent on photos queued before it existed (`fileName` then).
   */
  objectName?: string;
  /** Set once the upload succeeded: a retry then only attaches (the rules refuse overwriting). */
  uploaded?: { path: string; url: string } | null;
  contentType: string;
  createdAt: number;
  /** Failed upload attempts so far. */
  attempts: number;
  /** Not retried before this time (ms since epoch); 0 for a photo never tried. */
  notBefore: number;
  lastError: string | null;
}

const RETRY_BASE_MS = 2000;
export const RETRY_MAX_MS = 5 * 60 * 1000;

/** Back-off after `attempts` failures: 2 s, 4 s, 8 s, ... capped at 5 minutes. */
export function retryDelayMs(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(RETRY_BASE_MS * 2 ** (attempts - 1), RETRY_MAX_MS);
}

/** Oldest first, so photos reach their report in the order they were taken. */
export function inQueueOrder<T extends Pick<QueuedPhoto, 'createdAt' | 'id'>>(photos: T[]): T[] {
  return [...photos].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

/** The next photo to upload at `now`: the oldest one whose back-off has passed, or null. */
export function nextToUpload<T extends Pick<QueuedPhoto, 'createdAt' | 'id' | 'notBefore'>>(
  photos: T[],
  now: number,
): T | null {
  return inQueueOrder(photos).find((photo) => photo.notBefore <= now) ?? null;
}

/** When the earliest waiting photo may be retried (null when nothing waits). */
export function nextRetryAt(photos: Pick<QueuedPhoto, 'notBefore'>[]): number | null {
  if (photos.length === 0) return null;
  return Math.min(...photos.map((photo) => photo.notBefore));
}

/** The photo after one more failed attempt. */
export function afterFailure<T extends QueuedPhoto>(photo: T, error: string, now: number): T {
  const attempts = photo.attempts + 1;
  return { ...photo, attempts, notBefore: now + retryDelayMs(attempts), lastError: error };
}

export const matchesTarget = (photo: QueuedPhoto, target: Partial<PhotoTarget>): boolean =>
  (target.kind === undefined || photo.target.kind === target.kind) &&
  (target.ownerId === undefined || photo.target.ownerId === target.ownerId) &&
  (target.slot === undefined || photo.target.slot === target.slot);

/** The object name a queued photo is uploaded under (older queue entries: their file name). */
export const objectNameOf = (photo: Pick<QueuedPhoto, 'objectName' | 'fileName'>): string =>
  photo.objectName ?? photo.fileName;
