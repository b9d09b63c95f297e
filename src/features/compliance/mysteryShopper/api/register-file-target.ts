import { registerPhotoTarget } from '@/features/offline';
import { db } from '@/lib/firebase';
import { MYSTERY_SHOPPER_FILE_KIND } from '../model/queuedFiles';
import { MAX_FILES } from '../model/schemas';
import { attachReportFile } from './attach-report-file';
import { reportFilesFolder } from './collections';

/** Lets the photo queue upload mystery shopper files and append them to their report. */
export function registerMysteryShopperFileTarget(): void {
  registerPhotoTarget(MYSTERY_SHOPPER_FILE_KIND, {
    storagePath: (photo) => `${reportFilesFolder(photo.target.ownerId)}/${photo.fileName}`,
    attach: (photo, uploaded) =>
      attachReportFile(
        db,
        photo.target.ownerId,
        { name: photo.fileName, url: uploaded.url },
        MAX_FILES,
      ),
  });
}
