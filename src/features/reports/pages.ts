import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { inventoryPages } from './inventory/pages';

/** Built report screens by route path (see src/app/routeTable.ts). */
export const reportsPages: FeaturePages = {
  'reports/item-sales': lazyPage(() =>
    import('./pages/ItemSalesPage').then((m) => ({ default: m.ItemSalesPage })),
  ),
  'reports/franchise-sales': lazyPage(() =>
    import('./pages/FranchiseSalesPage').then((m) => ({ default: m.FranchiseSalesPage })),
  ),
  'reports/dashboard': lazyPage(() =>
    import('./pages/ReportsDashboardPage').then((m) => ({ default: m.ReportsDashboardPage })),
  ),
  ...inventoryPages,
};
