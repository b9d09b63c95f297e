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

  it('names the common fields as the form does (the details under their form label)', () => {
    const before = { name: 'Fair', details: 'd', franchiseeLocationName: 'North Truck' };
    const after = { name: 'Pier fair', details: 'e', franchiseeLocationName: 'South Truck' };
    expect(changedFields(FORM_DEFS.event, before, after).map((c) => c.label)).toEqual([
      'Title',
      FORM_DEFS.event.detailsLabel,
      'Franchise location',
    ]);
    expect(FORM_DEFS.event.detailsLabel).toBe('Event details');
  });
});
