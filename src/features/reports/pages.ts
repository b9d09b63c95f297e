import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { appPatterns } from '@/lib/paths';
import { inventoryPages } from './inventory/pages';

/** Built report screens by route path (see src/app/routeTable.ts). */
export const reportsPages: FeaturePages = {
  [appPatterns.itemSales]: lazyPage(() =>
    import('./pages/ItemSalesPage').then((m) => ({ default: m.ItemSalesPage })),
  ),
  [appPatterns.franchiseSales]: lazyPage(() =>
    import('./pages/FranchiseSalesPage').then((m) => ({ default: m.FranchiseSalesPage })),
  ),
  [appPatterns.reportsDashboard]: lazyPage(() =>
    import('./pages/ReportsDashboardPage').then((m) => ({ default: m.ReportsDashboardPage })),
  ),
  ...inventoryPages,
};
