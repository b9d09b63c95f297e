import { formatDate } from './format';
import {
  DATE_RANGE_PRESETS,
  DATE_RANGE_PRESET_LABELS,
  DEFAULT_DATE_RANGE_PRESET,
  parseDateInputValue,
  presetRange,
  setFrom,
  setTo,
  pickedDayOf,
  storedDayOf,
  toDateInputValue,
  type DateRange,
  type FixedDateRangePreset,
} from './dateRanges';

// Local-time helpers: presets work in the user's local day, so the tests do too.
const start = (y: number, m: number, d: number) => new Date(y, m - 1, d, 0, 0, 0, 0);
const end = (y: number, m: number, d: number) => new Date(y, m - 1, d, 23, 59, 59, 999);
const span = (from: [number, number, number], to: [number, number, number]): DateRange => ({
  from: start(...from),
  to: end(...to),
});

describe('presetRange on Wednesday 4 Mar 2026, 14:30', () => {
  const now = new Date(2026, 2, 4, 14, 30);
  const expected: Record<FixedDateRangePreset, DateRange> = {
    today: span([2026, 3, 4], [2026, 3, 4]),
    yesterday: span([2026, 3, 3], [2026, 3, 3]),
    week: span([2026, 3, 2], [2026, 3, 8]),
    last7: span([2026, 2, 26], [2026, 3, 4]),
    last30: span([2026, 2, 3], [2026, 3, 4]),
    last90: span([2025, 12, 5], [2026, 3, 4]),
    weekToDate: span([2026, 3, 2], [2026, 3, 4]),
    monthToDate: span([2026, 3, 1], [2026, 3, 4]),
    yearToDate: span([2026, 1, 1], [2026, 3, 4]),
    lastMonth: span([2026, 2, 1], [2026, 2, 28]),
    lastYear: span([2025, 1, 1], [2025, 12, 31]),
  };
  it.each(Object.entries(expected))('%s', (preset, range) => {
    expect(presetRange(preset as FixedDateRangePreset, now)).toEqual(range);
  });
});

describe('presetRange on Sunday 8 Mar 2026 (ISO weeks end on Sunday)', () => {
  const now = new Date(2026, 2, 8, 9, 0);
  it('keeps "This week" on the week that started the Monday before', () => {
    expect(presetRange('week', now)).toEqual(span([2026, 3, 2], [2026, 3, 8]));
  });
  it('runs week to date from that Monday through Sunday', () => {
    expect(presetRange('weekToDate', now)).toEqual(span([2026, 3, 2], [2026, 3, 8]));
  });
});

describe('presetRange across the year boundary, Friday 2 Jan 2026', () => {
  const now = new Date(2026, 0, 2, 8, 0);
  it.each<[FixedDateRangePreset, DateRange]>([
    ['yesterday', span([2026, 1, 1], [2026, 1, 1])],
    ['week', span([2025, 12, 29], [2026, 1, 4])],
    ['weekToDate', span([2025, 12, 29], [2026, 1, 2])],
    ['last7', span([2025, 12, 27], [2026, 1, 2])],
    ['monthToDate', span([2026, 1, 1], [2026, 1, 2])],
    ['yearToDate', span([2026, 1, 1], [2026, 1, 2])],
    ['lastMonth', span([2025, 12, 1], [2025, 12, 31])],
    ['lastYear', span([2025, 1, 1], [2025, 12, 31])],
  ])('%s', (preset, range) => {
    expect(presetRange(preset, now)).toEqual(range);
  });
  it('gives yesterday as 31 Dec on 1 Jan', () => {
    expect(presetRange('yesterday', new Date(2026, 0, 1, 0, 5))).toEqual(
      span([2025, 12, 31], [2025, 12, 31]),
    );
  });
});

describe('preset list', () => {
  it('offers all twelve presets with labels and defaults to this week', () => {
    expect(DATE_RANGE_PRESETS).toHaveLength(12);
    expect(DATE_RANGE_PRESETS.map((p) => DATE_RANGE_PRESET_LABELS[p])).toContain('Last 7 days');
    expect(DATE_RANGE_PRESET_LABELS[DEFAULT_DATE_RANGE_PRESET]).toBe('This week');
  });
});

describe('setFrom / setTo', () => {
  const range = span([2026, 3, 10], [2026, 3, 20]);

  it('snaps From to the start of the chosen day and keeps To', () => {
    expect(setFrom(range, new Date(2026, 2, 12, 17, 45))).toEqual(
      span([2026, 3, 12], [2026, 3, 20]),
    );
  });
  it('snaps To to the end of the chosen day and keeps From', () => {
    expect(setTo(range, new Date(2026, 2, 15, 6, 0))).toEqual(span([2026, 3, 10], [2026, 3, 15]));
  });
  it('drags To to the end of the same day when From moves past it', () => {
    expect(setFrom(range, new Date(2026, 2, 25, 9, 0))).toEqual(span([2026, 3, 25], [2026, 3, 25]));
  });
  it('drags From to the start of the same day when To moves before it', () => {
    expect(setTo(range, new Date(2026, 2, 5, 9, 0))).toEqual(span([2026, 3, 5], [2026, 3, 5]));
  });
  it('allows From and To on the same day without dragging', () => {
    expect(setFrom(range, new Date(2026, 2, 20, 23, 0))).toEqual(
      span([2026, 3, 20], [2026, 3, 20]),
    );
    expect(setTo(range, new Date(2026, 2, 10, 1, 0))).toEqual(span([2026, 3, 10], [2026, 3, 10]));
  });
});

describe('date input values', () => {
  it('round-trips a local date through yyyy-MM-dd', () => {
    expect(toDateInputValue(new Date(2026, 2, 5, 23, 30))).toBe('2026-03-05');
    expect(parseDateInputValue('2026-03-05')).toEqual(start(2026, 3, 5));
  });
  it('stores a picked day as noon UTC: the same day on every user clock, and on the device', () => {
    const stored = storedDayOf('2026-11-20');
    expect(stored?.toISOString()).toBe('2026-11-20T12:00:00.000Z');
    for (const zone of ['America/Los_Angeles', 'America/New_York', 'UTC', 'Europe/Berlin']) {
      expect(formatDate(stored, zone)).toBe('20 Nov 2026');
    }
    expect(toDateInputValue(stored as Date)).toBe('2026-11-20');
    expect(storedDayOf('2026-02-30')).toBeNull();
  });
  it("gives back the day an author's local midnight was picked on, from UTC-11 to UTC+12", () => {
    expect(pickedDayOf(new Date('2026-11-20T05:00:00Z'))).toBe('2026-11-20'); // New York
    expect(pickedDayOf(new Date('2026-11-20T08:00:00Z'))).toBe('2026-11-20'); // Los Angeles
    expect(pickedDayOf(new Date('2026-11-20T11:00:00Z'))).toBe('2026-11-20'); // UTC-11
    expect(pickedDayOf(new Date('2026-11-19T12:00:00Z'))).toBe('2026-11-20'); // UTC+12
  });
  it('returns null for an incomplete or impossible value', () => {
    expect(parseDateInputValue('')).toBeNull();
    expect(parseDateInputValue('2026-3-5')).toBeNull();
    expect(parseDateInputValue('2026-02-30')).toBeNull();
  });
});
