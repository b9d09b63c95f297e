import { getAuth } from 'firebase/auth';
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
