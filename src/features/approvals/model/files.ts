import type { FileLimits, FileMessages } from '@/lib/files';
import type { FormId } from './forms';

export const MAX_FILES = 20;

/** What a request accepts (storage.rules agree): PDF, JPEG, PNG or HEIC, 10 MB each, 20 files. */
export const approvalFileLimits: FileLimits = {
  maxFiles: MAX_FILES,
  maxBytes: 10 * 1024 * 1024,
  types: ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'],
};

export const approvalFileMessages: FileMessages = {
  tooMany: `At most ${MAX_FILES} files per request`,
  wrongType: (name) => `${name}: only PDF, JPEG, PNG or HEIC files`,
  tooLarge: (name) => `${name} is larger than 10 MB`,
  uploadFailed: (name) => `${name} could not be uploaded. Check the connection and try again.`,
};

/** Where a request's file lives: under its form id and request id (spec 01 §3). */
export function filePath(formId: FormId, requestId: string, fileName: string): string {
  return `approvals/${formId}/${requestId}/${fileName.replace(/[/\\]/g, '_')}`;
}
