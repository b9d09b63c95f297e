import { ValidationError } from 'yup';
import type { FormDef } from './forms';
import { OPEN_STATUSES } from './status';
import { formValuesFrom, requestSchema } from './values';

/*
 * Sending a request (issue 28): what the server's sendApprovalRequest decides from the request
 * as stored, pure so it is unit-tested here. Browsers save drafts and edits of a returned
 * request; only the server moves a request to submitted or resubmitted.
 */

/** The status a sending moves a request in `status` to; null when it cannot be sent. */
export function sentStatus(status: unknown): 'submitted' | 'resubmitted' | null {
  if (status === 'draft') return 'submitted';
  if (status === 'revisionRequested') return 'resubmitted';
  return null;
}

/** The permission each sending needs (what firestore.rules asked of the author before). */
export const SEND_PERMISSION = {
  submitted: 'approvals.create',
  resubmitted: 'approvals.edit',
} as const;

/** The author's notes with a resubmission: at most this many characters. */
export const MAX_SEND_NOTES = 2000;

/**
 * Why the stored request cannot be sent, as the form says it (the same form definitions and
 * checks, model/forms.ts and values.ts, read back from the stored values); null when complete.
 * A stored day reads back as that day in the server's zone (UTC), at most a zone's offset later
 * than the author's midnight: a future transaction date is refused from the day after at most.
 */
export function sendProblem(
  def: FormDef,
  stored: Readonly<Record<string, unknown>>,
  now: Date = new Date(),
): string | null {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const values = formValuesFrom(def, {
    ...stored,
    name: text(stored.name),
    details: text(stored.details),
    franchiseeLocationId: text(stored.franchiseeLocationId),
  });
  try {
    requestSchema(def, now).validateSync(values, { abortEarly: true });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) {
      return `This request is not complete: ${error.errors[0] ?? error.message}. Open it, fix it and send it again.`;
    }
    throw error;
  }
}

/** Whether a request in `status` by `userId` was already sent by `uid` (a retried sending). */
export function alreadySentBy(
  request: { status?: unknown; userId?: unknown },
  uid: string,
): boolean {
  const open: readonly unknown[] = OPEN_STATUSES;
  return request.userId === uid && open.includes(request.status);
}
