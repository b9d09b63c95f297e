import { addDays } from 'date-fns';
import type { Approval } from './types';

/** How far ahead the dashboard looks for approved events (issue 12 "Approvals that act"). */
export const UPCOMING_DAYS = 30;

/** At most this many rows on the card; the approvals list has the rest. */
export const UPCOMING_LIMIT = 20;

/** The moments an event must fall between to be "upcoming" at `now` (inclusive). */
export function upcomingWindow(now: Date, days = UPCOMING_DAYS): { from: Date; to: Date } {
  return { from: now, to: addDays(now, days) };
}

/** One row of the upcoming events card. */
export interface UpcomingEvent {
  id: string;
  name: string;
  eventAt: Date;
  locationName: string;
  territoryName: string;
  venue: string;
  isTruckForm: boolean;
}

/** The card's row of an approved event request (event requests always carry a date once sent). */
export function toUpcomingEvent(request: Approval): UpcomingEvent | null {
  const at = request.eventTimeAndDate as { toDate?: () => Date } | null | undefined;
  if (!at || typeof at.toDate !== 'function') return null;
  return {
    id: request.id,
    name: request.name,
    eventAt: at.toDate(),
    locationName: request.franchiseeLocationName,
    territoryName: request.territoryName,
    venue: typeof request.venue === 'string' ? request.venue : '',
    isTruckForm: request.isTruckForm,
  };
}
