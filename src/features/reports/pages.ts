import { lazy } from 'react';
import type { FeaturePages } from '@/lib/featurePages';
import { inventoryPages } from './inventory/pages';

/** Built report screens by route path (see src/app/routeTable.ts). */
export const reportsPages: FeaturePages = {
  'reports/item-sales': lazy(() =>
    import('./pages/ItemSalesPage').then((m) => ({ default: m.ItemSalesPage })),
  ),
  'reports/franchise-sales': lazy(() =>
    import('./pages/FranchiseSalesPage').then((m) => ({ default: m.FranchiseSalesPage })),
  ),
  'reports/dashboard': lazy(() =>
    import('./pages/ReportsDashboardPage').then((m) => ({ default: m.ReportsDashboardPage })),
  ),
  ...inventoryPages,
};
