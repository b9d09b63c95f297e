import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { appPatterns } from '@/lib/paths';

const countSheet = () => import('./pages/CountSheetPage');

/** Inventory counting and cost of goods screens by route path (issue 14; see src/app/routeTable.ts). */
export const inventoryPages: FeaturePages = {
  [appPatterns.inventoryList]: lazyPage(() =>
    import('./pages/InventoryListPage').then((m) => ({ default: m.InventoryListPage })),
  ),
  [appPatterns.newOpeningInventory]: lazyPage(() =>
    import('./pages/NewOpeningInventoryPage').then((m) => ({
      default: m.NewOpeningInventoryPage,
    })),
  ),
  [appPatterns.newClosingInventory]: lazyPage(() =>
    import('./pages/NewClosingInventoryPage').then((m) => ({
      default: m.NewClosingInventoryPage,
    })),
  ),
  [appPatterns.inventory]: lazyPage(() =>
    import('./pages/InventoryReportPage').then((m) => ({ default: m.InventoryReportPage })),
  ),
  [appPatterns.openingInventory]: lazyPage(() =>
    countSheet().then((m) => ({ default: m.OpeningCountPage })),
  ),
  [appPatterns.closingInventory]: lazyPage(() =>
    countSheet().then((m) => ({ default: m.ClosingCountPage })),
  ),
  [appPatterns.cogs]: lazyPage(() =>
    import('./pages/CogsPage').then((m) => ({ default: m.CogsPage })),
  ),
  [appPatterns.profitLoss]: lazyPage(() =>
    import('./pages/ProfitLossPage').then((m) => ({ default: m.ProfitLossPage })),
  ),
};
