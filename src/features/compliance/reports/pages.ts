import { lazy } from 'react';
import type { FeaturePages } from '@/lib/featurePages';

/** Built reports screens by route path (see src/app/routeTable.ts). */
export const reportsPages: FeaturePages = {
  'compliance-v2/reports': lazy(() => import('./pages/ReportsListPage')),
  'compliance-v2/reports/:id/view/:franchiseeLocationId': lazy(
    () => import('./pages/ReportViewPage'),
  ),
  'compliance-v2/drafts': lazy(() => import('./pages/DraftsListPage')),
};
