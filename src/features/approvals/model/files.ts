import type { FormId } from './forms';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 20;
export const FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'] as const;
export const FILE_ACCEPT = FILE_TYPES.join(',');

/** Where a request's file lives: under its form id and request id (spec 01 §3). */
export function filePath(formId: FormId, requestId: string, fileName: string): string {
  return `approvals/${formId}/${requestId}/${fileName.replace(/[/\\]/g, '_')}`;
}

/** Why a file cannot be attached, or null when it can. */
export function fileProblem(file: { name: string; size: number; type: string }, count: number) {
  if (count >= MAX_FILES) return `At most ${MAX_FILES} files per request`;
  if (!(FILE_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name}: only PDF, JPEG, PNG or HEIC files`;
  }
  if (file.size > MAX_FILE_BYTES) return `${file.name} is larger than 10 MB`;
  return null;
}
