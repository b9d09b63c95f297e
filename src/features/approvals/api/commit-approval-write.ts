import { writeBatch, type DocumentData, type Firestore, type WriteBatch } from 'firebase/firestore';
import { buildMail, getMailPerson, getTeamEmails, writeMail, type MailEvent } from '../../mail';
import { approvalMailKind } from '../model/mailEvent';
import type { ApprovalStatus } from '../model/status';
import { approvalRef } from './refs';

/** What the mail of a sending or a decision says, and to whom (the requester). */
interface ApprovalMailInfo {
  /** History entries after this write: one mail per sending or decision (the mail id). */
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
  /** Given by every app write; without it (some rules tests) no mail is written. */
  mail?: ApprovalMailInfo;
}

/** The mail event of `write` (model/mailEvent.ts decides which), or null. */
async function approvalMailEvent(
  firestore: Firestore,
  write: ApprovalWrite,
  info: ApprovalMailInfo,
): Promise<MailEvent | null> {
  const kind = approvalMailKind(write.from, write.to);
  if (!kind) return null;
  const common = {
    requestId: write.id,
    historyCount: info.historyCount,
    requestName: info.requestName,
  };
  if (kind.type === 'approvalSubmitted') {
    return { type: kind.type, ...common, locationName: info.locationName };
  }
  const requester = await getMailPerson(firestore, info.requesterId);
  return { type: kind.type, ...common, decision: kind.decision, requester };
}

/** The built mail of `write`, or null (no event, nobody to tell, or the e-mails unreadable). */
async function mailOf(firestore: Firestore, write: ApprovalWrite, uid: string) {
  if (!write.mail) return null;
  try {
    const event = await approvalMailEvent(firestore, write, write.mail);
    return event ? buildMail(event, await getTeamEmails(firestore), uid) : null;
  } catch (error) {
    console.warn('Team e-mails could not be read; the request is saved without its mail', error);
    return null;
  }
}

/**
 * The single place every approval request write goes through, as one batch, with the mail of a
 * sending or a decision (issue 17) in the same batch, so a request never changes without it
 * (the rules pair each mail with its transition).
 */
export async function commitApprovalWrite(firestore: Firestore, write: ApprovalWrite, uid: string) {
  const mail = await mailOf(firestore, write, uid);
  const batch = writeBatch(firestore);
  const ref = approvalRef(firestore, write.id);
  if (write.kind === 'create') batch.set(ref, write.data);
  else batch.update(ref, write.data);
  write.alsoWrite?.(batch);
  writeMail(firestore, batch, mail);
  await batch.commit();
}
