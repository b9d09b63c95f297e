import { MAX_FILES } from './files';
import { isEditable, type ApprovalStatus } from './status';
import type { AttachedFile } from './types';

/**
 * Approval files picked offline (or without Storage) wait in the offline photo queue
 * (features/offline) and are attached once uploaded. Target: `{ kind: APPROVAL_FILE_KIND,
 * ownerId: <request id>, slot: <form id> }`; the form id names the Storage folder
 * (approvals/<formId>/<requestId>/).
 */
export const APPROVAL_FILE_KIND = 'approvalRequest';

/** What the attach transaction found: the stored request, or null when it is not saved yet. */
export interface StoredRequestFiles {
  status: ApprovalStatus;
  userId: string;
  files: readonly AttachedFile[];
}

/**
 * What to do with an uploaded queued file. `write` the new list; `skip` when it is already
 * attached (a retried attach) or the request is full; `wait` (with the reason, which the queue
 * records and retries later) while the request is not saved, not the caller's, or not editable:
 * firestore.rules would refuse that write, and a refused write stalls Firestore's write stream.
 */
type AttachDecision =
  { kind: 'write'; files: AttachedFile[] } | { kind: 'skip' } | { kind: 'wait'; reason: string };

export function attachDecision(
  request: StoredRequestFiles | null,
  uid: string,
  file: AttachedFile,
): AttachDecision {
  if (!request) return { kind: 'wait', reason: 'The request is not saved yet' };
  if (request.userId !== uid) return { kind: 'wait', reason: 'Only its author attaches files' };
  if (!isEditable(request.status)) {
    return { kind: 'wait', reason: 'The request is no longer a draft or returned for revision' };
  }
  const same = request.files.find((f) => f.path === file.path);
  if (same?.url === file.url) return { kind: 'skip' };
  if (!same && request.files.length >= MAX_FILES) return { kind: 'skip' };
  return { kind: 'write', files: [...request.files.filter((f) => f.path !== file.path), file] };
}

/** Why the request cannot be sent yet (files still queued), or null. */
export function queuedFilesBlockMessage(count: number): string | null {
  if (count === 0) return null;
  return count === 1
    ? '1 file is still waiting to upload: send the request once it is uploaded, or remove it.'
    : `${count} files are still waiting to upload: send the request once they are uploaded, or remove them.`;
}
