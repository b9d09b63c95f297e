import { lazyPage, type FeaturePages } from '@/lib/featurePages';

/** Built approvals screens by route path (see src/app/routeTable.ts). */
export const approvalsPages: FeaturePages = {
  approvals: lazyPage(() => import('./pages/ApprovalsListPage')),
  'approvals/:id': lazyPage(() => import('./pages/ApprovalDetailPage')),
  'start-approval-request': lazyPage(() => import('./pages/StartApprovalRequestPage')),
  'create-approval-request/:formId': lazyPage(() => import('./pages/CreateRequestPage')),
  'revise-approval-request/:formId/:id': lazyPage(() => import('./pages/ReviseRequestPage')),
  'resubmit-approval-request/:formId/:id': lazyPage(() => import('./pages/ResubmitRequestPage')),
};
