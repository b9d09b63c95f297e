/**
 * How the COGS and P&L screens and exports write their figures: money from cents, shares from
 * basis points, and a dash with a reason where a figure is missing (never a made-up zero).
 */
import { formatBps, formatCents } from '../../model/salesMath';

export const NO_SALES = 'No sales reported';
export const NOT_CLOSED = 'Not closed yet';

export const money = (cents: number | null, missing = '—') =>
  cents === null ? missing : formatCents(cents);

export const share = (bps: number | null, missing = '—') =>
  bps === null ? missing : formatBps(bps);

/** Cents as a plain decimal for CSV ("1234.50"); '' where missing. */
export const csvMoney = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** Basis points as a plain % for CSV ("41.20"); '' where missing. */
export const csvShare = (bps: number | null) => (bps === null ? '' : (bps / 100).toFixed(2));
