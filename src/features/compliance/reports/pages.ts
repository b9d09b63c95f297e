import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { appPatterns } from '@/lib/paths';

/** Built reports screens by route path (see src/app/routeTable.ts). */
export const reportsPages: FeaturePages = {
  [appPatterns.complianceReports]: lazyPage(() => import('./pages/ReportsListPage')),
  [appPatterns.complianceReport]: lazyPage(() => import('./pages/ReportViewPage')),
  [appPatterns.complianceDrafts]: lazyPage(() => import('./pages/DraftsListPage')),
};
