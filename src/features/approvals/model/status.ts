/**
 * Approval request statuses and who may move a request between them (issue 12 "Flow").
 * firestore.rules (approvals, `approvalTransition`) mirrors this table; tests/rules/approvals
 * walks every row.
 */
import { APPROVAL_STATUSES, type ApprovalStatus } from '@/data/shapes/approvals';

// The statuses are stored on every request (src/data/shapes/approvals.ts).
export { APPROVAL_STATUSES, type ApprovalStatus };

export const STATUS_LABELS: Record<ApprovalStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  revisionRequested: 'Revision requested',
  resubmitted: 'Resubmitted',
  approved: 'Approved',
  denied: 'Denied',
  withdrawn: 'Withdrawn',
};

/** Waiting for a reviewer. */
export const OPEN_STATUSES: readonly ApprovalStatus[] = ['submitted', 'resubmitted'];
/** Everything a reviewer or colleague may see (drafts are their author's alone). */
export const SHARED_STATUSES: readonly ApprovalStatus[] = APPROVAL_STATUSES.filter(
  (s) => s !== 'draft',
);

export type ApprovalAction =
  'submit' | 'resubmit' | 'withdraw' | 'approve' | 'deny' | 'requestRevision';

interface Transition {
  action: ApprovalAction;
  from: readonly ApprovalStatus[];
  to: ApprovalStatus;
  /** Requester actions are the author's; reviewer actions need Review Approval Requests. */
  by: 'requester' | 'reviewer';
  notes: 'none' | 'optional' | 'required';
}

export const TRANSITIONS: Record<ApprovalAction, Transition> = {
  submit: { action: 'submit', from: ['draft'], to: 'submitted', by: 'requester', notes: 'none' },
  resubmit: {
    action: 'resubmit',
    from: ['revisionRequested'],
    to: 'resubmitted',
    by: 'requester',
    notes: 'optional',
  },
  withdraw: {
    action: 'withdraw',
    from: ['submitted', 'revisionRequested', 'resubmitted'],
    to: 'withdrawn',
    by: 'requester',
    notes: 'optional',
  },
  approve: {
    action: 'approve',
    from: OPEN_STATUSES,
    to: 'approved',
    by: 'reviewer',
    notes: 'optional',
  },
  deny: { action: 'deny', from: OPEN_STATUSES, to: 'denied', by: 'reviewer', notes: 'required' },
  requestRevision: {
    action: 'requestRevision',
    from: OPEN_STATUSES,
    to: 'revisionRequested',
    by: 'reviewer',
    notes: 'required',
  },
};

/** The reviewer's decisions on an open request (the server's decideApprovalRequest makes them). */
export const DECISIONS = [
  'approve',
  'deny',
  'requestRevision',
] as const satisfies readonly ApprovalAction[];
export type Decision = (typeof DECISIONS)[number];

export const isDecision = (value: unknown): value is Decision => DECISIONS.some((d) => d === value);

export const ACTION_LABELS: Record<ApprovalAction, string> = {
  submit: 'Submit',
  resubmit: 'Resubmit',
  withdraw: 'Withdraw',
  approve: 'Approve',
  deny: 'Deny',
  requestRevision: 'Request revision',
};

/** What the notes box asks for, per action (required ones are refused empty). */
export const NOTES_LABELS: Record<ApprovalAction, string> = {
  submit: 'Notes',
  resubmit: 'What you changed (optional)',
  withdraw: 'Why (optional)',
  approve: 'Comment (optional)',
  deny: 'Reason for denying',
  requestRevision: 'What needs to change',
};

/** The author edits while the request is a draft or returned for revision. */
export function isEditable(status: ApprovalStatus): boolean {
  return status === 'draft' || status === 'revisionRequested';
}

interface Actor {
  uid: string;
  canReview: boolean;
}

/** Actions `actor` may take on a request in `status` authored by `authorUid`. */
export function availableActions(
  status: ApprovalStatus,
  authorUid: string,
  actor: Actor,
): ApprovalAction[] {
  return (
    (Object.values(TRANSITIONS) as Transition[])
      .filter((t) => t.from.includes(status))
      // Nobody decides their own request, top roles included (issue 27; the rules refuse it too).
      .filter((t) =>
        t.by === 'reviewer' ? actor.canReview && actor.uid !== authorUid : actor.uid === authorUid,
      )
      .map((t) => t.action)
  );
}

/** Checks the notes of an action; returns the message to show, or null when fine. */
export function notesProblem(action: ApprovalAction, notes: string): string | null {
  const trimmed = notes.trim();
  if (TRANSITIONS[action].notes === 'required' && !trimmed) {
    return action === 'deny' ? 'Give a reason for denying' : 'Say what needs to change';
  }
  if (trimmed.length > 2000) return 'Must be at most 2000 characters';
  return null;
}
