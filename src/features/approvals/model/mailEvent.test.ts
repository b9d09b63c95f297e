import { describe, expect, it } from 'vitest';
import type { FieldChange } from '@/data/shapes/approvals';
import { approvalAssignment, approvalMailKind } from './mailEvent';
import { ASSIGNEE_FIELD } from './routing';
import type { ApprovalStatus } from './status';

describe('approvalMailKind', () => {
  it('mails the reviewers when a request is sent or resubmitted', () => {
    expect(approvalMailKind(null, 'submitted')).toEqual({ type: 'approvalSubmitted' });
    expect(approvalMailKind('draft', 'submitted')).toEqual({ type: 'approvalSubmitted' });
    expect(approvalMailKind('revisionRequested', 'resubmitted')).toEqual({
      type: 'approvalSubmitted',
    });
  });

  it('mails the requester when an open request is decided', () => {
    expect(approvalMailKind('submitted', 'approved')).toEqual({
      type: 'approvalDecided',
      decision: 'approved',
    });
    expect(approvalMailKind('resubmitted', 'denied')).toEqual({
      type: 'approvalDecided',
      decision: 'denied',
    });
    expect(approvalMailKind('submitted', 'revisionRequested')).toEqual({
      type: 'approvalDecided',
      decision: 'revisionRequested',
    });
  });

  it('sends nothing for draft saves, edits of a returned request and withdrawals', () => {
    expect(approvalMailKind(null, 'draft')).toBeNull();
    expect(approvalMailKind('draft', 'draft')).toBeNull();
    expect(approvalMailKind('revisionRequested', 'revisionRequested')).toBeNull();
    expect(approvalMailKind('submitted', 'withdrawn')).toBeNull();
  });
});

describe('approvalAssignment', () => {
  const entry = (from: ApprovalStatus | '', to: ApprovalStatus, changes: FieldChange[] = []) => ({
    from,
    to,
    notes: 'On leave',
    changes,
  });
  const handover = (after: string): FieldChange => ({
    field: ASSIGNEE_FIELD,
    label: 'Assignee',
    before: 'old',
    after,
  });

  it('is a sending when a sent or resubmitted request has an assignee', () => {
    expect(approvalAssignment(entry('', 'submitted'), 'rev')).toEqual({ via: 'sending' });
    expect(approvalAssignment(entry('draft', 'submitted'), 'rev')).toEqual({ via: 'sending' });
    expect(approvalAssignment(entry('revisionRequested', 'resubmitted'), 'rev')).toEqual({
      via: 'sending',
    });
    expect(approvalAssignment(entry('', 'submitted'), null)).toBeNull();
  });

  it('is a reassignment, with its reason, when the one change hands it to the assignee', () => {
    expect(approvalAssignment(entry('submitted', 'submitted', [handover('rev')]), 'rev')).toEqual({
      via: 'reassignment',
      reason: 'On leave',
    });
    // Handed to someone else since, or not a handover at all.
    expect(approvalAssignment(entry('submitted', 'submitted', [handover('x')]), 'rev')).toBeNull();
    const edit = { field: 'name', label: 'Title', before: 'a', after: 'rev' };
    expect(approvalAssignment(entry('submitted', 'submitted', [edit]), 'rev')).toBeNull();
    expect(
      approvalAssignment(entry('submitted', 'submitted', [handover('rev'), edit]), 'rev'),
    ).toBeNull();
  });

  it('is nothing for a decision, a withdrawal or a draft save', () => {
    expect(approvalAssignment(entry('submitted', 'approved'), 'rev')).toBeNull();
    expect(approvalAssignment(entry('submitted', 'withdrawn'), 'rev')).toBeNull();
    expect(approvalAssignment(entry('draft', 'draft'), 'rev')).toBeNull();
  });
});
