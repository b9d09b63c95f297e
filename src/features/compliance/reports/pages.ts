import { lazyPage, type FeaturePages } from '@/lib/featurePages';

/** Built reports screens by route path (see src/app/routeTable.ts). */
export const reportsPages: FeaturePages = {
  'compliance-v2/reports': lazyPage(() => import('./pages/ReportsListPage')),
  'compliance-v2/reports/:id/view/:franchiseeLocationId': lazyPage(
    () => import('./pages/ReportViewPage'),
  ),
  'compliance-v2/drafts': lazyPage(() => import('./pages/DraftsListPage')),
};
