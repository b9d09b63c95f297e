import type { StoredDnqChange } from '@/data/complianceReports';
import { toDate } from '@/lib/format';
import type { ReportResult } from '../../model/types';

/**
 * Manual DNQ status (spec 01 §6 "Set Compliance Report DNQ Status", issue 16). The computed
 * `result` always follows from the answers (the rules recount it); a manual DNQ is a separate
 * flag, `manualDnq`, and every change appends one entry to `dnqHistory`, so the history says who
 * set or cleared it, when and why.
 */
export interface DnqStatusChange {
  /** The status after this change: true = set DNQ, false = cleared. */
  isDnq: boolean;
  reason: string;
  by: string;
  byName: string;
  at: Date | null;
}

export const DNQ_REASON_MAX = 1000;
export const DNQ_REASON_REQUIRED = 'Enter the reason for this change.';
export const DNQ_REASON_TOO_LONG = `The reason can be at most ${DNQ_REASON_MAX} characters.`;

/** The error message for a reason as typed, or null when it may be saved. */
export function dnqReasonError(reason: string): string | null {
  const trimmed = reason.trim();
  if (!trimmed) return DNQ_REASON_REQUIRED;
  if (trimmed.length > DNQ_REASON_MAX) return DNQ_REASON_TOO_LONG;
  return null;
}

/** What a report shows: a manual DNQ overrides the computed result and score label. */
export function shownResult(report: {
  result: ReportResult;
  resultName: string;
  scoreName: string;
  manualDnq?: boolean;
}): { result: ReportResult; resultName: string; scoreName: string } {
  if (report.manualDnq) return { result: 'dnq', resultName: 'DNQ', scoreName: 'DNQ' };
  return { result: report.result, resultName: report.resultName, scoreName: report.scoreName };
}

/** Who did what, as a history line starts: "DNQ set by Ann Lee" or "DNQ cleared by Ann Lee". */
export function dnqChangeLabel(change: Pick<DnqStatusChange, 'isDnq' | 'byName'>): string {
  return `${change.isDnq ? 'DNQ set' : 'DNQ cleared'} by ${change.byName}`;
}

/** The stored `dnqHistory` (read by src/data/complianceReports.ts readDnqHistory) with dates. */
export function toDnqHistory(history: readonly StoredDnqChange[]): DnqStatusChange[] {
  return history.map((change) => ({ ...change, at: toDate(change.at) }));
}
