import imageCompression from 'browser-image-compression';
import type { FirebaseStorage } from 'firebase/storage';
import { uploadObjectName } from '@/domain/uploads';
import { uploadWithProgress } from '@/lib/storageUpload';
import type { ReportImage } from '../../model/types';
import { reportPhotoPath } from '../model/queuedPhotos';

/** Spec 02 §4: at most 1500x1500 JPEG (the same settings as item photos). */
const RESIZE = { maxWidthOrHeight: 1500, fileType: 'image/jpeg', useWebWorker: false } as const;

/**
 * Resizes a picked photo and uploads it to compliance_reports/<reportId>/<fileName>, the name
 * unique per upload (uploadObjectName), with the shared progress upload. The caller drops the
 * photo from the form if this throws.
 */
export async function uploadReportPhoto(
  storage: FirebaseStorage,
  reportId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ReportImage> {
  const resized = await imageCompression(file, { ...RESIZE });
  const fileName = uploadObjectName('image/jpeg');
  const { url } = await uploadWithProgress({
    storage,
    path: reportPhotoPath(reportId, fileName),
    data: resized,
    contentType: 'image/jpeg',
    onProgress,
  });
  return { fileName, url };
}
