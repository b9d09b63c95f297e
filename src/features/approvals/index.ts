import { lazy } from 'react';

export { approvalsPages } from './pages';

/** The reviewers' header bell; lazy so the first page's bundle stays small. */
export const ApprovalsBell = lazy(() =>
  import('./components/ApprovalsBell').then((m) => ({ default: m.ApprovalsBell })),
);
// The home dashboard's approvals cards (issue 14).
export { countDueApprovals, countOwnApprovals } from './api/dashboard-counts';
export { approvalPaths } from './paths';
