import imageCompression from 'browser-image-compression';
import { getDownloadURL, ref, uploadBytesResumable, type FirebaseStorage } from 'firebase/storage';
import { ITEM_PHOTO_MAX_PX } from '../model/item';

export interface UploadItemPhotoInput {
  storage: FirebaseStorage;
  itemId: string;
  file: File;
  /** 0..100 while the bytes go up. */
  onProgress?: (percent: number) => void;
}

export interface UploadedPhoto {
  photoUrl: string;
  photoPath: string;
}

/** Spec 01 §5: at most 1500x1500, JPEG. No web worker, so it also runs in jsdom and old tablets. */
export const RESIZE_OPTIONS = {
  maxWidthOrHeight: ITEM_PHOTO_MAX_PX,
  fileType: 'image/jpeg',
  useWebWorker: false,
} as const;

/** Resizes the picked image in the browser, then uploads it to items/{itemId}/{timestamp}.jpg. */
export async function uploadItemPhoto({
  storage,
  itemId,
  file,
  onProgress,
}: UploadItemPhotoInput): Promise<UploadedPhoto> {
  const resized = await imageCompression(file, { ...RESIZE_OPTIONS });
  const photoPath = `items/${itemId}/${Date.now()}.jpg`;
  const task = uploadBytesResumable(ref(storage, photoPath), resized, {
    contentType: 'image/jpeg',
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
  return { photoUrl: await getDownloadURL(task.snapshot.ref), photoPath };
}
