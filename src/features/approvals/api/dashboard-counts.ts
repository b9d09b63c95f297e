import {
  getCountFromServer,
  query,
  Timestamp,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { approvalsDue, ownApprovals } from '../fixedQueries';
import { dueBounds } from '../model/dueBounds';
import { OPEN_STATUSES } from '../model/status';
import type { ApprovalDoc } from '../model/types';
import { approvalsCollection } from './refs';

const count = async (q: Query<ApprovalDoc>) => (await getCountFromServer(q)).data().count;

/**
 * The reviewers' dashboard card: open requests overdue and due soon, the same states the bell and
 * the list mark (model/due.ts), counted on the server (firestore.indexes.json: status, dueDate).
 */
export async function countDueApprovals(
  firestore: Firestore,
  now: Date,
): Promise<{ overdue: number; dueSoon: number }> {
  const { today, soonEnd } = dueBounds(now);
  const due = (dueFrom: Date | null, dueBefore: Date) =>
    query(
      approvalsCollection(firestore),
      ...constraintsOf(approvalsDue, {
        status: [...OPEN_STATUSES],
        dueFrom: dueFrom ? Timestamp.fromDate(dueFrom) : undefined,
        dueBefore: Timestamp.fromDate(dueBefore),
      }),
    );
  const [overdue, dueSoon] = await Promise.all([
    count(due(null, today)),
    count(due(today, soonEnd)),
  ]);
  return { overdue, dueSoon };
}

/** The requester's own requests in one status (returned for revision, drafts): `userId ==`. */
export async function countOwnApprovals(
  firestore: Firestore,
  uid: string,
  status: 'revisionRequested' | 'draft',
): Promise<number> {
  return count(
    query(approvalsCollection(firestore), ...constraintsOf(ownApprovals, { userId: uid, status })),
  );
}
