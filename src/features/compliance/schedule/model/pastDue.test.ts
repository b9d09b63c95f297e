import { describe, expect, it } from 'vitest';
import {
  isPastDue,
  lastInspectedLabel,
  nextInspectionDue,
  pastDueLocations,
  type InspectionStatus,
} from './pastDue';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 12);

const status = (
  name: string,
  lastInspectedAt: number | null,
  frequencyDays = 30,
): InspectionStatus => ({
  locationId: name.toLowerCase(),
  locationName: name,
  locationType: 'truck',
  territoryId: 't',
  territoryName: 'North',
  frequencyDays,
  lastInspectedAt,
});

describe('isPastDue', () => {
  it('counts a location never inspected as past due', () => {
    expect(isPastDue(null, 30, NOW)).toBe(true);
    expect(nextInspectionDue(null, 30)).toBeNull();
  });

  it('is past due only once the last report is older than the frequency', () => {
    expect(isPastDue(NOW - 29 * DAY, 30, NOW)).toBe(false);
    expect(isPastDue(NOW - 30 * DAY, 30, NOW)).toBe(false);
    expect(isPastDue(NOW - 30 * DAY - 1, 30, NOW)).toBe(true);
    expect(isPastDue(NOW - 8 * DAY, 7, NOW)).toBe(true);
    expect(isPastDue(NOW - 8 * DAY, 90, NOW)).toBe(false);
  });
});

describe('pastDueLocations', () => {
  it('keeps the past-due ones, never inspected first, then the longest overdue', () => {
    const list = pastDueLocations(
      [
        status('Fresh', NOW - 2 * DAY),
        status('Late', NOW - 40 * DAY),
        status('Very late', NOW - 20 * DAY, 7),
        status('Never', null),
      ],
      NOW,
    );
    expect(list.map((s) => s.locationName)).toEqual(['Never', 'Very late', 'Late']);
  });
});

describe('lastInspectedLabel', () => {
  it('says never, today, or how many days ago', () => {
    expect(lastInspectedLabel(null, NOW)).toBe('Never inspected');
    expect(lastInspectedLabel(NOW - 3_600_000, NOW)).toBe('Last inspected today');
    expect(lastInspectedLabel(NOW - DAY, NOW)).toBe('Last inspected 1 day ago');
    expect(lastInspectedLabel(NOW - 34 * DAY - 5, NOW)).toBe('Last inspected 34 days ago');
  });
});
