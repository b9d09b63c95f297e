import {
  isDownloadUrlOf,
  isUploadPathOf,
  uploadLimits,
  uploadPath,
  wrongTypeMessage,
} from '@/domain/uploads';
import type { FileLimits, FileMessages } from '@/lib/files';
import type { FormId } from './forms';
import type { AttachedFile } from './types';

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

const MAX_FILE_NAME = 255;

/**
 * The `files` of request `requestId` as a sending stores them, or why they cannot be sent: each
 * entry a file of this request under the one upload definition (src/domain/uploads.ts: its
 * folder, a generated name of a stored type), its link the Storage download URL of that very
 * object, its shown name 1-255 characters; at most MAX_FILES. Checked by the server
 * (sendApprovalRequest), as browsers save drafts without the rules checking each entry.
 */
export function sentFiles(
  formId: FormId,
  requestId: string,
  value: unknown,
): { files: AttachedFile[] } | { error: string } {
  const entries: unknown[] = Array.isArray(value) ? value : [];
  if (entries.length > MAX_FILES) return { error: approvalFileMessages.tooMany };
  const files: AttachedFile[] = [];
  for (const entry of entries) {
    const { name, url, path } = (typeof entry === 'object' && entry !== null ? entry : {}) as {
      name?: unknown;
      url?: unknown;
      path?: unknown;
    };
    const shown = typeof name === 'string' && name.trim() ? name : 'A file';
    if (
      typeof name !== 'string' ||
      name.trim() === '' ||
      name.length > MAX_FILE_NAME ||
      typeof path !== 'string' ||
      typeof url !== 'string' ||
      !isUploadPathOf('approvalFile', { formId, requestId }, path) ||
      !isDownloadUrlOf(url, path)
    ) {
      return {
        error: `${shown.slice(0, MAX_FILE_NAME)} is not a file uploaded to this request: remove it, attach it again and send the request again.`,
      };
    }
    files.push({ name, url, path });
  }
  return { files };
}
