import { isDownloadUrlOf } from '@/domain/uploads';
import { fields as field, type StoredFields } from './fields';

/*
 * Approval requests' stored names and pure readers (no Firebase SDK: the server's notifyEvent
 * callable and approvals job read with them too); ../approvals.ts adds the web SDK's stored
 * times, the whole request's reader and the refs:
 * - approvals/{id}: approval requests, from draft to decision (spec 02);
 * - approval_routing/{id}: the reviewer routing table (issue 27).
 */

// ------------------------------------------------------------------ approvals

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

export function isApprovalStatus(value: unknown): value is ApprovalStatus {
  return typeof value === 'string' && (APPROVAL_STATUSES as readonly string[]).includes(value);
}

/** One field whose shown value changed in an edit (a reassignment: `assigneeId`, user ids). */
export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** A history entry without its time: who, from which status to which, the notes and the edits. */
export interface HistoryEntryFields {
  by: string;
  byName: string;
  from: ApprovalStatus | '';
  to: ApprovalStatus;
  notes: string;
  changes: FieldChange[];
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

/** The entries of a stored list that are maps; anything else in it is left out. */
export function storedMaps(value: unknown): StoredFields[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is StoredFields => typeof v === 'object' && v !== null);
}

const readChange = (v: StoredFields): FieldChange => ({
  field: field.text(v.field),
  label: field.text(v.label),
  before: field.text(v.before),
  after: field.text(v.after),
});

/** A history entry; an unknown target status reads as a draft, an unknown start as none. */
export const readHistoryEntryFields = (v: StoredFields): HistoryEntryFields => ({
  by: field.text(v.by),
  byName: field.text(v.byName),
  from: isApprovalStatus(v.from) ? v.from : '',
  to: isApprovalStatus(v.to) ? v.to : 'draft',
  notes: field.text(v.notes),
  changes: storedMaps(v.changes).map(readChange),
});

/**
 * The attached files. An entry whose URL is not a Storage download URL of its own path (a link to
 * another site or object, which firestore.rules do not catch on every write: README "Approval
 * `files` entries are checked") is not a file of the request and is left out.
 */
export const readFiles = (value: unknown): AttachedFile[] =>
  storedMaps(value)
    .map((v) => ({ name: field.text(v.name), url: field.text(v.url), path: field.text(v.path) }))
    .filter((file) => file.path.startsWith('approvals/') && isDownloadUrlOf(file.url, file.path));

/**
 * The request's shown values as the reviewer last returned it (issue 28: written by the revision
 * request, checked by the rules to equal the stored ones); none before any return.
 */
export const readLastReviewed = (value: unknown): StoredFields | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as StoredFields)
    : null;

/** The assigned reviewer (issue 27); a missing or empty one reads as none. */
export const readAssigneeId = (value: unknown): string | null =>
  typeof value === 'string' && value ? value : null;

// ------------------------------------------------------------------ approval_routing

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

export function readApprovalRoute(data: StoredFields, id: string): ApprovalRoute {
  return {
    id,
    formId: isFormId(data.formId) ? data.formId : null,
    territoryId: typeof data.territoryId === 'string' && data.territoryId ? data.territoryId : null,
    reviewerId: field.text(data.reviewerId),
  };
}
