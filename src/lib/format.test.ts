import { Timestamp } from 'firebase/firestore';
import {
  formatCents,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatTime,
  toDate,
} from './format';
import { setDisplayTimeZone } from './timeZone';

const moment = new Date(2026, 2, 5, 15, 7);

describe('formatDate', () => {
  it('formats a Date as DD MMM YYYY', () => {
    expect(formatDate(moment)).toBe('05 Mar 2026');
  });
  it('accepts a Firestore Timestamp and epoch milliseconds', () => {
    expect(formatDate(Timestamp.fromDate(moment))).toBe('05 Mar 2026');
    expect(formatDate(moment.getTime())).toBe('05 Mar 2026');
  });
  it('returns an empty string for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(new Date('nope'))).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate('yesterday')).toBe('');
  });
});

describe("formatDate in the user's time zone", () => {
  afterEach(() => setDisplayTimeZone(undefined));
  const lateUtc = Date.UTC(2026, 10, 28, 23, 30);

  it('shows a moment on its day in the zone given, not the device zone', () => {
    expect(formatDate(lateUtc, 'Pacific/Auckland')).toBe('29 Nov 2026');
    expect(formatDate(lateUtc, 'UTC')).toBe('28 Nov 2026');
    expect(formatDate(Date.UTC(2026, 10, 29, 3, 0), 'America/Los_Angeles')).toBe('28 Nov 2026');
  });
  it('uses the zone the session set, like the times beside it', () => {
    setDisplayTimeZone('Pacific/Auckland');
    expect(formatDate(lateUtc)).toBe('29 Nov 2026');
    expect(formatDateTime(lateUtc).startsWith(formatDate(lateUtc))).toBe(true);
    setDisplayTimeZone('America/New_York');
    expect(formatDate(lateUtc)).toBe('28 Nov 2026');
  });
  it('shows a yyyy-MM-dd day key as that day in any zone', () => {
    setDisplayTimeZone('Pacific/Auckland');
    expect(formatDate('2026-11-28')).toBe('28 Nov 2026');
    setDisplayTimeZone('Pacific/Honolulu');
    expect(formatDate('2026-11-28')).toBe('28 Nov 2026');
    expect(formatDate('2026-01-01', 'Pacific/Kiritimati')).toBe('01 Jan 2026');
  });
});

describe('formatDateTime', () => {
  afterEach(() => setDisplayTimeZone(undefined));

  it('formats as DD MMM YYYY | hh:mm with AM or PM', () => {
    expect(formatDateTime(moment)).toBe('05 Mar 2026 | 03:07 PM');
    expect(formatDateTime(new Date(2026, 11, 31, 9, 45))).toBe('31 Dec 2026 | 09:45 AM');
    expect(formatDateTime(new Date(2026, 11, 31, 0, 5))).toBe('31 Dec 2026 | 12:05 AM');
    expect(formatDateTime(new Date(2026, 11, 31, 12, 5))).toBe('31 Dec 2026 | 12:05 PM');
  });
  it('accepts Timestamp-like objects and returns empty for null', () => {
    expect(formatDateTime({ toDate: () => moment })).toBe('05 Mar 2026 | 03:07 PM');
    expect(formatDateTime(null)).toBe('');
  });
  it("shows the moment in the user's time zone, across midnight and daylight saving", () => {
    const utc = Date.UTC(2026, 10, 28, 21, 23);
    expect(formatDateTime(utc, 'America/New_York')).toBe('28 Nov 2026 | 04:23 PM');
    expect(formatDateTime(utc, 'America/Los_Angeles')).toBe('28 Nov 2026 | 01:23 PM');
    expect(formatDateTime(Date.UTC(2026, 10, 29, 3, 0), 'America/Chicago')).toBe(
      '28 Nov 2026 | 09:00 PM',
    );
    expect(formatDateTime(Date.UTC(2026, 6, 1, 18, 0), 'America/Denver')).toBe(
      '01 Jul 2026 | 12:00 PM',
    );
  });
  it('uses the zone the session set, for every later call', () => {
    const utc = Date.UTC(2026, 10, 28, 21, 23);
    setDisplayTimeZone('America/Los_Angeles');
    expect(formatDateTime(utc)).toBe('28 Nov 2026 | 01:23 PM');
    expect(formatTime(utc)).toBe('01:23 PM');
    setDisplayTimeZone('America/New_York');
    expect(formatTime(utc)).toBe('04:23 PM');
  });
});

describe('toDate', () => {
  it('normalises every accepted input', () => {
    expect(toDate(moment)).toEqual(moment);
    expect(toDate(moment.getTime())).toEqual(moment);
    expect(toDate(Timestamp.fromDate(moment))).toEqual(moment);
    expect(toDate(Number.NaN)).toBeNull();
  });
});

describe('formatFileSize', () => {
  it.each<[number, string]>([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 ** 2 * 2.345, '2.35 MB'],
    [1024 ** 3, '1 GB'],
    [1024 ** 8, '1 YB'],
    [1024 ** 9, '1024 YB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
  it('honours the decimals argument', () => {
    expect(formatFileSize(1536 + 100, 0)).toBe('2 KB');
  });
  it('returns an empty string for missing or invalid sizes', () => {
    expect(formatFileSize(null)).toBe('');
    expect(formatFileSize(-5)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe('formatCents', () => {
  it('shows integer cents as dollars and cents', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(7950)).toBe('$79.50');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-1200)).toBe('-$12.00');
  });

  it('is empty for a missing value', () => {
    expect(formatCents(undefined)).toBe('');
    expect(formatCents(null)).toBe('');
    expect(formatCents(Number.NaN)).toBe('');
  });
});
