import type { FirebaseStorage } from 'firebase/storage';
import { uploadObjectName, uploadPath } from '@/domain/uploads';
import { uploadWithProgress } from '@/lib/storageUpload';
import type { MysteryShopperFile } from '../../model/types';

interface UploadReportFileInput {
  storage: FirebaseStorage;
  reportId: string;
  file: File;
  /** The name it is listed under (model/schemas displayFileName, unique in the report). */
  fileName: string;
  onProgress?: (percent: number) => void;
}

/** Uploads one attachment to mystery_shopper_reports/<reportId>/<a name unique per upload>. */
export async function uploadReportFile({
  storage,
  reportId,
  file,
  fileName,
  onProgress,
}: UploadReportFileInput): Promise<MysteryShopperFile> {
  const uploaded = await uploadWithProgress({
    storage,
    path: uploadPath('mysteryShopperFile', { reportId }, uploadObjectName(file.type)),
    data: file,
    contentType: file.type,
    onProgress,
  });
  return { name: fileName, ...uploaded };
}
