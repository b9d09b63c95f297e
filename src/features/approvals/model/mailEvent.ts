import type { HistoryEntryFields } from '@/data/shapes/approvals';
import { ASSIGNEE_FIELD } from './routing';
import type { ApprovalStatus } from './status';

type ApprovalDecision = 'approved' | 'denied' | 'revisionRequested';

/**
 * Which mail a request's status change sends (issue 17; firestore.rules pairs each with the same
 * transition): sending a request (new or draft -> submitted, returned -> resubmitted) tells the
 * reviewers; a decision on an open request tells the requester. Draft saves, edits of a returned
 * request and withdrawals send nothing.
 */
export function approvalMailKind(
  from: ApprovalStatus | null,
  to: ApprovalStatus,
): { type: 'approvalSubmitted' } | { type: 'approvalDecided'; decision: ApprovalDecision } | null {
  if (to === 'submitted' && (from === null || from === 'draft'))
    return { type: 'approvalSubmitted' };
  if (to === 'resubmitted' && from === 'revisionRequested') return { type: 'approvalSubmitted' };
  const open = from === 'submitted' || from === 'resubmitted';
  if (open && (to === 'approved' || to === 'denied' || to === 'revisionRequested')) {
    return { type: 'approvalDecided', decision: to };
  }
  return null;
}

/** How a request's current assignee got it: routed when it was sent, or handed over with a reason. */
type ApprovalAssignment = { via: 'sending' } | { via: 'reassignment'; reason: string };

/**
 * Whether history entry `entry` gave the request its assignee `assigneeId` (issue 27), so the
 * assignee is told: a sending routes the request (the routing table's reviewer, stored with it);
 * a reassignment keeps the status and records one change, the assignee before and after.
 * Null for any other entry, and when the request has no assignee.
 */
export function approvalAssignment(
  entry: Pick<HistoryEntryFields, 'from' | 'to' | 'notes' | 'changes'>,
  assigneeId: string | null,
): ApprovalAssignment | null {
  if (!assigneeId) return null;
  const from = entry.from === '' ? null : entry.from;
  if (approvalMailKind(from, entry.to)?.type === 'approvalSubmitted') return { via: 'sending' };
  const [change, ...more] = entry.changes;
  const reassigned =
    entry.from === entry.to &&
    more.length === 0 &&
    change?.field === ASSIGNEE_FIELD &&
    change.after === assigneeId;
  return reassigned ? { via: 'reassignment', reason: entry.notes } : null;
}
