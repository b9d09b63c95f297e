import { writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { notifyEvent } from '../../mail';
import { approvalRef } from './refs';

/** One change of a request: its id, the written fields, and what kind of change it is. */
interface ApprovalWrite {
  id: string;
  /** 'create' writes the whole document; 'update' the given fields. */
  kind: 'create' | 'update';
  data: DocumentData;
  /** The write gives the request a new assignee (a reassignment): its mail once it is saved. */
  assigns?: boolean;
}

/**
 * The single place every browser write of an approval request goes through (sending and the
 * decisions are the server's: api/send-request.ts, api/decide-request.ts). Once a reassignment is
 * saved, the server is asked for the assignee's mail (notifyEvent: it checks the request's latest
 * history entry and writes the mail once; issue 27).
 */
export async function commitApprovalWrite(firestore: Firestore, write: ApprovalWrite) {
  const batch = writeBatch(firestore);
  const ref = approvalRef(firestore, write.id);
  if (write.kind === 'create') batch.set(ref, write.data);
  else batch.update(ref, write.data);
  await batch.commit();
  if (write.assigns) notifyEvent(firestore, 'approvalAssigned', write.id);
}
