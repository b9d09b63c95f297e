import { writeBatch, type DocumentData, type Firestore, type WriteBatch } from 'firebase/firestore';
import type { ApprovalStatus } from '../model/status';
import { approvalRef } from './refs';

/** One change of a request: its id, the written fields, and what kind of change it is. */
export interface ApprovalWrite {
  id: string;
  /** 'create' writes the whole document; 'update' the given fields. */
  kind: 'create' | 'update';
  data: DocumentData;
  /** The status before (null for a new request) and after the write. */
  from: ApprovalStatus | null;
  to: ApprovalStatus;
  /** What else the change does, in the same batch (an approved refund's sales adjustment). */
  alsoWrite?: (batch: WriteBatch) => void;
}

/**
 * The single place every approval request write goes through, as one batch. Issue 17 adds the
 * "approval submitted" / "approval decided" mail documents here: when `to` is submitted or
 * resubmitted (and `from` differs), or approved / denied / revisionRequested, append the mail
 * document to this same batch so a request never changes without its mail.
 */
export async function commitApprovalWrite(firestore: Firestore, write: ApprovalWrite) {
  const batch = writeBatch(firestore);
  const ref = approvalRef(firestore, write.id);
  if (write.kind === 'create') batch.set(ref, write.data);
  else batch.update(ref, write.data);
  write.alsoWrite?.(batch);
  await batch.commit();
}
