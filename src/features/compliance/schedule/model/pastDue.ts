/**
 * Inspection scheduling (issue 16): each franchise location is inspected every
 * `inspectionFrequencyDays` days (default 30). A location is past due when its last published
 * compliance report is older than that, or when it was never inspected.
 */

// The frequency's default, limits and stored reading (frequencyOf) are model/location.ts's.
const DAY_MS = 24 * 60 * 60 * 1000;

/** When the next inspection is due (ms), or null when never inspected (due now). */
export function nextInspectionDue(lastInspectedAt: number | null, frequencyDays: number) {
  return lastInspectedAt === null ? null : lastInspectedAt + frequencyDays * DAY_MS;
}

/** Past due: never inspected, or the last published report is more than the frequency old. */
export function isPastDue(lastInspectedAt: number | null, frequencyDays: number, now: number) {
  const due = nextInspectionDue(lastInspectedAt, frequencyDays);
  return due === null || due < now;
}

export interface InspectionStatus {
  locationId: string;
  locationName: string;
  locationType: 'restaurant' | 'truck';
  territoryId: string;
  territoryName: string;
  frequencyDays: number;
  /** Publishing time of the last published report (ms), null when never inspected. */
  lastInspectedAt: number | null;
}

/** The past-due ones of `statuses`, longest overdue first (never inspected before all). */
export function pastDueLocations<T extends InspectionStatus>(statuses: readonly T[], now: number) {
  const dueAt = (s: T) => nextInspectionDue(s.lastInspectedAt, s.frequencyDays) ?? -Infinity;
  return statuses
    .filter((s) => isPastDue(s.lastInspectedAt, s.frequencyDays, now))
    .sort((a, b) => dueAt(a) - dueAt(b) || a.locationName.localeCompare(b.locationName));
}

/** "Never inspected" or "Last inspected 34 days ago" (whole days, at least 0). */
export function lastInspectedLabel(lastInspectedAt: number | null, now: number): string {
  if (lastInspectedAt === null) return 'Never inspected';
  const days = Math.max(0, Math.floor((now - lastInspectedAt) / DAY_MS));
  if (days === 0) return 'Last inspected today';
  return `Last inspected ${days} day${days === 1 ? '' : 's'} ago`;
}
