import type { ReportImage, ReportQuestion, ReportResult } from '../../model/types';

/**
 * Previous results of a location (issue 16): what the last published report answered per
 * question, repeat failures, and the score trend of the last reports.
 */

/** A published report of the location, as the history needs it. */
export interface PastReport {
  id: string;
  serialNo: number;
  score: number;
  scoreName: string;
  result: ReportResult;
  /** Milliseconds; 0 when the server stamp is not there yet. */
  createdAt: number;
  questions: ReportQuestion[];
}

export type PastVerdict = 'pass' | 'fail' | 'na';

export interface PreviousAnswer {
  verdict: PastVerdict;
  comment: string;
  images: ReportImage[];
  serialNo: number;
  createdAt: number;
}

const verdictOf = (q: Pick<ReportQuestion, 'pass' | 'isNotApplicable'>): PastVerdict =>
  q.isNotApplicable ? 'na' : q.pass ? 'pass' : 'fail';

/** The answers of `report` by question id (catalogue ids are stable between reports). */
export function previousAnswers(report: PastReport | null): Record<string, PreviousAnswer> {
  const byId: Record<string, PreviousAnswer> = {};
  for (const q of report?.questions ?? []) {
    byId[q.id] = {
      verdict: verdictOf(q),
      comment: q.comment,
      images: q.images,
      serialNo: report!.serialNo,
      createdAt: report!.createdAt,
    };
  }
  return byId;
}

/** Failed now and failed the last time too. */
export function isRepeatFailure(
  current: Pick<ReportQuestion, 'pass' | 'isNotApplicable'>,
  previous: PreviousAnswer | undefined,
): boolean {
  return verdictOf(current) === 'fail' && previous?.verdict === 'fail';
}

/** The latest report among `reports` (newest first) that is not `excludeId`, or null. */
export function lastOtherReport(
  reports: readonly PastReport[],
  excludeId: string,
): PastReport | null {
  return reports.find((r) => r.id !== excludeId) ?? null;
}

export interface ScoreTrend {
  /** Oldest first, at most `count`, ending with the report itself. */
  points: { serialNo: number; score: number; result: ReportResult }[];
  /** Score minus the previous report's score; null when there is no previous one. */
  change: number | null;
}

/**
 * The trend of `reportId` among the location's reports `history` (newest first): the last
 * `count` reports up to and including it, and its change against the one before it.
 */
export function scoreTrend(
  history: readonly PastReport[],
  reportId: string,
  count = 5,
): ScoreTrend {
  const start = history.findIndex((r) => r.id === reportId);
  if (start < 0) return { points: [], change: null };
  const window = history.slice(start, start + count);
  const previous = history[start + 1];
  return {
    points: window
      .map((r) => ({ serialNo: r.serialNo, score: r.score, result: r.result }))
      .reverse(),
    change: previous ? Math.round((history[start].score - previous.score) * 10) / 10 : null,
  };
}

/** One line saying how the score moved: "+4.2 points against the previous report". */
export function trendSummary(trend: ScoreTrend): string {
  if (trend.change === null) return 'First published report of this location';
  const sign = trend.change > 0 ? '+' : '';
  return `${sign}${trend.change.toFixed(1)} points against the previous report`;
}
