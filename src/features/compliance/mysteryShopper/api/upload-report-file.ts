import type { FirebaseStorage } from 'firebase/storage';
import { uploadWithProgress } from '@/lib/storageUpload';
import type { MysteryShopperFile } from '../../model/types';
import { reportFilesFolder } from './collections';

interface UploadReportFileInput {
  storage: FirebaseStorage;
  reportId: string;
  file: File;
  /** Already made safe and unique within the report (model/schemas storageFileName). */
  fileName: string;
  onProgress?: (percent: number) => void;
}

/** Uploads one attachment to mystery_shopper_reports/<reportId>/<fileName>. */
export async function uploadReportFile({
  storage,
  reportId,
  file,
  fileName,
  onProgress,
}: UploadReportFileInput): Promise<MysteryShopperFile> {
  const { url } = await uploadWithProgress({
    storage,
    path: `${reportFilesFolder(reportId)}/${fileName}`,
    data: file,
    contentType: file.type || 'application/octet-stream',
    onProgress,
  });
  return { name: fileName, url };
}
