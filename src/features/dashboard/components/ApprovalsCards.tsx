import { useQuery } from '@tanstack/react-query';
import { countDueApprovals, countOwnApprovals } from '@/features/approvals';
import { db } from '@/lib/firebase';
import { CountLine, DashboardCard } from '@/components/DashboardCard';
import { paths } from '@/lib/paths';
import { useDashboardScope } from './useDashboardScope';

const LINK = { to: paths.approvals.list, label: 'Open approvals' };

/** Reviewers: open requests past their due date and due within the next days (as the bell). */
export function ApprovalsDueCard() {
  const due = useQuery({
    queryKey: ['dashboard', 'approvalsDue'],
    queryFn: () => countDueApprovals(db, new Date()),
  });
  const { overdue = 0, dueSoon = 0 } = due.data ?? {};
  return (
    <DashboardCard
      title="Approval requests due"
      link={LINK}
      query={due}
      empty={overdue + dueSoon === 0 && 'No open request is overdue or due soon.'}
    >
      <CountLine value={overdue} label="overdue" testId="approvals-overdue" />
      <CountLine value={dueSoon} label="due soon" testId="approvals-due-soon" />
    </DashboardCard>
  );
}

/** Requesters: their requests corporate sent back for changes. */
export function ApprovalsReturnedCard() {
  const { uid } = useDashboardScope();
  const returned = useQuery({
    queryKey: ['dashboard', 'approvalsReturned', uid],
    queryFn: () => countOwnApprovals(db, uid, 'revisionRequested'),
  });
  return (
    <DashboardCard
      title="Approval requests returned to you"
      link={LINK}
      query={returned}
      empty={returned.data === 0 && 'None of your requests is waiting for changes.'}
    >
      <CountLine
        value={returned.data ?? 0}
        label="revision requested"
        testId="approvals-returned"
      />
    </DashboardCard>
  );
}
