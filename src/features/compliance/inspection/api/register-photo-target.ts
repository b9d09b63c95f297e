import { objectNameOf, registerPhotoTarget } from '@/features/offline';
import { auth, db } from '@/lib/firebase';
import { COMPLIANCE_PHOTO_KIND, reportPhotoPath } from '../model/queuedPhotos';
import { attachReportPhoto } from './attach-report-photo';

/** Lets the photo queue upload compliance photos and attach them to their report's question. */
export function registerCompliancePhotoTarget(): void {
  registerPhotoTarget(COMPLIANCE_PHOTO_KIND, {
    storagePath: (photo) => reportPhotoPath(photo.target.ownerId, objectNameOf(photo)),
    attach: async (photo, uploaded) => {
      if (!auth.currentUser) throw new Error('Signed out: the photo waits for the next sign-in');
      await attachReportPhoto(db, photo.target.ownerId, photo.target.slot, {
        fileName: photo.fileName,
        url: uploaded.url,
      });
    },
  });
}
