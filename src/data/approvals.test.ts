import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { readApproval } from './approvals';

const PERMIT_URL =
  'https://firebasestorage.googleapis.com/v0/b/x.appspot.com/o/approvals%2Fevent%2Fa1%2Fpermit.pdf?alt=media&token=0f8c3a52-6b1e-4c8e-9a55-2f4d8e1b7c90';

describe('readApproval', () => {
  it('reads the common fields to their types and keeps the type-specific ones as stored', () => {
    const at = Timestamp.fromMillis(Date.UTC(2026, 10, 2));
    const request = readApproval({
      formId: 'event',
      status: 'submitted',
      name: 'Harbor festival',
      userId: 'u1',
      isTruckForm: true,
      dueDate: at,
      eventTimeAndDate: at,
      guests: 120,
      history: [
        {
          by: 'u1',
          byName: 'Ann Lee',
          at,
          from: '',
          to: 'submitted',
          notes: '',
          changes: [{ field: 'name', label: 'Title', before: 'a', after: 'b' }, 'junk'],
        },
        'junk',
      ],
      revisionNotes: [{ by: 'r1', byName: 'Rae', at, notes: 'More detail' }],
      files: [
        { name: 'permit.pdf', url: PERMIT_URL, path: 'approvals/event/a1/permit.pdf' },
        { name: 'no-url' },
        // A link elsewhere is not the request's file.
        { name: 'x.pdf', url: 'https://evil.test/x.pdf', path: 'approvals/event/a1/x.pdf' },
      ],
      readRecipients: ['u1', 2],
      createdAt: at,
    });
    expect(request).toMatchObject({
      formId: 'event',
      status: 'submitted',
      name: 'Harbor festival',
      isTruckForm: true,
      dueDate: at,
      eventTimeAndDate: at,
      guests: 120,
      readRecipients: ['u1'],
      createdAt: at,
      updatedAt: null,
      lastUpdated: null,
    });
    expect(request.history).toEqual([
      {
        by: 'u1',
        byName: 'Ann Lee',
        at,
        from: '',
        to: 'submitted',
        notes: '',
        changes: [{ field: 'name', label: 'Title', before: 'a', after: 'b' }],
      },
    ]);
    expect(request.revisionNotes).toEqual([{ by: 'r1', byName: 'Rae', at, notes: 'More detail' }]);
    expect(request.files.map((f) => f.name)).toEqual(['permit.pdf']);
  });

  it('reads wrong types as empty values, an unknown status as a draft', () => {
    const request = readApproval({
      formId: 'party',
      status: 'lost',
      name: 5,
      isTruckForm: 'yes',
      dueDate: '2026-11-02',
      history: [{ to: 'nowhere', at: 'today' }],
      files: 'a.pdf',
    });
    expect(request).toMatchObject({
      formId: 'marketing',
      status: 'draft',
      name: '',
      isTruckForm: false,
      dueDate: null,
      files: [],
      revisionNotes: [],
      territoryId: '',
    });
    expect(request.history[0]).toMatchObject({ from: '', to: 'draft', changes: [] });
    expect(request.history[0].at.toMillis()).toBe(0);
  });
});
