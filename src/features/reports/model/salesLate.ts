/**
 * Sales deadlines (issue 17). A client-only app has no scheduler, so the first sign-in of a top
 * role or a Franchisee Owner after a deadline writes the reminders (README "Sales reminders").
 * A day's sales are due by the end of the next day (UTC, as the rules see the clock); a reminder
 * is written within 7 days after the deadline (the rules refuse older ones, so a long-unused
 * portal does not flood mailboxes), once per location and day (its id names the day).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days after a day until its deadline passes: the day itself and the next one. */
const SALES_DUE_DAYS = 2;
/** How long after its deadline a day is still reminded of (rules: the same window). */
const REMINDER_WINDOW_DAYS = 7;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The yyyy-MM-dd (UTC) days whose deadline passed less than REMINDER_WINDOW_DAYS ago at `now`,
 * newest first. A day D is due at D + 2 days 00:00 UTC; D qualifies while now - due < 7 days,
 * kept one day clear of the window's end so the rules' clock never disagrees.
 */
export function remindableDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days: string[] = [];
  for (let back = SALES_DUE_DAYS; back < SALES_DUE_DAYS + REMINDER_WINDOW_DAYS - 1; back += 1) {
    days.push(utcDay(today - back * DAY_MS));
  }
  return days;
}

export interface LateDay {
  locationId: string;
  day: string;
  /** `<locationId>_<day>`: the id of the sales entry that is missing. */
  entryId: string;
}

/** Every (location, day) among `days` without a reported entry. */
export function lateDays(
  locationIds: readonly string[],
  days: readonly string[],
  reportedEntryIds: ReadonlySet<string>,
): LateDay[] {
  return locationIds.flatMap((locationId) =>
    days
      .map((day) => ({ locationId, day, entryId: `${locationId}_${day}` }))
      .filter((late) => !reportedEntryIds.has(late.entryId)),
  );
}
