import { format, startOfMonth, subMonths } from 'date-fns';
import type { SalesDay } from './aggregate';
import type { StatementFigures } from '../api/royalty';

export interface MonthFigures extends StatementFigures {
  month: string;
  daysReported: number;
  /** A finished month without any reported day: the franchisee is late. */
  late: boolean;
}

/** The current month and the 11 before it, newest first (yyyy-MM). */
export function statementMonths(now: Date): string[] {
  const start = startOfMonth(now);
  return Array.from({ length: 12 }, (_, i) => format(subMonths(start, i), 'yyyy-MM'));
}

/** Gross, exclusions (discounts + refunds) and net of one location per month. */
export function monthFigures(
  days: readonly SalesDay[],
  locationId: string,
  months: readonly string[],
  now: Date,
): MonthFigures[] {
  const current = format(now, 'yyyy-MM');
  return months.map((month) => {
    const own = days.filter((d) => d.locationId === locationId && d.date.startsWith(month));
    const grossCents = own.reduce((s, d) => s + d.grossCents, 0);
    const netCents = own.reduce((s, d) => s + d.netCents, 0);
    return {
      month,
      grossCents,
      exclusionsCents: grossCents - netCents,
      netCents,
      daysReported: own.length,
      late: own.length === 0 && month < current,
    };
  });
}
