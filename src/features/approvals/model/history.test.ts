import { describe, expect, it } from 'vitest';
import { FORM_DEFS } from './forms';
import { changedFields } from './history';

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
