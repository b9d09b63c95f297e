import { addDays, differenceInCalendarDays, startOfDay, subDays } from 'date-fns';
import type { FormDef } from './forms';
import { OPEN_STATUSES, type ApprovalStatus } from './status';

/** Open requests due within this many days are "due soon". */
export const DUE_SOON_DAYS = 3;

/**
 * When corporate must decide: the request's own date (launch, event, need-by...) minus the type's
 * lead time, at the start of that day. Null while the anchor date is not filled in.
 */
export function dueDateOf(def: FormDef, anchor: Date | null): Date | null {
  return anchor ? startOfDay(subDays(anchor, def.leadDays)) : null;
}

/** Milliseconds `timeZone`'s clock is ahead of UTC at `at` (negative west of Greenwich). */
function zoneOffsetMs(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

/** Whether `timeZone` is an IANA time zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * dueDateOf as the sender's device computes it, where the computer is elsewhere (the server's
 * sendApprovalRequest): the start of the day, in `timeZone`, the lead time before the anchor's
 * calendar day there. The stored dates are the device's local midnights, so its zone gives back
 * the day the author picked.
 */
export function dueDateIn(def: FormDef, anchor: Date | null, timeZone: string): Date | null {
  if (!anchor) return null;
  const wall = new Date(anchor.getTime() + zoneOffsetMs(timeZone, anchor.getTime()));
  const midnight = Date.UTC(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate() - def.leadDays,
  );
  // The offset at midnight itself (a daylight saving change may lie between it and the anchor).
  const guess = midnight - zoneOffsetMs(timeZone, midnight);
  return new Date(midnight - zoneOffsetMs(timeZone, guess));
}

/**
 * The warning shown before sending a request that leaves corporate less than its lead time;
 * null when there is time.
 */
export function lateWarning(def: FormDef, due: Date | null, now: Date): string | null {
  if (!due || now < due) return null;
  const left = Math.max(0, differenceInCalendarDays(addDays(due, def.leadDays), now));
  return (
    `${def.title} requests need ${def.leadDays} days before the date; this one leaves ` +
    `${left} day${left === 1 ? '' : 's'}. Corporate may not decide in time.`
  );
}

export type DueState = 'overdue' | 'dueSoon' | null;

/** Overdue or due soon, for open requests only (decided ones are not waiting for anybody). */
export function dueState(status: ApprovalStatus, due: Date | null, now: Date): DueState {
  if (!due || !OPEN_STATUSES.includes(status)) return null;
  if (due < startOfDay(now)) return 'overdue';
  return differenceInCalendarDays(due, now) <= DUE_SOON_DAYS ? 'dueSoon' : null;
}

export const DUE_LABELS: Record<Exclude<DueState, null>, string> = {
  overdue: 'Overdue',
  dueSoon: 'Due soon',
};
