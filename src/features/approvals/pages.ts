import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { appPatterns } from '@/lib/paths';

/** Built approvals screens by route path (see src/app/routeTable.ts). */
export const approvalsPages: FeaturePages = {
  [appPatterns.approvals]: lazyPage(() => import('./pages/ApprovalsListPage')),
  [appPatterns.approval]: lazyPage(() => import('./pages/ApprovalDetailPage')),
  [appPatterns.startApproval]: lazyPage(() => import('./pages/StartApprovalRequestPage')),
  [appPatterns.createApproval]: lazyPage(() => import('./pages/CreateRequestPage')),
  [appPatterns.reviseApproval]: lazyPage(() => import('./pages/ReviseRequestPage')),
  [appPatterns.resubmitApproval]: lazyPage(() => import('./pages/ResubmitRequestPage')),
  [appPatterns.approvalRouting]: lazyPage(() => import('./pages/ApprovalRoutingPage')),
};
