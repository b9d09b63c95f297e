import {
  arrayUnion,
  deleteDoc,
  getDoc,
  query,
  updateDoc,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { BELL_PAGE_LIMIT, countBell, markBellRead, readBellPage } from '@/data/query/bellReads';
import { openApprovals, openApprovalsByDue } from '../fixedQueries';
import { OPEN_STATUSES } from '../model/status';
import type { Approval, ApprovalDoc } from '../model/types';
import { approvalFromSnapshot, approvalRef, approvalsCollection } from './refs';

export async function getApproval(firestore: Firestore, id: string): Promise<Approval | null> {
  return approvalFromSnapshot(await getDoc(approvalRef(firestore, id)));
}

/** Drafts are thrown away only by their author (rules: delete). */
export async function deleteDraft(firestore: Firestore, id: string): Promise<void> {
  await deleteDoc(approvalRef(firestore, id));
}

export async function markApprovalRead(firestore: Firestore, id: string, uid: string) {
  await updateDoc(approvalRef(firestore, id), { readRecipients: arrayUnion(uid) });
}

/** The reviewer bell's list: open requests assigned to `uid` (issue 27), most urgent (earliest due) first. */
export function getOpenApprovalsPage(
  firestore: Firestore,
  uid: string,
  after?: QueryDocumentSnapshot<ApprovalDoc>,
) {
  return readBellPage(
    query(
      approvalsCollection(firestore),
      ...constraintsOf(
        openApprovalsByDue,
        { assigneeId: uid, status: [...OPEN_STATUSES] },
        { limit: BELL_PAGE_LIMIT },
      ),
    ),
    after,
    (d): Approval => ({ ...d.data(), id: d.id }),
  );
}

/** Exact unread count of the bell: open requests assigned to `uid` minus those `uid` has read. */
export function countOpenApprovals(firestore: Firestore, uid: string) {
  return countBell(
    (readBy) =>
      query(
        approvalsCollection(firestore),
        ...constraintsOf(openApprovals, {
          assigneeId: uid,
          status: [...OPEN_STATUSES],
          readRecipients: readBy,
        }),
      ),
    uid,
  );
}

/** "Mark all as read": every open request assigned to `uid` it has not read. */
export function markAllOpenApprovalsRead(firestore: Firestore, uid: string) {
  return markBellRead(
    query(
      approvalsCollection(firestore),
      ...constraintsOf(openApprovals, { assigneeId: uid, status: [...OPEN_STATUSES] }),
    ),
    uid,
  );
}
