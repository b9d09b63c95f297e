import { Stack, Typography } from '@mui/material';
import { QueuedFilePicker } from '@/features/offline';
import { uploadHint, uploadObjectName } from '@/domain/uploads';
import { getStorageOrNull } from '@/lib/firebase';
import { uploadWithProgress } from '@/lib/storageUpload';
import { registerApprovalFileTarget } from '../api/register-file-target';
import { approvalFileLimits, approvalFileMessages, filePath, MAX_FILES } from '../model/files';
import { APPROVAL_FILE_KIND } from '../model/queuedFiles';
import type { AttachedFile } from '../model/types';
import type { FormId } from '../model/forms';

interface AttachmentsProps {
  label: string;
  formId: FormId;
  requestId: string;
  files: AttachedFile[];
  /** Absent when the request is no longer editable: the list is then read-only. */
  onChange?: (files: AttachedFile[]) => void;
}

registerApprovalFileTarget();

const HINT = uploadHint('approvalFile', MAX_FILES);

/**
 * The request's files (spec 01 §7 "file upload and delete for approvals"), stored under
 * approvals/<formId>/<requestId>/<unique object name> (the path is the file's key; its own name
 * is kept for display), through the shared picker and the offline queue (features/offline, issue 15).
 */
export function Attachments({ label, formId, requestId, files, onChange }: AttachmentsProps) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2">
        {label}
      </Typography>
      <QueuedFilePicker
        target={{ kind: APPROVAL_FILE_KIND, ownerId: requestId, slot: formId }}
        storage={getStorageOrNull()}
        files={files}
        onChange={onChange}
        fileKey={(file) => file.path}
        limits={approvalFileLimits}
        messages={approvalFileMessages}
        hint={HINT}
        buttonLabel="Attach file"
        inputLabel="File to attach"
        upload={async (storage, file, name, onProgress) => {
          const path = filePath(formId, requestId, uploadObjectName(file.type));
          const done = await uploadWithProgress({
            storage,
            path,
            data: file,
            contentType: file.type,
            onProgress,
          });
          return { name, ...done };
        }}
        fromQueue={(name, uploaded) => ({ name, ...uploaded })}
      />
    </Stack>
  );
}
