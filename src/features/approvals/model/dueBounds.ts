import { addDays, startOfDay } from 'date-fns';
import { DUE_SOON_DAYS } from './due';

/**
 * The due-date boundaries of `dueState` as instants, so "overdue" and "due soon" can be counted
 * on the server: overdue is due before `today`, due soon is due from `today` up to (not
 * including) `soonEnd`, the start of the day after the last "due soon" day.
 */
export function dueBounds(now: Date): { today: Date; soonEnd: Date } {
  const today = startOfDay(now);
  return { today, soonEnd: addDays(today, DUE_SOON_DAYS + 1) };
}
