import { collection, doc, type DocumentData, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { readQuestionWeight, type QuestionWeight } from './complianceCatalogue';
import { readReportImages, type ReportImage } from './complianceReports';
import { field, typedRefs } from './converter';

/*
 * compliance_actions/{reportId}_{questionId}: the follow-up action of a failed question, created
 * in the report's publish transaction. Its shape as the app uses it with the reader and
 * converter, and its refs, taking the Firestore instance (the browser's or, later, the server's).
 * Writes (the publish transaction, progress updates with serverTimestamp()) use the raw refs.
 */

const complianceActionsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.complianceActions);

export const complianceActionDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.complianceActions, id);

/** open -> in progress -> done -> verified (features/compliance/actions/model/actions.ts). */
export const ACTION_STATUSES = ['open', 'inProgress', 'done', 'verified'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

const ACTION_PRIORITIES = ['high', 'medium', 'low'] as const;
export type ActionPriority = (typeof ACTION_PRIORITIES)[number];

/** An action; its times are milliseconds since the epoch (stored as Timestamps). */
export interface ComplianceAction {
  id: string;
  reportId: string;
  serialNo: number;
  questionId: string;
  question: string;
  sectionName: string;
  weight: QuestionWeight;
  comment: string;
  images: ReportImage[];
  franchiseeLocationId: string;
  franchiseeLocationName: string;
  territoryId: string;
  territoryName: string;
  status: ActionStatus;
  isActive: boolean;
  priority: ActionPriority;
  /** Milliseconds since the epoch (stored as the Timestamp `dueDate`). */
  dueAt: number;
  assigneeId: string;
  assigneeName: string;
  note: string;
  /** '' or a data:image/jpeg;base64 URL. */
  evidence: string;
  completedAt: number | null;
  verifiedBy: string;
  verifiedByName: string;
  verifiedAt: number | null;
  createdBy: string;
}

const millis = (value: unknown): number | null => field.timestamp(value)?.toMillis() ?? null;

/**
 * A stored action as the app uses it: Timestamps become milliseconds (a missing due date reads as
 * the epoch, so the action shows as overdue rather than never due). An unknown status reads as
 * open and an unknown priority as low.
 */
export const readComplianceAction = (data: DocumentData, id: string): ComplianceAction => ({
  id,
  reportId: field.text(data.reportId),
  serialNo: field.number(data.serialNo),
  questionId: field.text(data.questionId),
  question: field.text(data.question),
  sectionName: field.text(data.sectionName),
  weight: readQuestionWeight(data.weight),
  comment: field.text(data.comment),
  images: readReportImages(data.images),
  franchiseeLocationId: field.text(data.franchiseeLocationId),
  franchiseeLocationName: field.text(data.franchiseeLocationName),
  territoryId: field.text(data.territoryId),
  territoryName: field.text(data.territoryName),
  status: ACTION_STATUSES.find((s) => s === data.status) ?? 'open',
  isActive: field.flag(data.isActive),
  priority: ACTION_PRIORITIES.find((p) => p === data.priority) ?? 'low',
  dueAt: millis(data.dueDate) ?? 0,
  assigneeId: field.text(data.assigneeId),
  assigneeName: field.text(data.assigneeName),
  note: field.text(data.note),
  evidence: field.text(data.evidence),
  completedAt: millis(data.completedAt),
  verifiedBy: field.text(data.verifiedBy),
  verifiedByName: field.text(data.verifiedByName),
  verifiedAt: millis(data.verifiedAt),
  createdBy: field.text(data.createdBy),
});

const complianceActionRefs = typedRefs(
  complianceActionsCollection,
  complianceActionDoc,
  readComplianceAction,
);

/** `compliance_actions`, read as ComplianceAction (readComplianceAction). */
export const complianceActionRecords = complianceActionRefs.collection;

/** One action, read as ComplianceAction. */
export const complianceActionRecord = complianceActionRefs.doc;
