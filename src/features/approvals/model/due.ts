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
