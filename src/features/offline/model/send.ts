import { afterFailure, type QueuedPhoto } from './queue';

/** A stored object: its path and download URL (src/lib/storageUpload.ts UploadedFile). */
interface Uploaded {
  path: string;
  url: string;
}

/** What sending one queued photo needs; the uploader passes Storage, IndexedDB and the clock. */
export interface SendSteps {
  /** Uploads the photo's bytes to `path` (refused by storage.rules when the object exists). */
  upload: (photo: QueuedPhoto, path: string) => Promise<Uploaded>;
  /** The object at `path` when it is there (a download URL), null when it is not. */
  find: (path: string) => Promise<Uploaded | null>;
  /** Writes the uploaded file into its document. */
  attach: (photo: QueuedPhoto, uploaded: Uploaded) => Promise<void>;
  /** Keeps the photo's new state in the queue. */
  save: (photo: QueuedPhoto) => Promise<void>;
  /** Drops the photo from the queue once it is attached. */
  remove: (photo: QueuedPhoto) => Promise<void>;
  now: () => number;
}

type SendResult = { sent: true; uploaded: Uploaded } | { sent: false; error: unknown };

/**
 * One queued photo, from wherever it stands: upload (unless an earlier attempt did), remember
 * the upload, attach, leave the queue. The rules refuse overwriting, so an upload that fails is
 * followed by a look at its path: when the object is there (an earlier attempt uploaded it but
 * did not live to record it) the photo goes on to attach instead of retrying a refused upload
 * forever. A failure keeps the photo (with what it reached) for a retry after its back-off.
 */
export async function sendQueuedPhoto(
  photo: QueuedPhoto,
  pathOf: (photo: QueuedPhoto) => string,
  steps: SendSteps,
): Promise<SendResult> {
  let current = photo;
  try {
    const path = pathOf(current);
    let uploaded = current.uploaded;
    if (!uploaded) {
      uploaded = await steps.upload(current, path).catch(async (error: unknown) => {
        const found = await steps.find(path).catch(() => null);
        if (!found) throw error;
        return found;
      });
      current = { ...current, uploaded };
      await steps.save(current);
    }
    await steps.attach(current, uploaded);
    await steps.remove(current);
    return { sent: true, uploaded };
  } catch (error) {
    await steps.save(afterFailure(current, String(error), steps.now()));
    return { sent: false, error };
  }
}
