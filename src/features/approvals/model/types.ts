import type { Timestamp } from 'firebase/firestore';
import type { FormId } from './forms';
import type { FieldChange } from './history';
import type { ApprovalStatus } from './status';

/** A stored history entry (history.ts HistoryEntry with Firestore's timestamp). */
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
export interface RevisionNote {
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
  createdAt: Timestamp;
  updatedAt: Timestamp;
  lastUpdated: Timestamp;
  /** Type-specific fields (forms.ts), e.g. eventTimeAndDate, amountCents, itemIds. */
  [field: string]: unknown;
}

export type Approval = ApprovalDoc & { id: string };
