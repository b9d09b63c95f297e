import {
  arrayUnion,
  deleteDoc,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  startAfter,
  updateDoc,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { NOTIFICATION_PAGE_SIZE, chunk } from '@/lib/readState';
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

export interface BellPage {
  items: Approval[];
  last: QueryDocumentSnapshot<ApprovalDoc> | null;
  hasNext: boolean;
}

export async function getOpenApprovalsPage(
  firestore: Firestore,
  uid: string,
  after?: QueryDocumentSnapshot<ApprovalDoc>,
): Promise<BellPage> {
  // The reviewer bell's list: open requests assigned to `uid` (issue 27), most urgent (earliest
  // due) first; one extra document tells whether another page follows.
  const snap = await getDocs(
    query(
      approvalsCollection(firestore),
      ...constraintsOf(
        openApprovalsByDue,
        { assigneeId: uid, status: [...OPEN_STATUSES] },
        { limit: NOTIFICATION_PAGE_SIZE + 1 },
      ),
      ...(after ? [startAfter(after)] : []),
    ),
  );
  const docs = snap.docs.slice(0, NOTIFICATION_PAGE_SIZE);
  return {
    items: docs.map((d) => ({ ...d.data(), id: d.id })),
    last: docs.at(-1) ?? null,
    hasNext: snap.docs.length > NOTIFICATION_PAGE_SIZE,
  };
}

/** Exact unread count of the bell: open requests assigned to `uid` minus those `uid` has read. */
export async function countOpenApprovals(firestore: Firestore, uid: string) {
  const open = (readBy?: string) =>
    query(
      approvalsCollection(firestore),
      ...constraintsOf(openApprovals, {
        assigneeId: uid,
        status: [...OPEN_STATUSES],
        readRecipients: readBy,
      }),
    );
  const [all, read] = await Promise.all([
    getCountFromServer(open()),
    getCountFromServer(open(uid)),
  ]);
  const total = all.data().count;
  return { total, unread: total - read.data().count };
}

/** "Mark all as read": every open request assigned to `uid` it has not read, 100 at a time. */
export async function markAllOpenApprovalsRead(firestore: Firestore, uid: string) {
  const snap = await getDocs(
    query(
      approvalsCollection(firestore),
      ...constraintsOf(openApprovals, { assigneeId: uid, status: [...OPEN_STATUSES] }),
    ),
  );
  const unread = snap.docs.filter((d) => !(d.data().readRecipients ?? []).includes(uid));
  for (const part of chunk(unread, 100)) {
    await Promise.all(part.map((d) => markApprovalRead(firestore, d.id, uid)));
  }
}
