import { collection, doc, Timestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { field, typedRefs } from './converter';
import type { StoredFields } from './shapes/fields';
import {
  isApprovalStatus,
  isFormId,
  readApprovalRoute,
  readAssigneeId,
  readFiles,
  readLastReviewed,
  readHistoryEntryFields,
  storedMaps,
  type ApprovalStatus,
  type AttachedFile,
  type FormId,
  type HistoryEntryFields,
  type RequestPlace,
} from './shapes/approvals';

/*
 * approvals/{id}: approval requests, from draft to decision (spec 02). Its stored shape with the
 * reader and converter, and its refs, taking the Firestore instance (the browser's or, later, the
 * server's). Every write goes through one batch (features/approvals commitApprovalWrite) with
 * FieldValues (serverTimestamp, arrayUnion), so writes use the raw refs. The names, types and
 * readers without the web SDK's times are in ./shapes/approvals.ts (the server reads with them).
 */

const approvalsCollection = (db: Firestore) => collection(db, COLLECTIONS.approvals);

const approvalDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.approvals, id);

/** A stored history entry: who, when, from which status to which, the notes and the edits. */
export interface StoredHistoryEntry extends HistoryEntryFields {
  at: Timestamp;
}

/** One of the spec's revision notes: the list only grows. */
interface RevisionNote {
  by: string;
  byName: string;
  at: Timestamp;
  notes: string;
}

/** approvals/{id} (spec 01 §3 "Approval request"): common fields plus the type's own. */
export interface ApprovalDoc extends RequestPlace {
  formId: FormId;
  status: ApprovalStatus;
  name: string;
  details: string;
  userId: string;
  requesterName: string;
  isTruckForm: boolean;
  dueDate: Timestamp | null;
  revisionNotes: RevisionNote[];
  history: StoredHistoryEntry[];
  readRecipients: string[];
  files: AttachedFile[];
  /**
   * The reviewer the routing table assigned when the request was sent, or a reassignment's
   * (issue 27); null for drafts and for a request sent while the table had nobody for it.
   */
  assigneeId: string | null;
  /**
   * The shown values as the reviewer last returned the request (issue 28), from which "Changed
   * since the last review" is computed; null before any return.
   */
  lastReviewed: StoredFields | null;
  /** Null while the write's server timestamp is pending. */
  createdAt: Timestamp | null;
  updatedAt: Timestamp | null;
  lastUpdated: Timestamp | null;
  /** Type-specific fields (forms.ts), e.g. eventTimeAndDate, amountCents, itemIds. */
  [field: string]: unknown;
}

export type Approval = ApprovalDoc & { id: string };

// History and notes are appended with the device's time (arrayUnion takes no server timestamp),
// so every entry has one; a hand-made entry without it reads as the epoch.
const entryTime = (value: unknown) => field.timestamp(value) ?? Timestamp.fromMillis(0);

/** A history entry with its time. */
const readHistoryEntry = (v: StoredFields): StoredHistoryEntry => ({
  ...readHistoryEntryFields(v),
  at: entryTime(v.at),
});

const readRevisionNote = (v: StoredFields): RevisionNote => ({
  by: field.text(v.by),
  byName: field.text(v.byName),
  at: entryTime(v.at),
  notes: field.text(v.notes),
});

/**
 * A stored request. The common fields are read to their types; the type's own fields (forms.ts)
 * pass through as stored, since each form's definition reads its own. An unknown form reads as
 * a marketing request (no side effect on approval), an unknown status as a draft.
 */
export function readApproval(data: DocumentData): ApprovalDoc {
  return {
    ...data,
    territoryId: field.text(data.territoryId),
    territoryName: field.text(data.territoryName),
    franchiseeLocationId: field.text(data.franchiseeLocationId),
    franchiseeLocationName: field.text(data.franchiseeLocationName),
    franchiseeLocationType: field.text(data.franchiseeLocationType),
    formId: isFormId(data.formId) ? data.formId : 'marketing',
    status: isApprovalStatus(data.status) ? data.status : 'draft',
    name: field.text(data.name),
    details: field.text(data.details),
    userId: field.text(data.userId),
    requesterName: field.text(data.requesterName),
    isTruckForm: field.flag(data.isTruckForm),
    dueDate: field.timestamp(data.dueDate),
    revisionNotes: storedMaps(data.revisionNotes).map(readRevisionNote),
    history: storedMaps(data.history).map(readHistoryEntry),
    readRecipients: field.textList(data.readRecipients),
    files: readFiles(data.files),
    assigneeId: readAssigneeId(data.assigneeId),
    lastReviewed: readLastReviewed(data.lastReviewed),
    createdAt: field.timestamp(data.createdAt),
    updatedAt: field.timestamp(data.updatedAt),
    lastUpdated: field.timestamp(data.lastUpdated),
  };
}

const approvalRefs = typedRefs(approvalsCollection, approvalDoc, readApproval);

/** `approvals`, read as ApprovalDoc (readApproval). */
export const approvalRecords = approvalRefs.collection;

/** One request, read as ApprovalDoc. */
export const approvalRecord = approvalRefs.doc;

// approval_routing/{id} (issue 27): its shape and reader are in ./shapes/approvals.ts.

const approvalRoutesCollection = (db: Firestore) => collection(db, COLLECTIONS.approvalRouting);

const approvalRouteDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.approvalRouting, id);

const approvalRouteRefs = typedRefs(approvalRoutesCollection, approvalRouteDoc, readApprovalRoute);

/** `approval_routing`, read as ApprovalRoute. */
export const approvalRouteRecords = approvalRouteRefs.collection;

/** Raw ref of a routing document, for writes. */
export const approvalRouteRef = approvalRouteDoc;
