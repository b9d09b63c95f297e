import { format, isValid } from 'date-fns';
import { displayTimeZone } from './timeZone';

/** Anything the app stores a moment in: a Date, a Firestore Timestamp, or epoch milliseconds. */
export type DateLike = Date | { toDate(): Date } | number | null | undefined;

/** Normalises a DateLike to a valid Date, or null when absent or invalid. */
export function toDate(value: DateLike): Date | null {
  if (value === null || value === undefined) return null;
  const date =
    value instanceof Date ? value : typeof value === 'number' ? new Date(value) : value.toDate();
  return isValid(date) ? date : null;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The date and 12-hour clock parts of `date` in `timeZone` (one formatter per zone, reused). */
function clockParts(date: Date, timeZone: string | undefined): Record<string, string> {
  const key = timeZone ?? '';
  let clock = clocks.get(key);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    clocks.set(key, clock);
  }
  return Object.fromEntries(clock.formatToParts(date).map((part) => [part.type, part.value]));
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Lists format, spec 01 §9: "05 Mar 2026". A moment is shown on its day in the user's time zone,
 * as its time would be (a 23:30 UTC order is the next day in Auckland); a yyyy-MM-dd day key is a
 * calendar day already and is shown as it is, whatever the zone.
 */
export function formatDate(value: DateLike | string, timeZone = displayTimeZone()): string {
  if (typeof value === 'string') {
    const key = DAY_KEY.exec(value);
    if (!key) return '';
    const day = new Date(Number(key[1]), Number(key[2]) - 1, Number(key[3]));
    return isValid(day) && format(day, 'yyyy-MM-dd') === value ? format(day, 'dd MMM yyyy') : '';
  }
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year } = clockParts(date, timeZone);
  return `${day} ${month} ${year}`;
}

/**
 * Time of day, "04:23 PM": a 12-hour clock always with its AM/PM (README Decisions, "One time
 * format"), in the user's time zone.
 */
export function formatTime(value: DateLike, timeZone = displayTimeZone()): string {
  const date = toDate(value);
  if (!date) return '';
  const { hour, minute, dayPeriod } = clockParts(date, timeZone);
  return `${hour}:${minute} ${dayPeriod}`;
}

/**
 * Every time the app shows, "05 Mar 2026 | 04:23 PM": spec 01 §9's orders format with the AM/PM
 * its `hh` left out (a 4 PM order read as 4 AM), in the user's time zone.
 */
export function formatDateTime(value: DateLike, timeZone = displayTimeZone()): string {
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year } = clockParts(date, timeZone);
  return `${day} ${month} ${year} | ${formatTime(date, timeZone)}`;
}

const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** "1.5 KB": base 1024, Bytes to YB (spec 01 §9), at most `decimals` places without trailing zeros. */
export function formatFileSize(bytes: number | null | undefined, decimals = 2): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes === 0) return '0 Bytes';
  const exponent = Math.min(
    Math.max(Math.floor(Math.log(bytes) / Math.log(1024)), 0),
    FILE_SIZE_UNITS.length - 1,
  );
  const amount = Number((bytes / 1024 ** exponent).toFixed(Math.max(decimals, 0)));
  return `${amount} ${FILE_SIZE_UNITS[exponent]}`;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as "$1,234.50" (negative "-$12.00"); empty for a missing value. */
export function formatCents(cents: number | null | undefined): string {
  return typeof cents === 'number' && Number.isFinite(cents) ? money.format(cents / 100) : '';
}
