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
