import type { QueryDocumentSnapshot } from 'firebase/firestore';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { QueryBell } from '@/components/NotificationPopover';
import { useSession, useSignedInUser } from '@/features/auth';
import { db } from '@/lib/firebase';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import {
  countOpenApprovals,
  getOpenApprovalsPage,
  markAllOpenApprovalsRead,
  markApprovalRead,
} from '../api/read-approvals';
import { DUE_LABELS, dueState } from '../model/due';
import { FORM_DEFS } from '../model/forms';
import type { Approval, ApprovalDoc } from '../model/types';

/**
 * Reviewers' bell (issue 12, assigned since issue 27): the open requests (submitted or
 * resubmitted) assigned to the reviewer, most urgent first, with overdue and due-soon marked; the
 * badge counts those the reviewer has not opened. Pages of 5, Mark all as read, as the order
 * bells. Every holder of Review Approval Requests has it (the rules let an assignee read what is
 * assigned to them).
 */
export function ApprovalsBell({ popoverWidth }: { popoverWidth?: number }) {
  const { can } = useSession();
  const { user } = useSignedInUser();
  const uid = user.uid;
  return (
    <QueryBell<Approval, QueryDocumentSnapshot<ApprovalDoc>>
      popoverWidth={popoverWidth}
      source={{
        label: 'Approval requests',
        icon: <FactCheckIcon />,
        badgeTestId: 'approvals-bell-badge',
        uid,
        enabled: can('approvals.review'),
        // Under ['approvals'], so every approvals write that invalidates that prefix recounts it.
        countKey: ['approvals', 'bellCount', uid],
        count: () => countOpenApprovals(db, uid),
        fetchPage: (after) => getOpenApprovalsPage(db, uid, after),
        markRead: (ids) => Promise.all(ids.map((id) => markApprovalRead(db, id, uid))),
        markAll: () => markAllOpenApprovalsRead(db, uid),
        loadErrorMessage: 'Could not load approval requests',
        describe: (r) => {
          const due = dueState(r.status, r.dueDate?.toDate() ?? null, new Date());
          return {
            primary: r.name,
            secondary: [
              due ? DUE_LABELS[due] : null,
              r.dueDate ? `due ${formatDate(r.dueDate)}` : null,
              FORM_DEFS[r.formId]?.title,
              r.franchiseeLocationName,
            ]
              .filter(Boolean)
              .join(' · '),
          };
        },
        pathOf: (r) => paths.approvals.detail(r.id),
      }}
    />
  );
}
