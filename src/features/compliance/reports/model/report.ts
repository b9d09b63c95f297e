import type { DocumentData } from 'firebase/firestore';
import { toDate, type DateLike } from '@/lib/format';
import { withStoredComments } from '../../model/reportComments';
import { applyVerdicts } from '../../model/scoring';
import { toDnqHistory, type DnqStatusChange } from './dnqStatus';
import {
  LOCATION_TYPE_NAMES,
  type ComplianceReport,
  RESULT_NAMES,
  type LocationType,
  type ReportImage,
  type ReportQuestion,
  type ReportResult,
  type StoredReportQuestion,
} from '../../model/types';

/**
 * A report as the list, view and PDF show it: the stored `compliance_reports` document (types.ts)
 * with dates as Date, or a sample built in memory (model/sampleReport.ts).
 */
export type ReportDetails = Omit<
  ComplianceReport,
  | 'passed'
  | 'failed'
  | 'notApplicable'
  | 'createdAt'
  | 'updatedAt'
  | 'updatedAtTimestamp'
  | 'dnqHistory'
> & {
  createdAt: Date | null;
  isSample: boolean;
  /** Manual DNQ history (model/dnqStatus.ts); absent on samples. */
  dnqHistory?: DnqStatusChange[];
};

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function toLocationType(value: unknown): LocationType {
  return value === 'restaurant' ? 'restaurant' : 'truck';
}

function toResult(value: unknown): ReportResult {
  return value === 'pass' || value === 'dnq' ? value : 'fail';
}

function toImages(value: unknown): ReportImage[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    .map((v) => ({ fileName: str(v.fileName), url: str(v.url) }))
    .filter((image) => image.url !== '');
}

function toQuestion(value: Record<string, unknown>, index: number): StoredReportQuestion {
  const type = toLocationType(value.type);
  return {
    id: str(value.id) || `question-${index}`,
    question: str(value.question),
    type,
    typeName: str(value.typeName) || LOCATION_TYPE_NAMES[type],
    weight: value.weight === 'dnq' ? 'dnq' : num(value.weight),
    order: num(value.order),
    sectionId: str(value.sectionId),
    sectionName: str(value.sectionName),
    section: num(value.section),
    comment: '',
    images: toImages(value.images),
  };
}

/** Maps stored report data to ReportDetails, tolerating missing or mistyped fields. */
export function toReportDetails(id: string, data: DocumentData): ReportDetails {
  const type = toLocationType(data.franchiseeLocationType);
  const result = toResult(data.result);
  const questions: unknown[] = Array.isArray(data.questions) ? data.questions : [];
  return {
    id,
    serialNo: num(data.serialNo),
    userId: str(data.userId),
    franchiseeLocationId: str(data.franchiseeLocationId),
    franchiseeLocationType: type,
    franchiseeLocationName: str(data.franchiseeLocationName),
    franchiseeLocationTypeName: str(data.franchiseeLocationTypeName) || LOCATION_TYPE_NAMES[type],
    territoryId: str(data.territoryId),
    territoryName: str(data.territoryName),
    status: data.status === 'draft' ? 'draft' : 'published',
    isDraft: data.isDraft === true,
    highlightNotes: str(data.highlightNotes),
    lowlightNotes: str(data.lowlightNotes),
    // The verdict lists are the answers scored and shown (model/scoring.ts applyVerdicts); the
    // comments come from their stored map (model/reportComments.ts).
    questions: withStoredComments(
      applyVerdicts(
        questions
          .filter((q): q is Record<string, unknown> => typeof q === 'object' && q !== null)
          .map(toQuestion),
        data,
      ),
      data.comments,
    ),
    readRecipients: strings(data.readRecipients),
    score: num(data.score),
    scoreName: str(data.scoreName) || (result === 'dnq' ? 'DNQ' : `${num(data.score)}%`),
    result,
    resultName: str(data.resultName) || RESULT_NAMES[result],
    createdAt: toDate((data.createdAt ?? null) as DateLike),
    isSample: false,
    manualDnq: data.manualDnq === true,
    dnqHistory: toDnqHistory(data.dnqHistory),
  };
}

/** Questions of one section of a report, in the report's order. */
export interface ReportSectionGroup {
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
