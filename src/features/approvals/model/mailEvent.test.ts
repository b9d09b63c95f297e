import { describe, expect, it } from 'vitest';
import { approvalMailKind } from './mailEvent';

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
