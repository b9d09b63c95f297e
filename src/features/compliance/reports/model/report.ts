import type { ComplianceReportDoc } from '@/data/complianceReports';
import { toDate } from '@/lib/format';
import { withStoredComments } from '../../model/reportComments';
import { applyVerdicts } from '../../model/scoring';
import { toDnqHistory, type DnqStatusChange } from './dnqStatus';
import { LOCATION_TYPE_NAMES, RESULT_NAMES, type ReportQuestion } from '../../model/types';

/**
 * A report as the list, view and PDF show it: the stored `compliance_reports` document
 * (src/data/complianceReports.ts) with its answers and comments back on its questions and dates
 * as Date, or a sample built in memory (model/sampleReport.ts).
 */
export type ReportDetails = Omit<
  ComplianceReportDoc,
  | 'questions'
  | 'comments'
  | 'passed'
  | 'failed'
  | 'notApplicable'
  | 'createdAt'
  | 'updatedAt'
  | 'updatedAtTimestamp'
  | 'manualDnq'
  | 'dnqHistory'
> & {
  id: string;
  questions: ReportQuestion[];
  createdAt: Date | null;
  isSample: boolean;
  /** Manual DNQ (model/dnqStatus.ts); absent on samples. */
  manualDnq?: boolean;
  /** Manual DNQ history (model/dnqStatus.ts); absent on samples. */
  dnqHistory?: DnqStatusChange[];
};

/**
 * A stored report (read by readComplianceReport) as ReportDetails: names left unstored get their
 * label, the verdict lists give each question its answer (model/scoring.ts applyVerdicts) and the
 * comments come from their map (model/reportComments.ts), so the form, the view and the history
 * never read a report two ways.
 */
export function toReportDetails(id: string, report: ComplianceReportDoc): ReportDetails {
  const type = report.franchiseeLocationType;
  const result = report.result;
  const questions = report.questions.map((question) => ({
    ...question,
    typeName: question.typeName || LOCATION_TYPE_NAMES[question.type],
  }));
  return {
    id,
    serialNo: report.serialNo,
    userId: report.userId,
    franchiseeLocationId: report.franchiseeLocationId,
    franchiseeLocationType: type,
    franchiseeLocationName: report.franchiseeLocationName,
    franchiseeLocationTypeName: report.franchiseeLocationTypeName || LOCATION_TYPE_NAMES[type],
    territoryId: report.territoryId,
    territoryName: report.territoryName,
    status: report.status,
    isDraft: report.isDraft,
    highlightNotes: report.highlightNotes,
    lowlightNotes: report.lowlightNotes,
    questions: withStoredComments(applyVerdicts(questions, report), report.comments),
    readRecipients: report.readRecipients,
    score: report.score,
    scoreName: report.scoreName || (result === 'dnq' ? 'DNQ' : `${report.score}%`),
    result,
    resultName: report.resultName || RESULT_NAMES[result],
    createdAt: toDate(report.createdAt),
    isSample: false,
    manualDnq: report.manualDnq,
    dnqHistory: toDnqHistory(report.dnqHistory),
  };
}

/** Questions of one section of a report, in the report's order. */
interface ReportSectionGroup {
  sectionId: string;
  sectionName: string;
  questions: ReportQuestion[];
}

/**
 * Groups a report's questions by section: sections by their stored order for the report's type
 * (`question.section`), questions by `order`; ties keep the stored sequence. The report carries its
 * own copy of section names and orders, so a later catalogue change does not reshuffle old reports.
 */
export function groupReportQuestions(questions: readonly ReportQuestion[]): ReportSectionGroup[] {
  const groups = new Map<string, ReportSectionGroup & { rank: number; first: number }>();
  questions.forEach((question, index) => {
    const key = question.sectionId || question.sectionName;
    let group = groups.get(key);
    if (!group) {
      group = {
        sectionId: question.sectionId,
        sectionName: question.sectionName || 'Other',
        questions: [],
        rank: question.section,
        first: index,
      };
      groups.set(key, group);
    }
    group.questions.push(question);
  });
  return [...groups.values()]
    .sort((a, b) => a.rank - b.rank || a.first - b.first)
    .map(({ sectionId, sectionName, questions: list }) => ({
      sectionId,
      sectionName,
      questions: list
        .map((question, index) => ({ question, index }))
        .sort((a, b) => a.question.order - b.question.order || a.index - b.index)
        .map(({ question }) => question),
    }));
}

/** Grade as shown in the view and the PDF. */
export function gradeLabel(question: Pick<ReportQuestion, 'pass' | 'isNotApplicable'>): string {
  if (question.isNotApplicable) return 'N/A';
  return question.pass ? 'Pass' : 'Fail';
}

/** Weight as shown: "5", or "DNQ". */
export function weightLabel(question: Pick<ReportQuestion, 'weight'>): string {
  return question.weight === 'dnq' ? 'DNQ' : String(question.weight);
}

/** A report is unread for a user until the user's id is in readRecipients (spec 02 §4). */
export function isUnreadBy(report: { readRecipients: readonly string[] }, uid: string): boolean {
  return !report.readRecipients.includes(uid);
}

/** "November 23rd, 2026": the spec's "MMMM Do, YYYY" in a report. */
export const REPORT_DATE_FORMAT = 'MMMM do, yyyy';
