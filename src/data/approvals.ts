import { collection, doc, Timestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { field, typedRefs } from './converter';

/*
 * approvals/{id}: approval requests, from draft to decision (spec 02). Its stored shape with the
 * reader and converter, and its refs, taking the Firestore instance (the browser's or, later, the
 * server's). Every write goes through one batch (features/approvals commitApprovalWrite) with
 * FieldValues (serverTimestamp, arrayUnion), so writes use the raw refs.
 */

const approvalsCollection = (db: Firestore) => collection(db, COLLECTIONS.approvals);

const approvalDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.approvals, id);

/**
 * The request types (issue 12): each is a typed form, `formId`, with the spec's type-specific
 * fields (features/approvals/model/forms.ts defines each; firestore.rules mirrors them).
 */
export const FORM_IDS = [
  'refund',
  'marketing',
  'event',
  'menu-item',
  'promotion',
  'equipment',
  'hours-change',
] as const;
export type FormId = (typeof FORM_IDS)[number];

export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && (FORM_IDS as readonly string[]).includes(value);
}

/** Request statuses (features/approvals/model/status.ts says who moves a request between them). */
export const APPROVAL_STATUSES = [
  'draft',
  'submitted',
  'revisionRequested',
  'resubmitted',
  'approved',
  'denied',
  'withdrawn',
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

function isApprovalStatus(value: unknown): value is ApprovalStatus {
  return typeof value === 'string' && (APPROVAL_STATUSES as readonly string[]).includes(value);
}

/** One field whose shown value changed in an edit. */
export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** A stored history entry: who, when, from which status to which, the notes and the edits. */
export interface StoredHistoryEntry {
  by: string;
  byName: string;
  at: Timestamp;
  from: ApprovalStatus | '';
  to: ApprovalStatus;
  notes: string;
  changes: FieldChange[];
}

/** One of the spec's revision notes: the list only grows. */
interface RevisionNote {
  by: string;
  byName: string;
  at: Timestamp;
  notes: string;
}

export interface AttachedFile {
  name: string;
  url: string;
  /** Storage path: approvals/<formId>/<requestId>/<name> (spec 01 §3). */
  path: string;
}

/** Where a request is for; names are copied so lists need no joins (the rules check them). */
export interface RequestPlace {
  territoryId: string;
  territoryName: string;
  franchiseeLocationId: string;
  franchiseeLocationName: string;
  franchiseeLocationType: string;
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

/** The entries of a stored list that are maps; anything else in it is left out. */
function maps(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null);
}

const readChange = (v: Record<string, unknown>): FieldChange => ({
  field: field.text(v.field),
  label: field.text(v.label),
  before: field.text(v.before),
  after: field.text(v.after),
});

/** A history entry; an unknown target status reads as a draft, an unknown start as none. */
const readHistoryEntry = (v: Record<string, unknown>): StoredHistoryEntry => ({
  by: field.text(v.by),
  byName: field.text(v.byName),
  at: entryTime(v.at),
  from: isApprovalStatus(v.from) ? v.from : '',
  to: isApprovalStatus(v.to) ? v.to : 'draft',
  notes: field.text(v.notes),
  changes: maps(v.changes).map(readChange),
});

const readRevisionNote = (v: Record<string, unknown>): RevisionNote => ({
  by: field.text(v.by),
  byName: field.text(v.byName),
  at: entryTime(v.at),
  notes: field.text(v.notes),
});

/** The attached files; an entry without a URL is not a file and is left out. */
const readFiles = (value: unknown): AttachedFile[] =>
  maps(value)
    .map((v) => ({ name: field.text(v.name), url: field.text(v.url), path: field.text(v.path) }))
    .filter((file) => file.url !== '');

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
    revisionNotes: maps(data.revisionNotes).map(readRevisionNote),
    history: maps(data.history).map(readHistoryEntry),
    readRecipients: field.textList(data.readRecipients),
    files: readFiles(data.files),
    assigneeId: typeof data.assigneeId === 'string' && data.assigneeId ? data.assigneeId : null,
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

/*
 * approval_routing/{id} (issue 27): the reviewer of a request type in a territory
 * (`<formId>_<territoryId>`), a type's fallback (`<formId>_default`) and the overall fallback
 * (`default`); features/approvals/model/routing.ts picks from them. Written by the top roles.
 */

export interface ApprovalRoute {
  id: string;
  /** null for the overall fallback. */
  formId: FormId | null;
  /** null for a fallback. */
  territoryId: string | null;
  reviewerId: string;
}

function readApprovalRoute(data: DocumentData, id: string): ApprovalRoute {
  return {
    id,
    formId: isFormId(data.formId) ? data.formId : null,
    territoryId: typeof data.territoryId === 'string' && data.territoryId ? data.territoryId : null,
    reviewerId: field.text(data.reviewerId),
  };
}

const approvalRoutesCollection = (db: Firestore) => collection(db, COLLECTIONS.approvalRouting);

const approvalRouteDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.approvalRouting, id);

const approvalRouteRefs = typedRefs(approvalRoutesCollection, approvalRouteDoc, readApprovalRoute);

/** `approval_routing`, read as ApprovalRoute. */
export const approvalRouteRecords = approvalRouteRefs.collection;

/** One routing document, read as ApprovalRoute. */
export const approvalRouteRecord = approvalRouteRefs.doc;

/** Raw ref of a routing document, for writes. */
export const approvalRouteRef = approvalRouteDoc;
