import { serverTimestamp, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import type { ActionPriority } from '@/data/complianceActions';
import { ACTIVE_STATUSES, type ActionStatus, type ComplianceAction } from '../model/actions';
import { actionRef } from './actions-collection';

export interface ActionWork {
  status: ActionStatus;
  note: string;
  evidence: string;
}

export interface Person {
  uid: string;
  name: string;
}

/**
 * The fields a status change writes (firestore.rules "compliance_actions"): becoming done stamps
 * completedAt, staying done or being verified keeps it, going back to work clears it; verifying
 * records the verifier.
 */
function workPatch(action: ComplianceAction, work: ActionWork, verifier: Person | null) {
  const active = ACTIVE_STATUSES.includes(work.status);
  const wasCompleted = action.status === 'done';
  return {
    status: work.status,
    isActive: active,
    note: work.note.trim(),
    evidence: work.evidence,
    ...(active ? { completedAt: null } : wasCompleted ? {} : { completedAt: serverTimestamp() }),
    ...(work.status === 'verified' && verifier
      ? { verifiedBy: verifier.uid, verifiedByName: verifier.name, verifiedAt: serverTimestamp() }
      : {}),
    updatedAt: serverTimestamp(),
  };
}

/** Saves the assignee's (or a top role's) progress: status, note, evidence, or a verification. */
export async function saveActionWork(
  db: Firestore,
  action: ComplianceAction,
  work: ActionWork,
  verifier: Person | null = null,
): Promise<void> {
  await updateDoc(actionRef(db, action.id), workPatch(action, work, verifier));
}

/** A top role's plan for an action: how urgent it is and when it is due (ms). */
export interface ActionPlan {
  priority: ActionPriority;
  dueAt: number;
}

/** Changes an action's priority and due date. Top roles only (firestore.rules). */
export async function planAction(db: Firestore, actionId: string, plan: ActionPlan): Promise<void> {
  await updateDoc(actionRef(db, actionId), {
    priority: plan.priority,
    dueDate: Timestamp.fromMillis(plan.dueAt),
    updatedAt: serverTimestamp(),
  });
}

/** Assigns an action to a user of its territory, or unassigns it (null). Top roles only. */
export async function assignAction(
  db: Firestore,
  actionId: string,
  assignee: Person | null,
): Promise<void> {
  await updateDoc(actionRef(db, actionId), {
    assigneeId: assignee?.uid ?? '',
    assigneeName: assignee?.name ?? '',
    updatedAt: serverTimestamp(),
  });
}
