import { pickedDayOf } from '@/lib/dateRanges';

/**
 * The money and comparison formulas of the sales reports and royalty statements. Money is integer
 * cents everywhere; percentages of royalty and ad fund are basis points (1 % = 100 bps) so that a
 * rate such as 5.25 % is stored exactly. firestore.rules repeats netCents and feeCents.
 */

/** Net sales: gross less discounts and refunds (the statement's "exclusions"). */
export function netCents(grossCents: number, discountCents: number, refundCents: number): number {
  return grossCents - discountCents - refundCents;
}

/**
 * A fee (royalty or ad fund) of `bps` basis points on `net` cents, rounded half up to a cent.
 * Rules compute `math.round(net * bps / 10000)`, the same float64 arithmetic.
 */
export function feeCents(net: number, bps: number): number {
  return Math.round((net * bps) / 10000);
}

/** Change from `previous` to `current` in %, one decimal; null when there is nothing to compare. */
export function changePct(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** Share of `part` in `total` in %, one decimal; 0 when the total is 0. */
export function sharePct(part: number, total: number): number {
  if (total === 0) return 0;
  return Math.round((part / total) * 1000) / 10;
}

/** Median of `values` (mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

/** Average check in cents: net sales over transactions; 0 without transactions. */
export function averageCheckCents(net: number, transactions: number): number {
  return transactions > 0 ? Math.round(net / transactions) : 0;
}

/** "5.25" (a % typed by a person) to 525 basis points; null when not a % from 0 to 100 with ≤ 2 decimals. */
export function percentToBps(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const bps = Math.round(Number(trimmed) * 100);
  return bps <= 10000 ? bps : null;
}

/** 525 basis points as "5.25 %". */
export function formatBps(bps: number): string {
  return `${(bps / 100).toFixed(2)} %`;
}

/** "1,234.50" or "$1,234.50" as typed or exported by a POS, to cents; null when not an amount ≥ 0. */
export function parseMoneyCents(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  // Commas only between thousands: "1200,50" (a decimal comma, ';'-separated files) is no amount
  // rather than $120,050.
  if (/,/.test(trimmed) && !/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(trimmed)) return null;
  const cleaned = trimmed.replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** Cents as "$1,234.50" (negative as "-$12.00"). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** "+12.5 %", "-3.0 %" or "—" when there is nothing to compare. */
export function formatChange(change: number | null): string {
  if (change === null) return '—';
  return `${change > 0 ? '+' : ''}${change.toFixed(1)} %`;
}

/**
 * Net sales after the approved refunds of the same days (issue 12 + 13): an approved refund or
 * comp request is an adjustment of its location's sales on its refund date, on top of the
 * refunds the POS already reported in the day's figures.
 */
export function netAfterAdjustments(netCents: number, approvedRefundsCents: number): number {
  return netCents - approvedRefundsCents;
}

/**
 * The sales day (yyyy-MM-dd) an approved refund adjusts: the refund date the requester picked
 * (stored as their local midnight), whatever the approver's time zone. firestore.rules
 * (sales_adjustments) checks the same day.
 */
export const adjustmentDay = (refundDate: Date): string => pickedDayOf(refundDate);
