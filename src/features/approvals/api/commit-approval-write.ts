import { writeBatch, type DocumentData, type Firestore, type WriteBatch } from 'firebase/firestore';
import { notifyEvent } from '../../mail';
import { approvalMailKind } from '../model/mailEvent';
import type { ApprovalStatus } from '../model/status';
import { approvalRef } from './refs';

/**
 * What the mail of a decision was built from in the browser. The server builds it now from the
 * stored request (functions/src/mail/notifyEvent.ts); a write that carries it asks for the mail
 * after it is saved. (A sending's mails are written by the server's sendApprovalRequest.)
 */
interface ApprovalMailInfo {
  /** History entries after this write: one mail per decision (the mail id). */
  historyCount: number;
  requestName: string;
  locationName: string;
  requesterId: string;
}

/** One change of a request: its id, the written fields, and what kind of change it is. */
interface ApprovalWrite {
  id: string;
  /** 'create' writes the whole document; 'update' the given fields. */
  kind: 'create' | 'update';
  data: DocumentData;
  /** The status before (null for a new request) and after the write. */
  from: ApprovalStatus | null;
  to: ApprovalStatus;
  /** What else the change does, in the same batch (an approved refund's sales adjustment). */
  alsoWrite?: (batch: WriteBatch) => void;
  /** Given by every decision; without it (saves, some rules tests) no mail is asked for. */
  mail?: ApprovalMailInfo;
  /** The write gives the request a new assignee (a reassignment): its mail once it is saved. */
  assigns?: boolean;
}

/**
 * The single place every browser write of an approval request goes through, as one batch (sending
 * is the server's: api/send-request.ts). Once a decision (model/mailEvent.ts) is saved, the server
 * is asked for its mail, and once a reassignment is, for the assignee's (notifyEvent: it checks
 * the request's latest history entry and writes each mail once; issue 27).
 */
export async function commitApprovalWrite(
  firestore: Firestore,
  write: ApprovalWrite,
  // The server takes the author and reviewer from the request's history, not from the browser.
  _uid: string,
) {
  const batch = writeBatch(firestore);
  const ref = approvalRef(firestore, write.id);
  if (write.kind === 'create') batch.set(ref, write.data);
  else batch.update(ref, write.data);
  write.alsoWrite?.(batch);
  await batch.commit();
  const mail = write.mail ? approvalMailKind(write.from, write.to) : null;
  if (mail) notifyEvent(firestore, mail.type, write.id);
  if (write.assigns) notifyEvent(firestore, 'approvalAssigned', write.id);
}
