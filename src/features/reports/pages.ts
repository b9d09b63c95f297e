import { lazy } from 'react';
import type { FeaturePages } from '@/lib/featurePages';

/** Built report screens by route path (see src/app/routeTable.ts). */
export const reportsPages: FeaturePages = {
  'reports/item-sales': lazy(() =>
    import('./pages/ItemSalesPage').then((m) => ({ default: m.ItemSalesPage })),
  ),
  'reports/franchise-sales': lazy(() =>
    import('./pages/FranchiseSalesPage').then((m) => ({ default: m.FranchiseSalesPage })),
  ),
  'reports/cogs': lazy(() =>
    import('./inventory/pages/CogsPage').then((m) => ({ default: m.CogsPage })),
  ),
  'reports/cogs/profit-loss': lazy(() =>
    import('./inventory/pages/ProfitLossPage').then((m) => ({ default: m.ProfitLossPage })),
  ),
};
