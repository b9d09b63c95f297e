import {
  arrayUnion,
  deleteDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  type Firestore,
} from 'firebase/firestore';
import { approvalRouteRecords, approvalRouteRef } from '@/data/approvals';
import type { ApprovalRoute, FormId } from '@/data/shapes/approvals';
import { constraintsOf } from '@/data/query/declaredQuery';
import { usersCollection } from '@/data/users';
import { approvalReviewers } from '../fixedQueries';
import { ASSIGNEE_FIELD, routeId } from '../model/routing';
import type { Approval, StoredHistoryEntry } from '../model/types';
import { commitApprovalWrite } from './commit-approval-write';
import type { RequestActor } from './save-request';

/** The whole routing table (a few dozen documents at most: types x (territories + 1) + 1). */
export async function listApprovalRoutes(firestore: Firestore): Promise<ApprovalRoute[]> {
  const snap = await getDocs(approvalRouteRecords(firestore));
  return snap.docs.map((d) => d.data());
}

/** Sets (or, with reviewerId null, clears) one entry of the routing table; top roles only. */
export async function saveApprovalRoute(
  firestore: Firestore,
  formId: FormId | null,
  territoryId: string | null,
  reviewerId: string | null,
  uid: string,
): Promise<void> {
  const ref = approvalRouteRef(firestore, routeId(formId, formId === null ? null : territoryId));
  if (reviewerId === null) {
    await deleteDoc(ref);
    return;
  }
  await setDoc(ref, {
    formId,
    territoryId: formId === null ? null : territoryId,
    reviewerId,
    updatedBy: uid,
    updatedAt: serverTimestamp(),
  });
}

export interface Reviewer {
  uid: string;
  name: string;
}

/**
 * Active users holding Review Approval Requests, by name: who may be routed or reassigned a
 * request, and the names shown for assignees. Needs View Users (the top roles).
 */
export async function listApprovalReviewers(firestore: Firestore): Promise<Reviewer[]> {
  const snap = await getDocs(
    query(usersCollection(firestore), ...constraintsOf(approvalReviewers, { canReview: true })),
  );
  return snap.docs
    .filter((d) => d.get('disabled') !== true && d.get('role'))
    .map((d) => ({
      uid: d.id,
      name:
        `${String(d.get('firstName') ?? '')} ${String(d.get('lastName') ?? '')}`.trim() ||
        'No name',
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Hands an open request to another reviewer with a reason (a top role, or the current assignee):
 * one history entry, status unchanged, whose one change is the assignee before and after. The
 * new assignee is mailed once it is saved (approvalAssigned).
 */
export async function reassignApproval(
  firestore: Firestore,
  request: Pick<Approval, 'id' | 'status' | 'assigneeId'>,
  toUid: string,
  reason: string,
  actor: RequestActor,
): Promise<void> {
  const entry: StoredHistoryEntry = {
    by: actor.uid,
    byName: actor.name,
    at: Timestamp.now(),
    from: request.status,
    to: request.status,
    notes: reason.trim(),
    changes: [
      { field: ASSIGNEE_FIELD, label: 'Assignee', before: request.assigneeId ?? '', after: toUid },
    ],
  };
  await commitApprovalWrite(firestore, {
    id: request.id,
    kind: 'update',
    data: {
      assigneeId: toUid,
      history: arrayUnion(entry),
      updatedAt: serverTimestamp(),
      lastUpdated: serverTimestamp(),
    },
    assigns: true,
  });
}
