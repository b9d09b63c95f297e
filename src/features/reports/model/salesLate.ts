/**
 * Sales deadlines (issue 17; since issue 27 checked by the daily job
 * functions/src/jobs/lateSales.ts, no longer by a browser at sign-in). A day's sales are due by
 * the end of the next day; the job run for day R reminds of the SALES_LATE_WINDOW_DAYS days
 * whose deadline passed before R (R-2 back to R-8), so an unreported day is reminded of for a
 * week and then left to the royalty statement, which shows it as late.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days after a day until its deadline passes: the day itself and the next one. */
const SALES_DUE_DAYS = 2;
/** How many past-deadline days a run reminds of. */
const SALES_LATE_WINDOW_DAYS = 7;

/**
 * The yyyy-MM-dd days the job run for `day` checks, newest first: from two days before it
 * (yesterday's deadline is the end of today) back over SALES_LATE_WINDOW_DAYS days.
 */
export function salesLateWindow(day: string): string[] {
  const start = Date.parse(`${day}T00:00:00Z`);
  const days: string[] = [];
  for (let back = SALES_DUE_DAYS; back < SALES_DUE_DAYS + SALES_LATE_WINDOW_DAYS; back += 1) {
    days.push(new Date(start - back * DAY_MS).toISOString().slice(0, 10));
  }
  return days;
}

interface LateDay {
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
