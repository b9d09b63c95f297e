import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { Approval } from './types';
import { toUpcomingEvent, upcomingWindow } from './upcoming';

describe('upcomingWindow', () => {
  it('runs from now to 30 days ahead', () => {
    const now = new Date(2026, 10, 23, 9, 30);
    const { from, to } = upcomingWindow(now);
    expect(from).toEqual(now);
    expect(to).toEqual(new Date(2026, 11, 23, 9, 30));
  });
});

describe('toUpcomingEvent', () => {
  const request = {
    id: 'a1',
    name: 'Harbor festival',
    franchiseeLocationName: 'North Truck',
    territoryName: 'North Coast',
    venue: 'Pier 4',
    isTruckForm: true,
    eventTimeAndDate: Timestamp.fromDate(new Date(2026, 11, 1, 12)),
  } as unknown as Approval;

  it('takes the date, place and venue of the request', () => {
    expect(toUpcomingEvent(request)).toEqual({
      id: 'a1',
      name: 'Harbor festival',
      eventAt: new Date(2026, 11, 1, 12),
      locationName: 'North Truck',
      territoryName: 'North Coast',
      venue: 'Pier 4',
      isTruckForm: true,
    });
  });

  it('drops a request without an event date', () => {
    expect(toUpcomingEvent({ ...request, eventTimeAndDate: null })).toBeNull();
  });
});
