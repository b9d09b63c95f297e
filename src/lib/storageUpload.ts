import { getAuth } from 'firebase/auth';
import { FirebaseError } from 'firebase/app';
import { getDownloadURL, ref, uploadBytesResumable, type FirebaseStorage } from 'firebase/storage';

export interface UploadWithProgressInput {
  storage: FirebaseStorage;
  /** Full object path, e.g. `items/{id}/{time}.jpg`. */
  path: string;
  data: Blob;
  contentType?: string;
  /** 0..100 while the bytes go up. */
  onProgress?: (percent: number) => void;
}

export interface UploadedFile {
  path: string;
  url: string;
}

/**
 * Uploads one file with a resumable upload, reporting whole-percent progress, and returns its
 * download URL. Shared by every screen that attaches files (items, mystery shopper reports).
 * Every file records its uploader (`customMetadata.uploadedBy`): storage.rules require it on
 * upload, and a file whose document does not exist yet is readable only by that uploader.
 * Callers check `getStorageOrNull()` first: without Storage there is nothing to upload to.
 */
export async function uploadWithProgress({
  storage,
  path,
  data,
  contentType,
  onProgress,
}: UploadWithProgressInput): Promise<UploadedFile> {
  const uploadedBy = getAuth(storage.app).currentUser?.uid ?? '';
  const task = uploadBytesResumable(ref(storage, path), data, {
    ...(contentType ? { contentType } : {}),
    customMetadata: { uploadedBy },
  });
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) =>
        onProgress?.(
          snapshot.totalBytes
            ? Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100)
            : 0,
        ),
      reject,
      () => resolve(),
    );
  });
  return { path, url: await getDownloadURL(task.snapshot.ref) };
}

/**
 * The object at `path` when it is there, else null: what the offline queue asks after a refused
 * upload (storage.rules refuse overwriting, so an object an earlier attempt uploaded answers a
 * retry with "unauthorized"). Not found and unauthorized (an object that is not there may fail
 * the read rule) both mean "not there"; anything else (offline) is thrown.
 */
export async function findUploaded(
  storage: FirebaseStorage,
  path: string,
): Promise<UploadedFile | null> {
  try {
    return { path, url: await getDownloadURL(ref(storage, path)) };
  } catch (error) {
    const code = error instanceof FirebaseError ? error.code : '';
    if (code === 'storage/object-not-found' || code === 'storage/unauthorized') return null;
    throw error;
  }
}
