import { format, isValid } from 'date-fns';

/** Anything the app stores a moment in: a Date, a Firestore Timestamp, or epoch milliseconds. */
export type DateLike = Date | { toDate(): Date } | number | null | undefined;

/** Normalises a DateLike to a valid Date, or null when absent or invalid. */
export function toDate(value: DateLike): Date | null {
  if (value === null || value === undefined) return null;
  const date =
    value instanceof Date ? value : typeof value === 'number' ? new Date(value) : value.toDate();
  return isValid(date) ? date : null;
}

/** Lists format, spec 01 §9: "05 Mar 2026". */
export function formatDate(value: DateLike): string {
  const date = toDate(value);
  return date ? format(date, 'dd MMM yyyy') : '';
}

/**
 * Orders format, spec 01 §9: "05 Mar 2026 | 03:30". The spec's `hh` is a 12-hour clock with no
 * AM/PM marker; kept as written so printed orders match the existing documents.
 */
export function formatDateTime(value: DateLike): string {
  const date = toDate(value);
  return date ? format(date, 'dd MMM yyyy | hh:mm') : '';
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
