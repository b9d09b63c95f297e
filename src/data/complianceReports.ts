import {
  collection,
  doc,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import {
  readComplianceLocationType,
  readQuestionWeight,
  type LocationType,
  type QuestionWeight,
} from './complianceCatalogue';
import { field, readConverter, typedRefs } from './converter';

/*
 * compliance_reports/{id}: inspections, drafts and published (spec 02), and
 * compliance_signoffs/{reportId}: the signatures and timing of a published report, written in its
 * publish transaction (its id is the report's). Their stored shapes with their readers and
 * converters, and their refs, taking the Firestore instance (the browser's or, later, the
 * server's). Every write (whole reports with serverTimestamp(), arrayUnion, the sign-off in the
 * publish transaction) goes through the raw refs.
 */

export const complianceReportsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.complianceReports);

export const complianceReportDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.complianceReports, id);

const complianceSignoffDoc = (db: Firestore, reportId: string) =>
  doc(db, COLLECTIONS.complianceSignoffs, reportId);

export type ReportStatus = 'draft' | 'published';
export type ReportResult = 'pass' | 'fail' | 'dnq';

export interface ReportImage {
  fileName: string;
  url: string;
}

/**
 * A question entry as stored inside a report: the catalogue question copied with its section.
 * Its answer is in the report's verdict lists and its comment in the report's `comments` map
 * (features/compliance/model/scoring.ts and reportComments.ts put them back together).
 */
export interface StoredReportQuestion {
  id: string;
  question: string;
  type: LocationType;
  typeName: string;
  weight: QuestionWeight;
  order: number;
  sectionId: string;
  sectionName: string;
  /** Order of the section for this report's location type. */
  section: number;
  images: ReportImage[];
}

/** One manual DNQ change (features/compliance/reports/model/dnqStatus.ts). */
export interface StoredDnqChange {
  /** The status after this change: true = set DNQ, false = cleared. */
  isDnq: boolean;
  reason: string;
  by: string;
  byName: string;
  /** The device's clock at the change (the rules: within minutes of the server's). */
  at: Timestamp | null;
}

/** compliance_reports/{id} without its id (the document's). */
export interface ComplianceReportDoc {
  /** Drafts have no serial (0); a serial is taken from counters/complianceReports on publish. */
  serialNo: number;
  userId: string;
  franchiseeLocationId: string;
  franchiseeLocationType: LocationType;
  franchiseeLocationName: string;
  franchiseeLocationTypeName: string;
  territoryId: string;
  territoryName: string;
  status: ReportStatus;
  isDraft: boolean;
  highlightNotes: string;
  lowlightNotes: string;
  questions: StoredReportQuestion[];
  /** The non-empty comments by question id (issue 10: the rules check them as one map). */
  comments: Record<string, string>;
  readRecipients: string[];
  /** 0-100, rounded to one decimal. */
  score: number;
  /** Score as shown: "85.5%", or "DNQ" when the result is dnq ('' when not stored). */
  scoreName: string;
  result: ReportResult;
  /** The result as shown ('' when not stored). */
  resultName: string;
  /** Verdicts as catalogue index entries "questionId:weight" (model/scoring.ts ReportVerdicts). */
  passed: string[];
  failed: string[];
  notApplicable: string[];
  /** Manual DNQ (reports/model/dnqStatus.ts), set only on published reports. */
  manualDnq: boolean;
  /** Every manual DNQ change, oldest first. */
  dnqHistory: StoredDnqChange[];
  /** Null while the write's server timestamp is pending. */
  createdAt: Timestamp | null;
  updatedAt: Timestamp | null;
  updatedAtTimestamp: number;
}

/** The entries of a stored list that are maps; anything else in it is left out. */
function maps(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null);
}

/** A report's photos; an entry without a URL is not a photo and is left out. */
export const readReportImages = (value: unknown): ReportImage[] =>
  maps(value)
    .map((v) => ({ fileName: field.text(v.fileName), url: field.text(v.url) }))
    .filter((image) => image.url !== '');

/** A stored question entry; one without an id gets one from its place, so it still shows. */
const readReportQuestion = (v: Record<string, unknown>, index: number): StoredReportQuestion => ({
  id: field.text(v.id) || `question-${index}`,
  question: field.text(v.question),
  type: readComplianceLocationType(v.type),
  typeName: field.text(v.typeName),
  weight: readQuestionWeight(v.weight),
  order: field.number(v.order),
  sectionId: field.text(v.sectionId),
  sectionName: field.text(v.sectionName),
  section: field.number(v.section),
  images: readReportImages(v.images),
});

/** The stored comments map; a value that is not text is no comment. */
function readComments(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The stored DNQ history; entries that are not maps are skipped. */
export const readDnqHistory = (value: unknown): StoredDnqChange[] =>
  maps(value).map((v) => ({
    isDnq: field.flag(v.isDnq),
    reason: field.text(v.reason),
    by: field.text(v.by),
    byName: field.text(v.byName),
    at: field.timestamp(v.at),
  }));

/**
 * A stored report; a field of the wrong type reads as empty. An unknown location type reads as a
 * truck, an unknown status as published and an unknown result as a fail, as the report view
 * always showed them.
 */
export const readComplianceReport = (data: DocumentData): ComplianceReportDoc => ({
  serialNo: field.number(data.serialNo),
  userId: field.text(data.userId),
  franchiseeLocationId: field.text(data.franchiseeLocationId),
  franchiseeLocationType: readComplianceLocationType(data.franchiseeLocationType),
  franchiseeLocationName: field.text(data.franchiseeLocationName),
  franchiseeLocationTypeName: field.text(data.franchiseeLocationTypeName),
  territoryId: field.text(data.territoryId),
  territoryName: field.text(data.territoryName),
  status: data.status === 'draft' ? 'draft' : 'published',
  isDraft: field.flag(data.isDraft),
  highlightNotes: field.text(data.highlightNotes),
  lowlightNotes: field.text(data.lowlightNotes),
  questions: maps(data.questions).map(readReportQuestion),
  comments: readComments(data.comments),
  readRecipients: field.textList(data.readRecipients),
  score: field.number(data.score),
  scoreName: field.text(data.scoreName),
  result: data.result === 'pass' || data.result === 'dnq' ? data.result : 'fail',
  resultName: field.text(data.resultName),
  passed: field.textList(data.passed),
  failed: field.textList(data.failed),
  notApplicable: field.textList(data.notApplicable),
  manualDnq: field.flag(data.manualDnq),
  dnqHistory: readDnqHistory(data.dnqHistory),
  createdAt: field.timestamp(data.createdAt),
  updatedAt: field.timestamp(data.updatedAt),
  updatedAtTimestamp: field.number(data.updatedAtTimestamp),
});

/** compliance_signoffs/{reportId} as the report view and PDF show it: times in milliseconds. */
export interface Signoff {
  reportId: string;
  /** The inspector (the report's author). */
  userId: string;
  territoryId: string;
  inspectorName: string;
  /** '' when the inspector did not sign, else a PNG data URL. */
  inspectorSignature: string;
  managerName: string;
  managerSignature: string;
  /** Milliseconds since the epoch (0 when not stored). */
  startedAt: number;
  endedAt: number;
  durationSeconds: number;
}

const millis = (value: unknown): number => field.timestamp(value)?.toMillis() ?? 0;

/** A stored sign-off; its report is the document's id. */
export const readSignoff = (data: DocumentData, reportId: string): Signoff => ({
  reportId,
  userId: field.text(data.userId),
  territoryId: field.text(data.territoryId),
  inspectorName: field.text(data.inspectorName),
  inspectorSignature: field.text(data.inspectorSignature),
  managerName: field.text(data.managerName),
  managerSignature: field.text(data.managerSignature),
  startedAt: millis(data.startedAt),
  endedAt: millis(data.endedAt),
  durationSeconds: field.number(data.durationSeconds),
});

const signoffConverter = readConverter<Signoff>(readSignoff);

const complianceReportRefs = typedRefs(
  complianceReportsCollection,
  complianceReportDoc,
  readComplianceReport,
);

/** `compliance_reports`, read as ComplianceReportDoc (readComplianceReport). */
export const complianceReportRecords = complianceReportRefs.collection;

/** One report, read as ComplianceReportDoc. */
export const complianceReportRecord = complianceReportRefs.doc;

/** A report's sign-off, read as Signoff (readSignoff). */
export const complianceSignoffRecord = (
  db: Firestore,
  reportId: string,
): DocumentReference<Signoff> => complianceSignoffDoc(db, reportId).withConverter(signoffConverter);
