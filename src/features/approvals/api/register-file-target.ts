import { objectNameOf, registerPhotoTarget } from '@/features/offline';
import { auth, db } from '@/lib/firebase';
import { filePath } from '../model/files';
import { isFormId } from '../model/forms';
import { APPROVAL_FILE_KIND } from '../model/queuedFiles';
import { attachRequestFile } from './attach-request-file';

/** Lets the offline queue upload approval files picked offline and attach them to their request. */
export function registerApprovalFileTarget(): void {
  registerPhotoTarget(APPROVAL_FILE_KIND, {
    storagePath: (queued) => {
      const formId = queued.target.slot;
      if (!isFormId(formId)) throw new Error(`Unknown approval form ${formId}`);
      return filePath(formId, queued.target.ownerId, objectNameOf(queued));
    },
    attach: (queued, uploaded) => {
      // The queue lives in this browser, not in an account: wait for the author's session.
      const uid = auth.currentUser?.uid;
      if (!uid) throw new Error('Not signed in; the file waits for its author');
      return attachRequestFile(db, uid, queued.target.ownerId, {
        name: queued.fileName,
        url: uploaded.url,
        path: uploaded.path,
      });
    },
  });
}
