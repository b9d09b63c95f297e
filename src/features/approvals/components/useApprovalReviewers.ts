import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth';
import { db } from '@/lib/firebase';
import { listApprovalReviewers } from '../api/routing';

/** Under ['approvals'], so approvals writes refresh it with everything else of the feature. */
const REVIEWERS_KEY = ['approvals', 'reviewers'] as const;

/**
 * The users who may review requests, by name (issue 27): the routing screen's and the reassign
 * dialog's choice, and where assignee names come from (the users documents, not a copy on the
 * request). Only View Users holders can read them; for others the list stays empty.
 */
export function useApprovalReviewers() {
  const { can } = useSession();
  return useQuery({
    queryKey: REVIEWERS_KEY,
    queryFn: () => listApprovalReviewers(db),
    enabled: can('users.view'),
    staleTime: 5 * 60_000,
  });
}

/** The shown name of assignee `uid`: the user's name, or a plain description when unreadable. */
export function assigneeLabel(
  uid: string | null,
  reviewers: readonly { uid: string; name: string }[] | undefined,
): string {
  if (!uid) return 'Unassigned';
  return reviewers?.find((r) => r.uid === uid)?.name ?? 'A corporate reviewer';
}
