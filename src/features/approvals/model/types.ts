/*
 * The stored `approvals/{id}` shape (spec 01 §3 "Approval request") and its parts live on the
 * data floor with their reader (src/data/approvals.ts); the feature names them from here.
 */
export type {
  Approval,
  ApprovalDoc,
  AttachedFile,
  RequestPlace,
  StoredHistoryEntry,
} from '@/data/approvals';
