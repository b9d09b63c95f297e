import {
  doc,
  type CollectionReference,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { approvalsCollection as storedApprovals } from '@/data/approvals';
import type { Approval, ApprovalDoc } from '../model/types';

/** The `approvals` collection on any Firestore instance (the rules tests pass their own). */
export function approvalsCollection(firestore: Firestore): CollectionReference<ApprovalDoc> {
  // The cast names the stored shape; firestore.rules (validApproval) guarantees it.
  return storedApprovals(firestore) as CollectionReference<ApprovalDoc>;
}

export function approvalRef(firestore: Firestore, id: string): DocumentReference<ApprovalDoc> {
  return doc(approvalsCollection(firestore), id);
}

/** A fresh id, chosen before saving so files can be stored under it. */
export function newApprovalId(firestore: Firestore): string {
  return doc(approvalsCollection(firestore)).id;
}

export function approvalFromSnapshot(snap: DocumentSnapshot<ApprovalDoc>): Approval | null {
  const data = snap.data();
  return data ? { ...data, id: snap.id } : null;
}
