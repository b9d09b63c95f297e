import { format, startOfMonth, subMonths } from 'date-fns';
import type { SalesAdjustment, SalesDay } from './aggregate';
import { netAfterAdjustments } from './salesMath';

/** The sales figures a month's statement is built from (api/royalty.ts buildStatement). */
export interface StatementFigures {
  grossCents: number;
  exclusionsCents: number;
  /** Approved refunds (absent: none). */
  approvedRefundsCents?: number;
  /** Net after exclusions and approved refunds. */
  netCents: number;
}

export interface MonthFigures extends StatementFigures {
  month: string;
  approvedRefundsCents: number;
  daysReported: number;
  /** A finished month without any reported day: the franchisee is late. */
  late: boolean;
}

/** The current month and the 11 before it, newest first (yyyy-MM). */
export function statementMonths(now: Date): string[] {
  const start = startOfMonth(now);
  return Array.from({ length: 12 }, (_, i) => format(subMonths(start, i), 'yyyy-MM'));
}

/**
 * Gross, exclusions (discounts + refunds the POS reported), approved refunds (approval requests,
 * "Approved refunds" on the statement) and net of one location per month.
 */
export function monthFigures(
  days: readonly SalesDay[],
  locationId: string,
  months: readonly string[],
  now: Date,
  adjustments: readonly SalesAdjustment[] = [],
): MonthFigures[] {
  const current = format(now, 'yyyy-MM');
  return months.map((month) => {
    const own = days.filter((d) => d.locationId === locationId && d.date.startsWith(month));
    const grossCents = own.reduce((s, d) => s + d.grossCents, 0);
    const salesNetCents = own.reduce((s, d) => s + d.netCents, 0);
    const approvedRefundsCents = adjustments
      .filter((a) => a.locationId === locationId && a.date.startsWith(month))
      .reduce((s, a) => s + a.amountCents, 0);
    return {
      month,
      grossCents,
      exclusionsCents: grossCents - salesNetCents,
      approvedRefundsCents,
      netCents: netAfterAdjustments(salesNetCents, approvedRefundsCents),
      daysReported: own.length,
      late: own.length === 0 && month < current,
    };
  });
}
