import { getCountFromServer, getDocs, query, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { followUpActions } from '../../fixedQueries';
import type { ComplianceAction } from '../model/actions';
import { actionRecords } from './actions-collection';

/** The assignee's active actions by due date: what the bell counts and lists the first of. */
const assignedActive = (db: Firestore, uid: string, limit?: number) =>
  query(
    actionRecords(db),
    ...constraintsOf(followUpActions, { assigneeId: uid, isActive: true }, { limit }),
  );

/**
 * The bell's badge: how many open or in-progress actions are assigned to `uid`, from one count
 * aggregation (one read per 1000 actions) instead of reading them.
 */
export async function countAssignedActions(db: Firestore, uid: string): Promise<number> {
  return (await getCountFromServer(assignedActive(db, uid))).data().count;
}

/**
 * The first `size` of them by due date: the overdue ones are the earliest due, so they come
 * first, as on the actions page.
 */
export async function firstAssignedActions(
  db: Firestore,
  uid: string,
  size: number,
): Promise<ComplianceAction[]> {
  return (await getDocs(assignedActive(db, uid, size))).docs.map((d) => d.data());
}
