/**
 * Royalty and ad fund of an inventory period for the P&L (issue 26), from the month's royalty
 * statements where they exist. A period spans parts of months, so each month it touches gives:
 * - a month with a statement (issued, disputed or confirmed: the server's figures as they stand):
 *   the statement's royalty and ad fund x the period's net sales of that month (its reported
 *   days) / the month's net sales the statement was made from, so a period covering the whole
 *   month takes the whole statement and the page reads only the period's own days; a month
 *   without positive net sales shares by calendar days;
 * - a month without a statement (not ended yet, or not issued): the rates in force for that month
 *   (the last version from on or before it) on the period's net sales of that month, rounded as
 *   statements round (feeCents);
 * - a month with neither: nothing (the P&L says so).
 * Money in integer cents, each month's share rounded once to the cent.
 */
import { addDays, format, parseISO } from 'date-fns';
import type { RateVersion, StatementStatus } from '@/data/shapes/royalty';
import { feeCents, formatBps } from '../../model/salesMath';
import { daysInMonth, rateInForce } from '../../model/statements';
import { dayInPeriod, type PeriodDays } from './cogs';

/** What the P&L takes of a royalty statement. */
export interface MonthStatement {
  /** yyyy-MM */
  month: string;
  /** The month's reported net sales the statement was made from (its gross less exclusions). */
  salesNetCents: number;
  royaltyCents: number;
  adFundCents: number;
  status: StatementStatus;
}

interface MonthFees {
  month: string;
  source: 'statement' | 'rates' | 'none';
  /** The statement's status (source 'statement'). */
  status?: StatementStatus;
  /** The rates applied (source 'rates'). */
  rates?: Pick<RateVersion, 'royaltyBps' | 'adFundBps'>;
  /** The period's net sales in this month. */
  netSalesCents: number;
  royaltyCents: number;
  adFundCents: number;
}

interface PeriodFees {
  royaltyCents: number;
  adFundCents: number;
  /** Every month the period's days fall in, oldest first. */
  months: MonthFees[];
}

/** The calendar days of a period (half-open once closed, to `to` included while open). */
function periodDays(period: PeriodDays): string[] {
  const days: string[] = [];
  for (let d = parseISO(period.from); ; d = addDays(d, 1)) {
    const day = format(d, 'yyyy-MM-dd');
    if (!dayInPeriod(day, period)) break;
    days.push(day);
  }
  return days;
}

/** `cents` x part / whole, rounded half up to the cent (whole > 0). */
const shareOf = (cents: number, part: number, whole: number) => Math.round((cents * part) / whole);

/**
 * Royalty and ad fund of a period. `sales` are the location's reported days (their net sales),
 * at least every day of the period; `statements` the location's statements;
 * `versions` its rate versions (empty when no rates are set).
 */
export function periodFees(
  period: PeriodDays,
  sales: readonly { date: string; netCents: number }[],
  statements: readonly MonthStatement[],
  versions: readonly RateVersion[],
): PeriodFees {
  const calendar = new Map<string, number>();
  for (const day of periodDays(period)) {
    const month = day.slice(0, 7);
    calendar.set(month, (calendar.get(month) ?? 0) + 1);
  }
  const months = [...calendar.keys()].sort().map((month): MonthFees => {
    const netSalesCents = sales
      .filter((d) => d.date.slice(0, 7) === month && dayInPeriod(d.date, period))
      .reduce((sum, d) => sum + d.netCents, 0);
    const statement = statements.find((s) => s.month === month);
    if (statement) {
      const monthNet = statement.salesNetCents;
      const [part, whole] =
        monthNet > 0 ? [netSalesCents, monthNet] : [calendar.get(month) ?? 0, daysInMonth(month)];
      return {
        month,
        source: 'statement',
        status: statement.status,
        netSalesCents,
        royaltyCents: shareOf(statement.royaltyCents, part, whole),
        adFundCents: shareOf(statement.adFundCents, part, whole),
      };
    }
    const rates = rateInForce(versions, month);
    if (!rates) return { month, source: 'none', netSalesCents, royaltyCents: 0, adFundCents: 0 };
    return {
      month,
      source: 'rates',
      rates: { royaltyBps: rates.royaltyBps, adFundBps: rates.adFundBps },
      netSalesCents,
      royaltyCents: feeCents(netSalesCents, rates.royaltyBps),
      adFundCents: feeCents(netSalesCents, rates.adFundBps),
    };
  });
  return {
    royaltyCents: months.reduce((sum, m) => sum + m.royaltyCents, 0),
    adFundCents: months.reduce((sum, m) => sum + m.adFundCents, 0),
    months,
  };
}

/** "Oct 2026", "Oct and Nov 2026", "Dec 2025, Jan and Feb 2026" (months oldest first). */
export function monthList(months: readonly string[]): string {
  const years = new Map<string, string[]>();
  for (const month of months) {
    const year = month.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), format(parseISO(`${month}-01`), 'MMM')]);
  }
  return [...years]
    .map(([year, names]) =>
      names.length === 1
        ? `${names[0]} ${year}`
        : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} ${year}`,
    )
    .join(', ');
}

const STATUS_ORDER: readonly StatementStatus[] = ['confirmed', 'issued', 'disputed'];

/**
 * What the P&L says of a period's royalty and ad fund: which months came from their statements
 * (and in what status), which at which rates, and which had neither.
 */
export function feesNote(fees: PeriodFees): string {
  const parts: string[] = [];
  const fromStatements = fees.months.filter((m) => m.source === 'statement');
  if (fromStatements.length > 0) {
    const statuses = STATUS_ORDER.filter((s) => fromStatements.some((m) => m.status === s));
    const plural = fromStatements.length > 1 ? 's' : '';
    parts.push(
      `${monthList(fromStatements.map((m) => m.month))} from the ${statuses.join('/')} statement${plural}`,
    );
  }
  const byRates = new Map<string, string[]>();
  for (const m of fees.months) {
    if (m.source !== 'rates' || !m.rates) continue;
    const key = `royalty ${formatBps(m.rates.royaltyBps)}, ad fund ${formatBps(m.rates.adFundBps)}`;
    byRates.set(key, [...(byRates.get(key) ?? []), m.month]);
  }
  for (const [rates, months] of byRates) {
    parts.push(`${monthList(months)} at the rates in force (${rates})`);
  }
  const none = fees.months.filter((m) => m.source === 'none');
  if (none.length > 0) {
    parts.push(`${monthList(none.map((m) => m.month))} at $0.00: no statement and no rates set`);
  }
  return `Royalty and ad fund: ${parts.join('; ')}.`;
}
