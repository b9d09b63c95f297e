import { addDays, format, getDaysInMonth, parseISO, subMonths } from 'date-fns';
import type { RateVersion, RoyaltyStatement, StatementFigures } from '@/data/shapes/royalty';
import type { SalesAdjustment, SalesDay } from '@/data/shapes/salesLedger';
import { feeCents, formatBps, netAfterAdjustments, parseMoneyCents } from './salesMath';
import { mergeCountedOldest, type CountedOldest } from '@/data/query/countedOldest';

/*
 * The royalty statement's formulas, run by the server (functions/src/royalty) to issue, re-issue,
 * invoice and settle statements, and by the app to show where each one stands. Days are
 * yyyy-MM-dd and months yyyy-MM in the franchisor's time zone (model/benchmarks.ts franchisorDay).
 */

/** Days after confirmation a statement's royalty and ad fund are due. */
export const PAYMENT_TERMS_DAYS = 15;

/** The longest dispute comment, adjustment reason and payment reference. */
export const STATEMENT_TEXT_MAX = 1000;
export const PAYMENT_REFERENCE_MAX = 100;

/** "2026-10" as "Oct 2026". */
export const monthLabel = (month: string) => format(parseISO(`${month}-01`), 'MMM yyyy');

/** The month before the month of `day` (yyyy-MM-dd): the last one ended on that day. */
export const previousMonth = (day: string): string =>
  format(subMonths(parseISO(`${day.slice(0, 7)}-01`), 1), 'yyyy-MM');

/** A month has ended on `day` when the day falls in a later month. */
export const monthEnded = (month: string, day: string): boolean => month < day.slice(0, 7);

export const daysInMonth = (month: string): number => getDaysInMonth(parseISO(`${month}-01`));

/** The rates in force for `month`: the last version starting on or before it; null when none. */
export function rateInForce(versions: readonly RateVersion[], month: string): RateVersion | null {
  let inForce: RateVersion | null = null;
  for (const version of versions) {
    if (version.from <= month && (!inForce || version.from >= inForce.from)) inForce = version;
  }
  return inForce;
}

/**
 * A month's statement figures of one location: gross and exclusions (discounts and refunds the
 * POS reported) of its reported days, the approved refund requests of the month taken off net,
 * corporate's adjustment (after a dispute) added, and the fees of the rates in force on that net.
 * `days` and `adjustments` are the location's; those of other months are ignored.
 */
export function statementFigures(input: {
  month: string;
  days: readonly SalesDay[];
  adjustments: readonly SalesAdjustment[];
  rates: RateVersion;
  adjustmentCents: number;
}): StatementFigures {
  const { month, rates, adjustmentCents } = input;
  const days = input.days.filter((d) => d.date.startsWith(month));
  const grossCents = days.reduce((sum, d) => sum + d.grossCents, 0);
  const salesNetCents = days.reduce((sum, d) => sum + d.netCents, 0);
  const approvedRefundsCents = input.adjustments
    .filter((a) => a.date.startsWith(month))
    .reduce((sum, a) => sum + a.amountCents, 0);
  const netCents = netAfterAdjustments(salesNetCents, approvedRefundsCents) + adjustmentCents;
  const royaltyCents = feeCents(netCents, rates.royaltyBps);
  const adFundCents = feeCents(netCents, rates.adFundBps);
  return {
    grossCents,
    exclusionsCents: grossCents - salesNetCents,
    approvedRefundsCents,
    adjustmentCents,
    netCents,
    royaltyBps: rates.royaltyBps,
    adFundBps: rates.adFundBps,
    royaltyCents,
    adFundCents,
    dueCents: royaltyCents + adFundCents,
    daysReported: new Set(days.map((d) => d.date)).size,
    daysInMonth: daysInMonth(month),
  };
}

const FIGURE_KEYS = [
  'grossCents',
  'exclusionsCents',
  'approvedRefundsCents',
  'adjustmentCents',
  'netCents',
  'royaltyBps',
  'adFundBps',
  'royaltyCents',
  'adFundCents',
  'dueCents',
  'daysReported',
  'daysInMonth',
] as const satisfies readonly (keyof StatementFigures)[];

/** Whether two computations of a statement agree on every figure (else it is re-issued). */
export const sameFigures = (a: StatementFigures, b: StatementFigures): boolean =>
  FIGURE_KEYS.every((key) => a[key] === b[key]);

/** Late: some day of the (ended) month was not reported. */
export const isLate = (figures: StatementFigures): boolean =>
  figures.daysReported < figures.daysInMonth;

/** "RS-2026-00042": the 42nd statement confirmed in 2026. */
export const invoiceNumber = (year: string, sequence: number): string =>
  `RS-${year}-${String(sequence).padStart(5, '0')}`;

/** The day payment is due for a statement confirmed on `day`. */
export const dueDateAfter = (day: string): string =>
  format(addDays(parseISO(day), PAYMENT_TERMS_DAYS), 'yyyy-MM-dd');

/** What is still owed on a statement (never below zero). */
export const balanceCents = (s: Pick<RoyaltyStatement, 'dueCents' | 'paidCents'>): number =>
  Math.max(0, s.dueCents - s.paidCents);

/**
 * The stored `unpaidDueDate` of a statement: its due date while it is confirmed and not paid in
 * full, null otherwise, so "unpaid past due" is one range over one field (`< today`), which a
 * count and sum aggregation and a page of the oldest can ask without reading the paid ones.
 */
export const unpaidDueDate = (
  s: Pick<RoyaltyStatement, 'status' | 'dueCents' | 'paidCents' | 'dueDate'>,
): string | null => (s.status === 'confirmed' && balanceCents(s) > 0 ? s.dueDate : null);

/** What the dashboard reads of the statements unpaid past due: their count, what they owe, the oldest. */
export interface OverdueStatements extends CountedOldest<RoyaltyStatement> {
  owedCents: number;
}

/** How many unpaid past due statements the dashboard lists (the rest are counted). */
export const OVERDUE_LISTED = 5;

const byDueDate = (a: RoyaltyStatement, b: RoyaltyStatement) =>
  a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id);

/**
 * The overdue statements of several territories from each one's count, sums and oldest page:
 * counts and balances added, the oldest OVERDUE_LISTED of all pages, oldest due first. Paid
 * amounts never exceed what is due (the server refuses more), so owed is due less paid.
 */
export function mergeOverdue(
  parts: readonly {
    count: number;
    dueCents: number;
    paidCents: number;
    oldest: RoyaltyStatement[];
  }[],
): OverdueStatements {
  return {
    ...mergeCountedOldest(parts, byDueDate, OVERDUE_LISTED),
    owedCents: parts.reduce((sum, p) => sum + p.dueCents - p.paidCents, 0),
  };
}

/** Where a statement stands for its readers: its status, or for a confirmed one paid / overdue. */
export type StatementStanding = 'issued' | 'disputed' | 'confirmed' | 'paid' | 'overdue';

export function statementStanding(
  s: Pick<RoyaltyStatement, 'status' | 'dueCents' | 'paidCents' | 'dueDate'>,
  today: string,
): StatementStanding {
  if (s.status !== 'confirmed') return s.status;
  if (balanceCents(s) === 0) return 'paid';
  return today > s.dueDate ? 'overdue' : 'confirmed';
}

/** An amount typed by a top role, a leading minus allowed ("-120.50"), to signed cents. */
export function parseSignedCents(text: string): number | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const cents = parseMoneyCents(negative ? trimmed.slice(1) : trimmed);
  if (cents === null) return null;
  return negative ? -cents : cents;
}

export const STANDING_LABELS: Record<StatementStanding, string> = {
  issued: 'Awaiting answer',
  disputed: 'Disputed',
  confirmed: 'Confirmed',
  paid: 'Paid',
  overdue: 'Unpaid past due',
};

/** The lines of a statement from gross to the amount due, as the details and the PDF show them. */
export function statementLines(s: StatementFigures): { label: string; cents: number }[] {
  // A deduction of nothing is 0, not -0.
  const minus = (cents: number) => (cents === 0 ? 0 : -cents);
  return [
    { label: 'Gross sales', cents: s.grossCents },
    { label: 'Exclusions (discounts and refunds)', cents: minus(s.exclusionsCents) },
    { label: 'Approved refunds', cents: minus(s.approvedRefundsCents) },
    ...(s.adjustmentCents !== 0
      ? [{ label: 'Corporate adjustment', cents: s.adjustmentCents }]
      : []),
    { label: 'Net sales', cents: s.netCents },
    { label: `Royalty (${formatBps(s.royaltyBps)} of net)`, cents: s.royaltyCents },
    { label: `Ad fund (${formatBps(s.adFundBps)} of net)`, cents: s.adFundCents },
  ];
}
