import imageCompression from 'browser-image-compression';
import type { FirebaseStorage } from 'firebase/storage';
import { uploadObjectName, uploadPath } from '@/domain/uploads';
import { uploadWithProgress } from '@/lib/storageUpload';
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

/** Resizes the picked image in the browser, then uploads it to items/{itemId}/{unique id}.jpg. */
export async function uploadItemPhoto({
  storage,
  itemId,
  file,
  onProgress,
}: UploadItemPhotoInput): Promise<UploadedPhoto> {
  const resized = await imageCompression(file, { ...RESIZE_OPTIONS });
  const { path: photoPath, url: photoUrl } = await uploadWithProgress({
    storage,
    path: uploadPath('itemPhoto', { itemId }, uploadObjectName('image/jpeg')),
    data: resized,
    contentType: 'image/jpeg',
    onProgress,
  });
  return { photoUrl, photoPath };
}
