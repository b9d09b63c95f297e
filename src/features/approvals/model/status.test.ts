import { describe, expect, it } from 'vitest';
import { availableActions, isDecision, isEditable, notesProblem, TRANSITIONS } from './status';

const author = { uid: 'author', canReview: false };
const reviewer = { uid: 'boss', canReview: true };

describe('availableActions', () => {
  it('lets the author submit a draft and nobody review it', () => {
    expect(availableActions('draft', 'author', author)).toEqual(['submit']);
    expect(availableActions('draft', 'author', reviewer)).toEqual([]);
  });
  it('lets a reviewer decide an open request and the author withdraw it', () => {
    expect(availableActions('submitted', 'author', reviewer)).toEqual([
      'approve',
      'deny',
      'requestRevision',
    ]);
    expect(availableActions('resubmitted', 'author', author)).toEqual(['withdraw']);
  });
  it('never offers a reviewer the decision of their own request (issue 27)', () => {
    expect(availableActions('submitted', 'boss', reviewer)).toEqual(['withdraw']);
    expect(availableActions('resubmitted', 'boss', reviewer)).toEqual(['withdraw']);
  });
  it('returns a request to its author only', () => {
    expect(availableActions('revisionRequested', 'author', author)).toEqual([
      'resubmit',
      'withdraw',
    ]);
    expect(availableActions('revisionRequested', 'author', reviewer)).toEqual([]);
  });
  it('offers nothing on decided requests', () => {
    for (const status of ['approved', 'denied', 'withdrawn'] as const) {
      expect(availableActions(status, 'boss', reviewer)).toEqual([]);
    }
  });
  it('keeps decided requests read-only', () => {
    expect(isEditable('revisionRequested')).toBe(true);
    expect(isEditable('approved')).toBe(false);
  });
});

describe('notesProblem', () => {
  it('requires a reason to deny and notes to request a revision', () => {
    expect(notesProblem('deny', '  ')).toBe('Give a reason for denying');
    expect(notesProblem('requestRevision', '')).toBe('Say what needs to change');
    expect(notesProblem('approve', '')).toBeNull();
  });
});

describe('isDecision', () => {
  it("knows the reviewer's three decisions, each from an open request", () => {
    expect(['approve', 'deny', 'requestRevision'].every(isDecision)).toBe(true);
    for (const other of ['submit', 'resubmit', 'withdraw', 'approved', '', null, 1]) {
      expect(isDecision(other)).toBe(false);
    }
    for (const decision of ['approve', 'deny', 'requestRevision'] as const) {
      expect(TRANSITIONS[decision]).toMatchObject({
        by: 'reviewer',
        from: ['submitted', 'resubmitted'],
      });
    }
  });
});
