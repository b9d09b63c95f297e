import { uploadLimits, uploadPath, wrongTypeMessage } from '@/domain/uploads';
import type { FileLimits, FileMessages } from '@/lib/files';
import type { FormId } from './forms';

export const MAX_FILES = 20;

/** What a request accepts: src/domain/uploads.ts approvalFile (storage.rules agree), 20 files. */
export const approvalFileLimits: FileLimits = uploadLimits('approvalFile', MAX_FILES);

export const approvalFileMessages: FileMessages = {
  tooMany: `At most ${MAX_FILES} files per request`,
  wrongType: (file) => wrongTypeMessage('approvalFile', file),
  tooLarge: (name) => `${name} is larger than ${approvalFileLimits.maxBytes / (1024 * 1024)} MB`,
  uploadFailed: (name) => `${name} could not be uploaded. Check the connection and try again.`,
};

/**
 * Where a request's file lives: under its form id and request id (spec 01 §3), named by
 * `objectName` (uploadObjectName: unique per upload; the file's own name is kept for display in
 * the request's `files` entry).
 */
export function filePath(formId: FormId, requestId: string, objectName: string): string {
  return uploadPath('approvalFile', { formId, requestId }, objectName);
}
