import type { FirebaseStorage } from 'firebase/storage';
import { uploadHint, wrongTypeMessage } from '@/domain/uploads';
import { QueuedFilePicker } from '@/features/offline';
import type { MysteryShopperFile } from '../../model/types';
import { registerMysteryShopperFileTarget } from '../api/register-file-target';
import { uploadReportFile } from '../api/upload-report-file';
import { MYSTERY_SHOPPER_FILE_KIND, reportFileKey } from '../model/queuedFiles';
import {
  MAX_FILES,
  mysteryShopperFileLimits,
  mysteryShopperMessages as m,
  displayFileName,
  uniqueFileName,
} from '../model/schemas';

interface FilesFieldProps {
  /** Null when this machine has no Storage: the form still saves, files wait in the queue. */
  storage: FirebaseStorage | null;
  reportId: string;
  value: MysteryShopperFile[];
  onChange: (files: MysteryShopperFile[]) => void;
  onUploadingChange: (uploading: boolean) => void;
}

registerMysteryShopperFileTarget();

const fileMessages = {
  tooMany: m.tooManyFiles,
  wrongType: (file: { name: string; type: string }) => wrongTypeMessage('mysteryShopperFile', file),
  tooLarge: m.fileTooLarge,
  uploadFailed: m.fileUploadFailed,
};

/**
 * Attachments of a mystery shopper report, uploaded under the report's id as they are picked
 * (so Save never waits on a hidden upload), each under an object name of its own (the path is
 * the file's key) and listed under its own name, made unique in the report, through the shared
 * picker and the offline queue.
 */
export function FilesField({
  storage,
  reportId,
  value,
  onChange,
  onUploadingChange,
}: FilesFieldProps) {
  return (
    <QueuedFilePicker
      target={{ kind: MYSTERY_SHOPPER_FILE_KIND, ownerId: reportId, slot: '' }}
      storage={storage}
      files={value}
      onChange={onChange}
      onUploadingChange={onUploadingChange}
      fileKey={reportFileKey}
      multiple
      limits={mysteryShopperFileLimits}
      messages={fileMessages}
      nameFor={(file, taken) => uniqueFileName(displayFileName(file.name), taken)}
      hint={uploadHint('mysteryShopperFile', MAX_FILES)}
      buttonLabel="Attach files"
      inputLabel="Files to attach"
      upload={(storage, file, fileName, onProgress) =>
        uploadReportFile({ storage, reportId, file, fileName, onProgress })
      }
      fromQueue={(name, uploaded) => ({ name, ...uploaded })}
    />
  );
}
