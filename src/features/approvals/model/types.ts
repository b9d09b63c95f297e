/*
 * The stored `approvals/{id}` shape (spec 01 §3 "Approval request") and its parts live on the
 * data floor with their readers (src/data/approvals.ts, and src/data/shapes/approvals.ts for
 * what has no stored time); the feature names them from here.
 */
export type { Approval, ApprovalDoc, StoredHistoryEntry } from '@/data/approvals';
export type { AttachedFile, RequestPlace } from '@/data/shapes/approvals';
