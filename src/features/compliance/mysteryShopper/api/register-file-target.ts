import { uploadPath } from '@/domain/uploads';
import { objectNameOf, registerPhotoTarget } from '@/features/offline';
import { db } from '@/lib/firebase';
import { MYSTERY_SHOPPER_FILE_KIND } from '../model/queuedFiles';
import { MAX_FILES } from '../model/schemas';
import { attachReportFile } from './attach-report-file';

/** Lets the photo queue upload mystery shopper files and append them to their report. */
export function registerMysteryShopperFileTarget(): void {
  registerPhotoTarget(MYSTERY_SHOPPER_FILE_KIND, {
    storagePath: (photo) =>
      uploadPath('mysteryShopperFile', { reportId: photo.target.ownerId }, objectNameOf(photo)),
    attach: (photo, uploaded) =>
      attachReportFile(db, photo.target.ownerId, { name: photo.fileName, ...uploaded }, MAX_FILES),
  });
}
