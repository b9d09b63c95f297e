import { lazy } from 'react';
import type { FeaturePages } from '@/lib/featurePages';

/** Built approvals screens by route path (see src/app/routeTable.ts). */
export const approvalsPages: FeaturePages = {
  approvals: lazy(() => import('./pages/ApprovalsListPage')),
  'approvals/:id': lazy(() => import('./pages/ApprovalDetailPage')),
  'start-approval-request': lazy(() => import('./pages/StartApprovalRequestPage')),
  'create-approval-request/:formId': lazy(() => import('./pages/CreateRequestPage')),
  'revise-approval-request/:formId/:id': lazy(() => import('./pages/ReviseRequestPage')),
  'resubmit-approval-request/:formId/:id': lazy(() => import('./pages/ResubmitRequestPage')),
};
