import {
  doc,
  type CollectionReference,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { approvalRecord, approvalRecords } from '@/data/approvals';
import type { Approval, ApprovalDoc } from '../model/types';

/**
 * The `approvals` collection on any Firestore instance (the rules tests pass their own), read by
 * the stored shape's reader (src/data/approvals.ts readApproval).
 */
export function approvalsCollection(firestore: Firestore): CollectionReference<ApprovalDoc> {
  return approvalRecords(firestore);
}

export function approvalRef(firestore: Firestore, id: string): DocumentReference<ApprovalDoc> {
  return approvalRecord(firestore, id);
}

/** A fresh id, chosen before saving so files can be stored under it. */
export function newApprovalId(firestore: Firestore): string {
  return doc(approvalsCollection(firestore)).id;
}

export function approvalFromSnapshot(snap: DocumentSnapshot<ApprovalDoc>): Approval | null {
  const data = snap.data();
  return data ? { ...data, id: snap.id } : null;
}
