import { lazy } from 'react';
import type { FeaturePages } from '@/lib/featurePages';

const countSheet = () => import('./pages/CountSheetPage');

/** Inventory counting and cost of goods screens by route path (issue 14; see src/app/routeTable.ts). */
export const inventoryPages: FeaturePages = {
  'reports/inventory-list': lazy(() =>
    import('./pages/InventoryListPage').then((m) => ({ default: m.InventoryListPage })),
  ),
  'reports/new-opening-inventory': lazy(() =>
    import('./pages/NewOpeningInventoryPage').then((m) => ({
      default: m.NewOpeningInventoryPage,
    })),
  ),
  'reports/new-closing-inventory/:id': lazy(() =>
    import('./pages/NewClosingInventoryPage').then((m) => ({
      default: m.NewClosingInventoryPage,
    })),
  ),
  'reports/inventory/:id': lazy(() =>
    import('./pages/InventoryReportPage').then((m) => ({ default: m.InventoryReportPage })),
  ),
  'reports/inventory/:id/opening': lazy(() =>
    countSheet().then((m) => ({ default: m.OpeningCountPage })),
  ),
  'reports/inventory/:id/closing': lazy(() =>
    countSheet().then((m) => ({ default: m.ClosingCountPage })),
  ),
  'reports/cogs': lazy(() => import('./pages/CogsPage').then((m) => ({ default: m.CogsPage }))),
  'reports/cogs/profit-loss': lazy(() =>
    import('./pages/ProfitLossPage').then((m) => ({ default: m.ProfitLossPage })),
  ),
};
