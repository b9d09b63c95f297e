import { lazyPage, type FeaturePages } from '@/lib/featurePages';

const countSheet = () => import('./pages/CountSheetPage');

/** Inventory counting and cost of goods screens by route path (issue 14; see src/app/routeTable.ts). */
export const inventoryPages: FeaturePages = {
  'reports/inventory-list': lazyPage(() =>
    import('./pages/InventoryListPage').then((m) => ({ default: m.InventoryListPage })),
  ),
  'reports/new-opening-inventory': lazyPage(() =>
    import('./pages/NewOpeningInventoryPage').then((m) => ({
      default: m.NewOpeningInventoryPage,
    })),
  ),
  'reports/new-closing-inventory/:id': lazyPage(() =>
    import('./pages/NewClosingInventoryPage').then((m) => ({
      default: m.NewClosingInventoryPage,
    })),
  ),
  'reports/inventory/:id': lazyPage(() =>
    import('./pages/InventoryReportPage').then((m) => ({ default: m.InventoryReportPage })),
  ),
  'reports/inventory/:id/opening': lazyPage(() =>
    countSheet().then((m) => ({ default: m.OpeningCountPage })),
  ),
  'reports/inventory/:id/closing': lazyPage(() =>
    countSheet().then((m) => ({ default: m.ClosingCountPage })),
  ),
  'reports/cogs': lazyPage(() => import('./pages/CogsPage').then((m) => ({ default: m.CogsPage }))),
  'reports/cogs/profit-loss': lazyPage(() =>
    import('./pages/ProfitLossPage').then((m) => ({ default: m.ProfitLossPage })),
  ),
};
