import { describe, expect, it } from 'vitest';
import { readApprovalRoute, readAssigneeId, readHistoryEntryFields } from './approvals';

describe('approvals shapes (no SDK: the server reads with them)', () => {
  it('reads a history entry without its time; unknown statuses and junk changes drop out', () => {
    expect(
      readHistoryEntryFields({
        by: 'u1',
        byName: 'Ann',
        at: 'whenever',
        from: 'bogus',
        to: 7,
        notes: 'On leave',
        changes: [{ field: 'assigneeId', label: 'Assignee', before: '', after: 'r1' }, 'junk'],
      }),
    ).toEqual({
      by: 'u1',
      byName: 'Ann',
      from: '',
      to: 'draft',
      notes: 'On leave',
      changes: [{ field: 'assigneeId', label: 'Assignee', before: '', after: 'r1' }],
    });
  });

  it('reads a routing document, its fallbacks as null', () => {
    expect(
      readApprovalRoute({ formId: 'event', territoryId: 't1', reviewerId: 'r1' }, 'x'),
    ).toEqual({ id: 'x', formId: 'event', territoryId: 't1', reviewerId: 'r1' });
    expect(
      readApprovalRoute({ formId: 'nope', territoryId: '', reviewerId: 3 }, 'default'),
    ).toEqual({ id: 'default', formId: null, territoryId: null, reviewerId: '' });
  });

  it('reads a missing or empty assignee as none', () => {
    expect(readAssigneeId('r1')).toBe('r1');
    expect(readAssigneeId('')).toBeNull();
    expect(readAssigneeId(undefined)).toBeNull();
  });
});
