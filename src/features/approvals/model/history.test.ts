import { describe, expect, it } from 'vitest';
import { FORM_DEFS } from './forms';
import { changedFields, changesSinceReview, revisionNotesOf, type HistoryEntry } from './history';

const at = new Date(2026, 10, 1);
const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  by: 'u',
  byName: 'U',
  at,
  from: 'submitted',
  to: 'submitted',
  notes: '',
  changes: [],
  ...over,
});

describe('changedFields', () => {
  it('lists fields whose shown value changed, with labels', () => {
    const changes = changedFields(
      FORM_DEFS.event,
      { name: 'Fair', details: 'd', expectedGuests: 100, venue: 'Pier', isTruckForm: true },
      { name: 'Fair', details: 'd', expectedGuests: 150, venue: 'Pier', isTruckForm: true },
    );
    expect(changes).toEqual([
      { field: 'expectedGuests', label: 'Expected guests', before: '100', after: '150' },
    ]);
  });
});

describe('changesSinceReview', () => {
  it('merges the edits after the latest revision request', () => {
    const history = [
      entry({ from: '', to: 'submitted' }),
      entry({ from: 'submitted', to: 'revisionRequested', notes: 'More guests?' }),
      entry({
        from: 'revisionRequested',
        to: 'revisionRequested',
        changes: [{ field: 'venue', label: 'Venue', before: 'Pier', after: 'Dock' }],
      }),
      entry({
        from: 'revisionRequested',
        to: 'resubmitted',
        changes: [
          { field: 'venue', label: 'Venue', before: 'Dock', after: 'Harbor' },
          { field: 'name', label: 'Title', before: 'A', after: 'B' },
        ],
      }),
    ];
    expect(changesSinceReview(history)).toEqual([
      { field: 'venue', label: 'Venue', before: 'Pier', after: 'Harbor' },
      { field: 'name', label: 'Title', before: 'A', after: 'B' },
    ]);
    expect(revisionNotesOf(history).map((e) => e.notes)).toEqual(['More guests?']);
  });

  it('drops a field changed and changed back, and is empty before any review', () => {
    const history = [
      entry({ from: 'submitted', to: 'revisionRequested' }),
      entry({
        from: 'revisionRequested',
        to: 'revisionRequested',
        changes: [{ field: 'venue', label: 'Venue', before: 'Pier', after: 'Dock' }],
      }),
      entry({
        from: 'revisionRequested',
        to: 'resubmitted',
        changes: [{ field: 'venue', label: 'Venue', before: 'Dock', after: 'Pier' }],
      }),
    ];
    expect(changesSinceReview(history)).toEqual([]);
    expect(changesSinceReview([entry({ from: '', to: 'submitted' })])).toEqual([]);
  });
});
